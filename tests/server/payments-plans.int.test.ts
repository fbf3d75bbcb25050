import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '../../machines/domain/default-settings.ts';
import type { PaymentStart } from '../../server/payments/payment-steps.ts';
import { testCards, testGatewayPath } from '../../server/payments/test-gateway.ts';
import type { Harness } from './app-harness.ts';
import { expectLogUnchangedAndHealthy, harnessWithAdmin, plansUpdated, propose, registerCustomer } from './events-api-fixtures.ts';
import {
  cardPaymentBody,
  confirmPlanPaymentAs,
  grantedVip,
  startPlanPaymentAs,
  subscriptionEvent,
  subscriptionOf as subscriptionOfIn,
  subscriptionStreamOf,
} from './request-fixtures.ts';

// Buying a VIP plan by card (docs/decisions.md 8), over HTTP as the browser does: start prices the
// plan from the settings, the card goes to the test gateway, confirm grants the plan as the
// server, once per payment however often and however late it is confirmed.
let h: Harness & { adminId: string };
beforeAll(async () => {
  h = await harnessWithAdmin();
});
afterAll(async () => {
  await h.close();
});

let customers = 0;
/** Given: a new customer with no plan, signed in as a client of that name. */
async function newCustomer() {
  customers += 1;
  const client = `buyer${customers}`;
  return { client, userId: await registerCustomer(h, client) };
}

async function started(client: string, planId = 'vip') {
  const start = await startPlanPaymentAs(h, client, planId);
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  return start.body as PaymentStart;
}

const sendCard = (client: string, start: PaymentStart, number: string) =>
  h.request(testGatewayPath, { client, body: cardPaymentBody(start, number) });

const grantsOf = async (userId: string) =>
  (await h.store.readStream(subscriptionStreamOf(userId))).filter((event) => event.type === 'subscription.granted');

const subscriptionOf = async (userId: string) => (await subscriptionOfIn(h, userId)).context;

/** Given: `client` paid for the plan with the card that is paid, confirmed once. */
async function bought(client: string, planId = 'vip') {
  const start = await started(client, planId);
  expect((await sendCard(client, start, testCards.paid)).status).toBe(201);
  const confirmed = await confirmPlanPaymentAs(h, client, planId, start.paymentId);
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { start, confirmed };
}

function expectRefused(response: { status: number; body: any }, status: number, code: string) {
  expect([response.status, response.body?.error?.code], JSON.stringify(response.body)).toEqual([status, code]);
}

describe('starting a plan payment', () => {
  it('prices the plan from the settings, in halalas, for the signed-in customer', async () => {
    const { client, userId } = await newCustomer();
    const start = await started(client, 'vip-plus');
    expect(start).toMatchObject({
      amountHalalas: defaultSettings.plans['vip-plus'].price * 100,
      currency: 'SAR',
      metadata: { customerId: userId, planId: 'vip-plus' },
    });
  });

  it('twice gives the same payment id, so a second tab cannot charge twice', async () => {
    const { client } = await newCustomer();
    const first = await started(client);
    expect((await started(client)).paymentId).toBe(first.paymentId);
  });

  it('follows a price the admin changed', async () => {
    const { client } = await newCustomer();
    await plansUpdated(h, { ...defaultSettings.plans, vip: { ...defaultSettings.plans.vip, price: 149 } });
    try {
      expect((await started(client)).amountHalalas).toBe(14_900);
    } finally {
      await plansUpdated(h, defaultSettings.plans);
    }
  });

  it('refuses a plan that costs nothing with 409 nothingToPay', async () => {
    const { client } = await newCustomer();
    await plansUpdated(h, { ...defaultSettings.plans, vip: { ...defaultSettings.plans.vip, price: 0 } });
    try {
      expectRefused(await startPlanPaymentAs(h, client, 'vip'), 409, 'nothingToPay');
    } finally {
      await plansUpdated(h, defaultSettings.plans);
    }
  });

  it('refuses while a plan is active with 409 planStillActive', async () => {
    const { client, userId } = await newCustomer();
    await grantedVip(h, userId);
    expectRefused(await startPlanPaymentAs(h, client, 'vip-plus'), 409, 'planStillActive');
  });

  it('refuses a plan that does not exist with 404, and a visitor with 401', async () => {
    const { client } = await newCustomer();
    expectRefused(await startPlanPaymentAs(h, client, 'gold'), 404, 'notFound');
    expect((await startPlanPaymentAs(h, 'visitor', 'vip')).status).toBe(401);
  });
});

describe('confirming a plan payment', () => {
  it('grants the plan as the server, with the settings’ terms and the card’s last 4 digits', async () => {
    const { client, userId } = await newCustomer();
    const { start, confirmed } = await bought(client);
    const [grant, ...others] = await grantsOf(userId);
    expect(others).toEqual([]);
    expect(grant!.actor).toEqual({ role: 'system' });
    expect(grant!.data).toMatchObject({
      plan: 'vip',
      days: defaultSettings.plans.vip.days,
      maxVisits: defaultSettings.plans.vip.visits,
      via: 'payment',
      payment: { provider: 'test', paymentId: start.paymentId, amountHalalas: 19_900, card: { brand: 'visa', last4: '4242' } },
    });
    expect(confirmed.body.payment).toEqual((grant!.data as { payment: unknown }).payment);
    const subscription = await subscriptionOf(userId);
    expect(subscription).toMatchObject({ plan: 'vip', visitsUsed: 0, maxVisits: defaultSettings.plans.vip.visits });
    expect(Date.parse(subscription.expiresAt!) - h.clock.now().getTime()).toBe(defaultSettings.plans.vip.days * 86_400_000);
  });

  it('confirmed again, or twice at once, grants one plan', async () => {
    const { client, userId } = await newCustomer();
    const start = await started(client);
    await sendCard(client, start, testCards.paid);
    const together = await Promise.all([1, 2, 3].map(() => confirmPlanPaymentAs(h, client, 'vip', start.paymentId)));
    expect(together.map((response) => response.status)).toEqual([200, 200, 200]);
    expect((await confirmPlanPaymentAs(h, client, 'vip', start.paymentId)).status).toBe(200);
    expect(await grantsOf(userId)).toHaveLength(1);
  });

  it('confirmed after the plan was revoked grants nothing again, and the next purchase gets a new payment id', async () => {
    const { client, userId } = await newCustomer();
    const { start } = await bought(client);
    const version = await h.store.streamVersion(subscriptionStreamOf(userId));
    expect((await propose(h, 'admin', [subscriptionEvent(userId, version, 'revoked')])).status).toBe(200);

    const late = await confirmPlanPaymentAs(h, client, 'vip', start.paymentId);
    expect(late.status).toBe(200);
    expect(await grantsOf(userId)).toHaveLength(1);
    expect((await subscriptionOf(userId)).plan).toBeNull();
    expect((await started(client)).paymentId).not.toBe(start.paymentId);
  });

  it('a declined card grants nothing (402 paymentDeclined), and the next try gets a new payment id', async () => {
    const { client, userId } = await newCustomer();
    const start = await started(client);
    expect((await sendCard(client, start, testCards.declined)).status).toBe(201);
    const before = await h.store.lastPosition();
    expectRefused(await confirmPlanPaymentAs(h, client, 'vip', start.paymentId), 402, 'paymentDeclined');
    await expectLogUnchangedAndHealthy(h, before);
    expect(await grantsOf(userId)).toEqual([]);
    expect((await started(client)).paymentId).not.toBe(start.paymentId);
  });

  it('a second plan paid while the first, bought meanwhile, still runs is refunded (planStillActive): one grant, the first plan kept', async () => {
    const { client, userId } = await newCustomer();
    const second = await started(client, 'vip-plus');
    await bought(client, 'vip');
    expect((await sendCard(client, second, testCards.paid)).status).toBe(201);
    const late = await confirmPlanPaymentAs(h, client, 'vip-plus', second.paymentId);
    expect([late.status, late.body?.error?.code, late.body?.error?.reason], JSON.stringify(late.body)).toEqual([422, 'chargeRefunded', 'planStillActive']);
    expectRefused(await confirmPlanPaymentAs(h, client, 'vip-plus', second.paymentId), 422, 'chargeRefunded');
    expect((await subscriptionOf(userId)).automaticRefunds).toMatchObject([
      { status: 'refunded', paymentId: second.paymentId, amountHalalas: second.amountHalalas, reason: 'planStillActive' },
    ]);
    expect((await grantsOf(userId)).map((event) => (event.data as { plan: string }).plan)).toEqual(['vip']);
    expect((await subscriptionOf(userId)).plan).toBe('vip');
  });

  it('a payment the browser sent for less than the price is refunded (422 chargeRefunded, paymentMismatch)', async () => {
    const { client, userId } = await newCustomer();
    const start = await started(client);
    expect((await sendCard(client, { ...start, amountHalalas: 100 }, testCards.paid)).status).toBe(201);
    expectRefused(await confirmPlanPaymentAs(h, client, 'vip', start.paymentId), 422, 'chargeRefunded');
    expect((await subscriptionOf(userId)).automaticRefunds).toMatchObject([{ status: 'refunded', amountHalalas: 100, reason: 'paymentMismatch' }]);
    expect(await grantsOf(userId)).toEqual([]);
  });

  it('another customer, or the same payment named for another plan, is 404 unknownPayment', async () => {
    const buyer = await newCustomer();
    const other = await newCustomer();
    const start = await started(buyer.client);
    await sendCard(buyer.client, start, testCards.paid);
    expectRefused(await confirmPlanPaymentAs(h, other.client, 'vip', start.paymentId), 404, 'unknownPayment');
    expectRefused(await confirmPlanPaymentAs(h, buyer.client, 'vip-plus', start.paymentId), 404, 'unknownPayment');
    expect(await grantsOf(other.userId)).toEqual([]);
    expect(await grantsOf(buyer.userId)).toEqual([]);
  });
});

describe('a grant by payment proposed by anyone but the server', () => {
  it('is refused: the admin with confirmedByProvider, the customer by the policy', async () => {
    const { client, userId } = await newCustomer();
    const payment = { provider: 'test', paymentId: 'made-up', amountHalalas: 19_900, card: null, invoiceNumber: 1, invoiceQr: null };
    const paidGrant = { plan: 'vip', days: 30, maxVisits: 4, note: '', via: 'payment', payment };
    const before = await h.store.lastPosition();
    const byAdmin = await propose(h, 'admin', [subscriptionEvent(userId, 0, 'granted', paidGrant)]);
    expect([byAdmin.status, byAdmin.body.results?.[0]?.reason ?? byAdmin.body.error?.code]).toEqual([422, 'confirmedByProvider']);
    const byCustomer = await propose(h, client, [subscriptionEvent(userId, 0, 'granted', paidGrant)]);
    expect(byCustomer.status).toBe(403);
    await expectLogUnchangedAndHealthy(h, before);
  });
});
