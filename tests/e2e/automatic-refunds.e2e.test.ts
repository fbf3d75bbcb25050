// A request paid twice: a second tab's payment for another amount reaches the server, which
// refunds it through the test gateway and tells the customer so; the customer's own payment
// pays the request, and the admin sees the refund in the request's detail. A plan paid in a
// second tab while the first tab's plan was bought is refunded too, and the admin sees it on
// the customer's row of the Subscriptions tab. In both languages.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminByApiForThisFile } from './admin-by-api.ts';
import { bookedByApi } from './booking-steps.ts';
import { chromiumForThisFile, registeredByApi, visitorsOf } from './browser.ts';
import { acceptOfferByApi, payByApi, payPlanByApi } from './checkout-steps.ts';
import { languages } from './screen-text.ts';
import { baseUrl } from './file-server.ts';

const browser = chromiumForThisFile();
const admin = adminByApiForThisFile(browser);

const words = {
  en: {
    refundedToCard: 'This payment could not be taken, so it was refunded in full to your card.',
    heading: 'Charges refunded automatically',
    refunded: 'Refunded',
    reason: 'Reason: the payment did not match the amount or purchase',
    planReason: 'Reason: a plan was still active',
  },
  ar: {
    refundedToCard: 'تعذّر قبول هذه الدفعة، لذا استُرد مبلغها كاملًا إلى بطاقتك.',
    heading: 'مبالغ مستردة تلقائيًا',
    refunded: 'مسترد',
    reason: 'السبب: لم تطابق الدفعة المبلغ أو المشتريات',
    planReason: 'السبب: كانت هناك باقة لا تزال سارية',
  },
};

const origin = () => new URL(baseUrl()).origin;

/** A second tab's payment at `payments`: the id our server hands out, charged by the test gateway (at `amountHalalas`, or the price asked). */
async function chargedInAnotherTab(page: Page, payments: string, checkoutPath: string, amountHalalas?: number): Promise<string> {
  const headers = { origin: origin() };
  const started = await page.request.post(`${payments}/start`, { headers, data: {} });
  expect(started.status(), await started.text()).toBe(200);
  const start = (await started.json()) as {
    paymentId: string;
    amountHalalas: number;
    currency: string;
    description: string;
    metadata: unknown;
  };
  const created = await page.request.post('/api/test-gateway/v1/payments', {
    headers,
    data: {
      ...start,
      given_id: start.paymentId,
      amount: amountHalalas ?? start.amountHalalas,
      callback_url: `${origin()}${checkoutPath}`,
      source: { type: 'creditcard', name: 'Second Tab', number: '4242424242424242', month: 12, year: 2030, cvc: '123' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return start.paymentId;
}

describe.each(languages)('a charge the request could not take, in %s', (language) => {
  const text = words[language];
  const { visitor, signedInAdmin } = visitorsOf(browser, language);

  it('is refunded with a message to the customer, and the admin sees the refund in the request’s detail', async () => {
    const customer = await visitor();
    await registeredByApi(customer, language === 'ar' ? 'ريم العتيبي' : 'Reem Alotaibi');
    const { requestId } = await bookedByApi(customer.page, 'A dripping tap');
    await admin().makeOffer(requestId, 24_000, '');
    await acceptOfferByApi(customer.page, requestId);

    const stray = await chargedInAnotherTab(customer.page, `/api/payments/requests/${requestId}`, `/checkout/${requestId}`, 10_000);
    // The gateway sends the customer back to the checkout with the payment, as after a bank's page.
    await customer.open(`/checkout/${requestId}?id=${stray}`);
    await expect.poll(() => customer.page.locator('#main').innerText(), { timeout: 15_000 }).toContain(text.refundedToCard);

    await payByApi(customer.page, requestId);

    const desk = await signedInAdmin();
    await desk.open(`/admin/dashboard?tab=requests&request=${requestId}`);
    const refunds = desk.page.getByTestId('automatic-refunds');
    await expect.poll(() => refunds.getByRole('heading').innerText(), { timeout: 15_000 }).toBe(text.heading);
    const refund = refunds.getByTestId('automatic-refund');
    expect(await refund.getAttribute('data-status')).toBe('refunded');
    const shown = await refund.innerText();
    for (const part of ['\u20C1', '100.00', text.refunded, text.reason, stray]) expect(shown).toContain(part);
  });
});

describe.each(languages)('a plan payment the customer could not take, in %s', (language) => {
  const text = words[language];
  const { visitor, signedInAdmin } = visitorsOf(browser, language);

  it('is refunded, and the admin sees the refund on the customer’s row in the Subscriptions tab', async () => {
    const customer = await visitor();
    const name = `${language === 'ar' ? 'هند القحطاني' : 'Hind Alqahtani'} ${randomUUID().slice(0, 6)}`;
    await registeredByApi(customer, name);
    // A second tab started paying VIP Plus before the first tab bought VIP.
    const stray = await chargedInAnotherTab(customer.page, '/api/payments/plans/vip-plus', '/checkout/plan/vip-plus');
    await payPlanByApi(customer.page, 'vip');
    // The second tab's confirm, as its checkout sends it after the bank's page (the plan page now shows the plan in force).
    const late = await customer.page.request.post('/api/payments/plans/vip-plus/confirm', { headers: { origin: origin() }, data: { paymentId: stray } });
    expect([late.status(), ((await late.json()) as { error?: { reason?: string } }).error?.reason]).toEqual([422, 'planStillActive']);

    const desk = await signedInAdmin();
    await desk.open('/admin/dashboard?tab=subscriptions');
    const row = desk.page.getByTestId('active-plan').filter({ hasText: name });
    const refunds = row.getByTestId('automatic-refunds');
    await expect.poll(() => refunds.getByRole('heading').innerText(), { timeout: 15_000 }).toBe(text.heading);
    const refund = refunds.getByTestId('automatic-refund');
    expect(await refund.getAttribute('data-status')).toBe('refunded');
    const shown = await refund.innerText();
    for (const part of ['\u20C1', text.refunded, text.planReason, stray]) expect(shown).toContain(part);
  });
});
