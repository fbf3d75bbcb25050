import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminByApi, type AdminApi } from './admin-by-api.ts';
import { bookByApi, nextRiyadhWeekday, registeredCustomer } from './booking-steps.ts';
import { launchChromium, newVisitor, toastSaying, type Visitor } from './browser.ts';
import { languages, screenText } from './screen-text.ts';

let browser: Browser;
let admin: AdminApi;
beforeAll(async () => {
  browser = await launchChromium();
  admin = await adminByApi(browser);
});
afterAll(async () => {
  await admin.context.close();
  await browser.close();
});

describe.each(languages)('my requests, in %s', (language) => {
  const text = screenText[language];
  let visitor: Visitor;
  afterEach(async () => {
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  it('lists requests newest first and follows the admin live: an offer accepted, one rejected, one cancelled', async () => {
    visitor = await newVisitor(browser);
    const { page } = visitor;
    await registeredCustomer(visitor, language, language === 'ar' ? 'عبدالله القرني' : 'Abdullah Alqarni');
    await page.locator('#main').getByRole('link', { name: text.myRequests }).click();
    await page.getByText(text.noRequestsYet).waitFor();
    await page.locator('#main').getByRole('link', { name: text.bookAService }).waitFor();

    const date = nextRiyadhWeekday(2);
    const first = await bookByApi(page, 'painting', date);
    const second = await bookByApi(page, 'ac', date);
    const third = await bookByApi(page, 'camera', date);
    const cards = page.getByTestId('request-card');
    await cards.nth(2).waitFor();
    const titles = await cards.getByRole('heading').allTextContents();
    expect(titles).toEqual([text.services.camera, text.services.ac, text.services.painting]);
    const cardOf = (service: string) => cards.filter({ has: page.getByRole('heading', { name: service, exact: true }) });

    // The admin answers from another device; this page is never reloaded.
    await admin.makeOffer(first, 15_000, 'Two coats, paint included');
    await cardOf(text.services.painting).getByTestId('request-badge').filter({ hasText: text.badge.offerToAnswer }).waitFor();
    expect(await cardOf(text.services.painting).getByTestId('request-price').textContent()).toContain('150');
    await cardOf(text.services.painting).getByText('Two coats, paint included').waitFor();
    // Accepting a priced offer opens its checkout; going back, the card waits for the payment.
    await cardOf(text.services.painting).getByRole('button', { name: text.acceptOffer }).click();
    await page.waitForURL(`**/checkout/${first}`);
    await toastSaying(page, text.offerAccepted);
    await page.getByRole('heading', { name: text.checkout, level: 1 }).waitFor();
    await page.goBack();
    await page.waitForURL('**/my-requests');
    await cardOf(text.services.painting).getByTestId('request-badge').filter({ hasText: text.badge.offerAccepted }).waitFor();
    await cardOf(text.services.painting).getByRole('link', { name: text.payNow }).waitFor();

    await admin.makeOffer(second, 30_000, 'Gas refill');
    await cardOf(text.services.ac).getByRole('button', { name: text.rejectOffer }).click();
    await page.getByRole('dialog', { name: text.rejectThisOffer }).getByRole('button', { name: text.rejectOffer }).click();
    await toastSaying(page, text.offerRejected);
    await cardOf(text.services.ac).getByTestId('request-badge').filter({ hasText: text.badge.offerRejected }).waitFor();

    await cardOf(text.services.camera).getByRole('button', { name: text.cancelRequest }).click();
    await page.getByRole('dialog', { name: text.cancelThisRequest }).getByRole('button', { name: text.cancelRequest }).click();
    await toastSaying(page, text.requestCancelled);
    await cardOf(text.services.camera).getByTestId('request-badge').filter({ hasText: text.badge.cancelled }).waitFor();

    await page.getByTestId('request-waiting').first().waitFor({ state: 'detached' });
    const answers = (await admin.events())
      .filter((event) => [first, second, third].some((id) => event.stream === `request-${id}`))
      .map((event) => event.type)
      .filter((type) => !['request.submitted', 'request.numbered', 'request.offerMade'].includes(type));
    expect(answers.sort()).toEqual(['request.cancelled', 'request.offerAccepted', 'request.offerRejected']);
  });

  it('opened afresh, waits for the server instead of saying there are no requests', async () => {
    visitor = await newVisitor(browser);
    const { page } = visitor;
    await registeredCustomer(visitor, language, language === 'ar' ? 'سعد الغامدي' : 'Saad Alghamdi');
    await bookByApi(page, 'plumbing', nextRiyadhWeekday(2));
    // Notes whether the words "no requests yet" are ever on the page while it opens.
    await page.addInitScript((words) => {
      new MutationObserver(() => {
        if (document.body?.innerText.includes(words)) sessionStorage.setItem('saidNone', 'yes');
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, text.noRequestsYet);
    await visitor.open('/my-requests');
    await page.getByTestId('request-card').first().waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('saidNone'))).toBeNull();
  });

  it('shows the last known session and its requests from the local log when the server cannot be reached at boot', async () => {
    visitor = await newVisitor(browser);
    const { page, context } = visitor;
    const customer = await registeredCustomer(visitor, language, language === 'ar' ? 'منيرة السبيعي' : 'Munira Alsubaie');
    await page.locator('#main').getByRole('link', { name: text.myRequests }).click();
    await bookByApi(page, 'general', nextRiyadhWeekday(3));
    await page.getByTestId('request-card').waitFor();

    // The pages still come (from a cache or a CDN in real life), the API does not.
    await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await visitor.open('/dashboard');
    await page.getByRole('heading', { name: text.welcome(customer.fullName) }).waitFor();
    await page.locator('#main').getByRole('link', { name: text.myRequests }).click();
    await page.getByTestId('request-card').getByRole('heading', { name: text.services.general }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/my-requests');
  });
});
