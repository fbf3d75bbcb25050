// The ways Saudis pay, end to end with the built-in test provider: a mada card is named mada
// in the card form and on the receipt (never Visa or Mastercard, whose ranges many mada cards
// share). In English and in Arabic.
import type { Browser, Locator } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminByApi, type AdminApi } from './admin-by-api.ts';
import { launchChromium, type Visitor } from './browser.ts';
import { acceptOfferByApi, cardSteps, requestEventTypes, testCards } from './checkout-steps.ts';
import { customerWithOffer } from './offer-to-pay.ts';
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

describe.each(languages)('ways to pay, in %s', (language) => {
  const text = screenText[language];
  const visitors: Visitor[] = [];
  afterEach(async () => {
    for (const visitor of visitors.splice(0)) {
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    }
  });
  const offered = async (fullName: string) => {
    const offer = await customerWithOffer(browser, admin, language, fullName, (visitor) => visitors.push(visitor));
    await acceptOfferByApi(offer.page, offer.requestId);
    await offer.visitor.open(`/checkout/${offer.requestId}`);
    return offer;
  };
  const { cardForm, fillCard } = cardSteps(language);
  const paymentMethodOf = (invoice: Locator) =>
    invoice.getByRole('row').filter({ has: invoice.page().getByRole('rowheader', { name: text.paymentMethod }) }).getByRole('cell').textContent();

  it('names a mada card mada while it is typed and on the receipt, though its BIN is a Visa range', async () => {
    const { page, requestId } = await offered(language === 'ar' ? 'منيرة الزهراني' : 'Munira Alzahrani');
    const form = cardForm(page);
    const number = form.getByLabel(text.cardNumber);
    const brand = form.getByTestId('card-brand');

    await number.fill(testCards.paid);
    expect(await brand.textContent()).toBe(text.visa);
    await fillCard(form, testCards.mada);
    expect(await brand.textContent()).toBe(text.mada);
    expect(await brand.getAttribute('data-brand')).toBe('mada');
    // Read with the number: the brand is the field's description.
    expect(await number.evaluate((input) => document.getElementById(input.getAttribute('aria-describedby')!)?.textContent)).toBe(text.mada);

    await form.getByRole('button', { name: text.payNow }).click();
    await page.waitForURL((url) => url.pathname === `/receipt/${requestId}`);
    await page.getByRole('heading', { name: text.paymentReceived, level: 1 }).waitFor();
    const invoice = page.getByTestId('tax-invoice');
    await invoice.waitFor();
    expect(await paymentMethodOf(invoice)).toBe(`${text.mada} •••• 1010`);
    expect((await requestEventTypes(page, requestId)).filter((type) => type === 'request.paid')).toHaveLength(1);
  });
});
