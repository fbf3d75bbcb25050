// A request's own page and the invoices page, end to end at a phone's width: a customer books
// with a photo, the admin offers, the customer accepts and pays; the card on /my-requests opens
// the request's page (address, photo, price and VAT, every step with its time, the receipt, its chat) and
// /invoices lists the receipt with its total and opens it. In English and in Arabic.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { adminByApiForThisFile } from './admin-by-api.ts';
import { nextRiyadhWeekday, postBooking, registeredCustomer } from './booking-steps.ts';
import { chromiumForThisFile, expectNoViolations, saveScreenshot, visitorsOf } from './browser.ts';
import { chatText } from './chat-text.ts';
import { acceptOfferByApi, payByApi } from './checkout-steps.ts';
import { requestPageText } from './request-page-text.ts';
import { languages, screenText } from './screen-text.ts';
import { baseUrl } from './file-server.ts';

const browser = chromiumForThisFile();
const admin = adminByApiForThisFile(browser);

const origin = () => new URL(baseUrl()).origin;
const address = 'حي الملقا، شارع أنس بن مالك 7';

async function bookWithPhoto(page: Page): Promise<string> {
  const png = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#c98a2b' } }).png().toBuffer();
  const upload = await page.request.post('/api/uploads', { data: png, headers: { origin: origin(), 'content-type': 'image/png' } });
  expect(upload.status(), await upload.text()).toBe(201);
  const photoId = ((await upload.json()) as { upload: { id: string } }).upload.id;
  const requestId = uuidv7();
  const answer = await postBooking(page, requestId, {
    services: ['electrical'],
    note: 'The kitchen light flickers',
    address,
    coordinates: null,
    phone: '+966512345678',
    preferredDate: nextRiyadhWeekday(1),
    preferredTime: '16:30',
    photoId,
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return requestId;
}

/** Whether the page is wider than the screen, at the width it has now. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe.each(languages)('a request’s page and the invoices, in %s', (language) => {
  const text = screenText[language];
  const words = requestPageText[language];
  const { visitor } = visitorsOf(browser);

  it('opens a paid request from its card with its address, photo, price and VAT, every step, its receipt and its chat', async () => {
    const customer = await visitor();
    const { page } = customer;
    await registeredCustomer(customer, language, language === 'ar' ? 'هند الدوسري' : 'Hind Aldosari');
    const requestId = await bookWithPhoto(page);
    await admin().makeOffer(requestId, 15_000, 'New fitting included');
    await acceptOfferByApi(page, requestId);
    const invoiceNumber = `INV-${String(await payByApi(page, requestId)).padStart(6, '0')}`;

    await customer.open('/my-requests');
    await page.getByTestId('request-card').getByRole('link', { name: text.services.electrical }).click();
    await page.waitForURL(`**/my-requests/${requestId}`);
    await page.getByRole('heading', { level: 1, name: text.services.electrical }).waitFor();
    await page.getByTestId('request-badge').filter({ hasText: text.badge.paid }).waitFor();

    expect(await page.getByTestId('request-address').textContent()).toBe(address);
    const photo = page.getByRole('img', { name: words.photo });
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await page.getByTestId('request-price').textContent()).toContain('150.00');
    expect(await page.getByTestId('request-before-vat').textContent()).toContain('130.43');
    expect(await page.getByTestId('request-vat').textContent()).toContain('19.56');
    expect(await page.getByTestId('request-rounding').textContent()).toContain('0.01');

    const steps = page.getByTestId('timeline-step');
    await steps.nth(3).waitFor();
    expect(await steps.evaluateAll((items) => items.map((item) => item.getAttribute('data-step')))).toEqual(['submitted', 'offerMade', 'offerAccepted', 'paid']);
    for (const [index, name] of words.steps.entries()) {
      await expect.poll(() => steps.nth(index).textContent()).toContain(name);
      expect(await steps.nth(index).locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    // The request's thread is on the page, greeted by the company on its first open.
    const orderNumber = Number(await page.getByTestId('order-number').textContent());
    const thread = page.getByRole('list', { name: chatText[language].chatAboutOrder(orderNumber) });
    await thread.getByTestId('chat-message').first().waitFor();
    await page.getByRole('textbox', { name: chatText[language].typeYourMessage }).waitFor();
    await page.getByText(invoiceNumber).waitFor();

    expect(await scrollsSideways(page)).toBe(false);
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await scrollsSideways(page)).toBe(false);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoViolations(customer, `the request page, in ${language}`);
    // As tall as the page: off-screen chat messages are not painted (content-visibility), even in a full-page capture.
    await page.setViewportSize({ width: 390, height: await page.evaluate(() => document.documentElement.scrollHeight) });
    await saveScreenshot(page, `request-page-${language}`);

    await page.getByRole('link', { name: text.viewReceipt }).click();
    await page.waitForURL(`**/receipt/${requestId}`);
    expect(await page.getByTestId('invoice-number').textContent()).toBe(invoiceNumber);
  });

  it('lists every receipt on /invoices, reached from the account menu, with the totals, and opens it', async () => {
    const customer = await visitor();
    const { page } = customer;
    const person = await registeredCustomer(customer, language, language === 'ar' ? 'فيصل المطيري' : 'Faisal Almutairi');
    const requestId = await bookWithPhoto(page);
    await admin().makeOffer(requestId, 11_500, '');
    await acceptOfferByApi(page, requestId);
    const invoiceNumber = `INV-${String(await payByApi(page, requestId)).padStart(6, '0')}`;

    await page.getByRole('button', { name: text.accountMenu(person.fullName) }).click();
    await page.getByRole('link', { name: words.invoices }).click();
    await page.waitForURL('**/invoices');
    await page.getByRole('heading', { level: 1, name: words.invoices }).waitFor();
    await page.getByRole('heading', { name: words.oneInvoice }).waitFor();
    expect(await page.getByTestId('invoices-total').textContent()).toContain('115.00');
    // The company of this file has no VAT number: its receipts are no tax invoices (decisions.md 30).
    expect(await page.getByTestId('invoices-vat').count()).toBe(0);
    const item = page.getByTestId('invoice-item');
    expect(await item.getByTestId('invoice-kind').textContent()).toBe(words.receipt);
    expect(await item.getByTestId('invoice-item-total').textContent()).toContain('115.00');
    const what = item.getByText(text.services.electrical, { exact: false });
    await what.waitFor();
    // Whether it is a tax invoice, then what was bought: one line below the other, never one over the other.
    const [kindBox, whatBox] = [await item.getByTestId('invoice-kind').boundingBox(), await what.boundingBox()];
    expect(kindBox!.y + kindBox!.height).toBeLessThanOrEqual(whatBox!.y);
    // Its date of issue as the receipt gives it: in Arabic with the Umm al-Qura Hijri date (decisions.md 30).
    const issued = await item.getByTestId('invoice-item-date').textContent();
    if (language === 'ar') expect(issued).toMatch(/\(\d{1,2} [^()]+ \d{4} هـ\)$/);
    else expect(issued).not.toMatch(/هـ|AH/);

    expect(await scrollsSideways(page)).toBe(false);
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await scrollsSideways(page)).toBe(false);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoViolations(customer, `the invoices page, in ${language}`);
    await saveScreenshot(page, `invoices-${language}`, { fullPage: true });

    await item.getByRole('link', { name: invoiceNumber }).click();
    await page.waitForURL(`**/receipt/${requestId}`);
    await page.getByRole('heading', { level: 1, name: words.paymentReceived }).waitFor();
  });

  it('shows the not-found page for a malformed request id and for one the customer does not have', async () => {
    const customer = await visitor();
    const { page } = customer;
    await registeredCustomer(customer, language, language === 'ar' ? 'لمى الحربي' : 'Lama Alharbi');
    for (const path of ['/my-requests/not%20an%20id!', `/my-requests/${uuidv7()}`]) {
      await customer.open(path);
      await page.getByRole('heading', { level: 1, name: text.notFound }).waitFor();
    }
  });
});
