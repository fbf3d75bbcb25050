// The ways Saudis pay, end to end with the built-in test provider: a mada card is named mada
// in the card form and on the receipt (never Visa or Mastercard, whose ranges many mada cards
// share); STC Pay pays with the code texted to the wallet (the test provider's 123456), a wrong
// code paying nothing; Apple Pay only where the browser has it (tests/e2e/apple-pay-sheet.ts stands
// in for Safari's ApplePaySession), its merchant validated through our server. In English and in Arabic.
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { adminByApiForThisFile } from './admin-by-api.ts';
import { applePaySeen, approveApplePay, offerApplePay } from './apple-pay-sheet.ts';
import { chromiumForThisFile, expectNoViolations, type Visitor } from './browser.ts';
import { acceptOfferByApi, cardSteps, requestEventTypes, testCards } from './checkout-steps.ts';
import { customerWithOffer } from './offer-to-pay.ts';
import { languages, screenText } from './screen-text.ts';

const browser = chromiumForThisFile();
const admin = adminByApiForThisFile(browser);

describe.each(languages)('ways to pay, in %s', (language) => {
  const text = screenText[language];
  const visitors: Visitor[] = [];
  afterEach(async () => {
    for (const visitor of visitors.splice(0)) {
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    }
  });
  const offered = async (fullName: string, beforeOpening?: (page: Page) => Promise<unknown>) => {
    const offer = await customerWithOffer(browser(), admin(), language, fullName, (visitor) => visitors.push(visitor));
    await acceptOfferByApi(offer.page, offer.requestId);
    await beforeOpening?.(offer.page);
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
    // No ApplePaySession in this browser: no Apple Pay button.
    await form.waitFor();
    expect(await page.getByRole('button', { name: text.payWithApplePay }).count()).toBe(0);

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

  it('pays by STC Pay: a wrong code is refused with nothing paid, a new code and 123456 pay, the receipt says STC Pay', async () => {
    const { visitor, page, requestId } = await offered(language === 'ar' ? 'لطيفة العنزي' : 'Latifa Alanazi');
    const form = page.getByRole('form', { name: text.stcPay });
    const mobile = form.getByLabel(text.stcPayMobile);
    await mobile.fill(language === 'ar' ? '٠٥٥١٢٣٤٥٦٧' : '055 123 4567');
    await form.getByRole('button', { name: text.sendCode }).click();
    const code = form.getByLabel(text.stcPayCode);
    await code.fill('654321');
    await form.getByRole('button', { name: text.payWithStcPay }).click();
    await form.getByRole('alert').filter({ hasText: text.stcPayCodeRefused }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/checkout/${requestId}`);
    expect(await requestEventTypes(page, requestId)).not.toContain('request.paid');
    await expectNoViolations(visitor, `stc-pay-refused-${language}`);

    // The refused code failed its payment: the mobile is kept, a new code is sent.
    expect(await mobile.inputValue()).not.toBe('');
    await form.getByRole('button', { name: text.sendCode }).click();
    await code.fill('123456');
    await form.getByRole('button', { name: text.payWithStcPay }).click();
    await page.waitForURL((url) => url.pathname === `/receipt/${requestId}`);
    await page.getByRole('heading', { name: text.paymentReceived, level: 1 }).waitFor();
    expect(await paymentMethodOf(page.getByTestId('tax-invoice'))).toBe(text.stcPay);
    expect((await requestEventTypes(page, requestId)).filter((type) => type === 'request.paid')).toHaveLength(1);
  });

  it('pays with Apple Pay where the browser offers it: merchant validated through our server, token paid, receipt names Apple Pay and the card', async () => {
    const { page, requestId } = await offered(language === 'ar' ? 'عبير الشمري' : 'Abeer Alshammari', offerApplePay);
    await page.getByRole('button', { name: text.payWithApplePay }).click();
    await approveApplePay(page);
    await page.waitForURL((url) => url.pathname === `/receipt/${requestId}`);
    await page.getByRole('heading', { name: text.paymentReceived, level: 1 }).waitFor();
    expect(await applePaySeen(page)).toEqual([
      'total 240.00',
      'session given',
      'completed 0',
    ]);
    expect(await paymentMethodOf(page.getByTestId('tax-invoice'))).toBe(`Apple Pay · ${text.mada} •••• 1234`);
    expect((await requestEventTypes(page, requestId)).filter((type) => type === 'request.paid')).toHaveLength(1);
  });
});
