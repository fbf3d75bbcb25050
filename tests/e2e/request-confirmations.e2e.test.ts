// Issue 23, item 5: the customer's answers that cannot be undone (cancel a request, reject an
// offer) are asked first in a dialog saying what they mean; Escape or the keep button changes
// nothing, and only confirming sends the event. On a phone (390 px), in English and in Arabic.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminByApiForThisFile } from './admin-by-api.ts';
import { bookByApi, bookVipByApi, nextRiyadhWeekday } from './booking-steps.ts';
import { chromiumForThisFile, customerIdOf, expectNoViolations, registeredByApi, toastSaying, visitorsOf } from './browser.ts';
import { languages, screenText } from './screen-text.ts';

const browser = chromiumForThisFile();
const admin = adminByApiForThisFile(browser);

const eventsOf = async (requestId: string) =>
  (await admin().events()).filter((event) => event.stream === `request-${requestId}`).map((event) => event.type);

describe.each(languages)('asking before cancelling or rejecting, in %s', (language) => {
  const text = screenText[language];
  const { visitor } = visitorsOf(browser, language);

  async function customerWithRequests(fullName: string) {
    const customer = await visitor();
    await registeredByApi(customer, fullName);
    return customer;
  }
  // Each card's title links to its request's page.
  const cardOf = (page: Page, requestId: string) => page.getByTestId('request-card').filter({ has: page.locator(`a[href$="/my-requests/${requestId}"]`) });

  it('keeps the request on Escape and on "Keep the request", with focus back on the button; cancels only when confirmed', async () => {
    const customer = await customerWithRequests(language === 'ar' ? 'فهد المطيري' : 'Fahad Almutairi');
    const { page } = customer;
    const requestId = await bookByApi(page, 'painting', nextRiyadhWeekday(2));
    await customer.open('/my-requests');
    const card = cardOf(page, requestId);
    const cancel = card.getByRole('button', { name: text.cancelRequest });
    const dialog = page.getByRole('dialog', { name: text.cancelThisRequest });

    await cancel.click();
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(text.cancellingCostsNothing);
    expect(await dialog.textContent()).not.toContain(text.visitGoesBack);
    const box = await dialog.boundingBox();
    expect(box!.x >= 0 && box!.x + box!.width <= 390, `the dialog fits a 390 px phone: ${JSON.stringify(box)}`).toBe(true);
    await expectNoViolations(customer, `the cancel dialog in ${language}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await cancel.evaluate((button) => button === document.activeElement)).toBe(true);

    await cancel.click();
    await dialog.getByRole('button', { name: text.keepTheRequest }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await card.getByTestId('request-badge').textContent()).toBe(text.badge.pending);
    expect(await eventsOf(requestId)).toEqual(['request.submitted', 'request.numbered']);

    await cancel.click();
    await dialog.getByRole('button', { name: text.cancelRequest }).click();
    await toastSaying(page, text.requestCancelled);
    await card.getByTestId('request-badge').filter({ hasText: text.badge.cancelled }).waitFor();
    await expect.poll(() => eventsOf(requestId)).toEqual(['request.submitted', 'request.numbered', 'request.cancelled']);
  });

  it('says a new offer may come before rejecting one, and rejects it only when confirmed', async () => {
    const customer = await customerWithRequests(language === 'ar' ? 'سارة الحربي' : 'Sara Alharbi');
    const { page } = customer;
    const requestId = await bookByApi(page, 'ac', nextRiyadhWeekday(3));
    await admin().makeOffer(requestId, 30_000, 'Gas refill');
    await customer.open('/my-requests');
    const card = cardOf(page, requestId);
    const reject = card.getByRole('button', { name: text.rejectOffer });
    const dialog = page.getByRole('dialog', { name: text.rejectThisOffer });

    await reject.click();
    expect(await dialog.textContent()).toContain(text.newOfferMayCome);
    await dialog.getByRole('button', { name: text.keepTheOffer }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByRole('button', { name: text.acceptOffer }).waitFor();

    await reject.click();
    await dialog.getByRole('button', { name: text.rejectOffer }).click();
    await toastSaying(page, text.offerRejected);
    await card.getByTestId('request-badge').filter({ hasText: text.badge.offerRejected }).waitFor();
    await expect.poll(() => eventsOf(requestId)).toEqual(['request.submitted', 'request.numbered', 'request.offerMade', 'request.offerRejected']);
  });

  it('accepts an offer once for a double tap, and says it was accepted, not that the change was refused', async () => {
    const customer = await customerWithRequests(language === 'ar' ? 'هيا العنزي' : 'Haya Alanazi');
    const { page } = customer;
    const requestId = await bookByApi(page, 'plumbing', nextRiyadhWeekday(4));
    await admin().makeOffer(requestId, 12_000, 'New tap');
    await customer.open('/my-requests');
    // Notes every toast title shown, so a refusal replaced at once by another toast is still seen.
    await page.evaluate(() => {
      new MutationObserver(() => {
        const said = [...document.querySelectorAll('[data-testid="toast"]')].map((toast) => toast.textContent ?? '');
        sessionStorage.setItem('toasts', JSON.stringify([...JSON.parse(sessionStorage.getItem('toasts') ?? '[]'), ...said]));
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });

    await cardOf(page, requestId).getByRole('button', { name: text.acceptOffer }).dblclick();
    await page.waitForURL(`**/checkout/${requestId}`);
    await toastSaying(page, text.offerAccepted);
    await expect.poll(() => eventsOf(requestId)).toEqual(['request.submitted', 'request.numbered', 'request.offerMade', 'request.offerAccepted']);
    const toasts = JSON.parse((await page.evaluate(() => sessionStorage.getItem('toasts'))) ?? '[]') as string[];
    expect(toasts.filter((toast) => toast.includes(text.changeNotAccepted))).toEqual([]);
  });

  it('says a VIP request’s visit goes back to the plan, and gives it back on cancelling', async () => {
    const customer = await customerWithRequests(language === 'ar' ? 'نوف الزهراني' : 'Nouf Alzahrani');
    const { page } = customer;
    const userId = await customerIdOf(page);
    await admin().propose(`subscription-${userId}`, 'subscription.granted', { plan: 'vip', days: 30, maxVisits: 4, note: '', via: 'admin' });
    const requestId = await bookVipByApi(page, userId, nextRiyadhWeekday(1));
    await customer.open('/my-requests');
    await cardOf(page, requestId).getByRole('button', { name: text.cancelRequest }).click();
    const dialog = page.getByRole('dialog', { name: text.cancelThisRequest });
    expect(await dialog.textContent()).toContain(text.visitGoesBack);
    await dialog.getByRole('button', { name: text.cancelRequest }).click();
    await toastSaying(page, text.requestCancelled);
    await expect
      .poll(async () => (await admin().events()).filter((event) => event.stream === `subscription-${userId}`).map((event) => event.type))
      .toEqual(['subscription.granted', 'subscription.visitRecorded', 'subscription.visitRefunded']);
  });
});
