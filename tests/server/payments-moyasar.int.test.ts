import { v4 as uuidv4 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { moyasarWebhookPath } from '../../server/http/payment-routes.ts';
import { testCards, testGatewayPath } from '../../server/payments/test-gateway.ts';
import type { PaymentStart } from '../../server/payments/payment-steps.ts';
import type { Harness } from './app-harness.ts';
import { expectLogUnchangedAndHealthy, registerCustomer } from './events-api-fixtures.ts';
import { declinedCard, type FakeMoyasar } from './fake-moyasar.ts';
import { moyasarForThisSuite, moyasarKeys } from './moyasar-fixture.ts';
import {
  acceptedOffer,
  cardPaymentBody,
  confirmRequestPaymentAs,
  paidEvents,
  startPlanPaymentAs,
  startRequestPaymentAs,
  stateOf,
  subscriptionStreamOf,
} from './request-fixtures.ts';

// Paying with Moyasar, against a local fake of its API: the browser sends the card to Moyasar
// with the publishable key and comes back by the callback; the server believes neither the
// callback nor the webhook, but reads the payment with its secret key, and records it once.
const keys = moyasarKeys;
const webhookSecret = 'whsec_fake_token';
const price = 23_000;
const visa = '4111 1111 1111 1111';

const moyasar = moyasarForThisSuite({ webhookSecret });
let fake: FakeMoyasar;
let h: Harness & { adminId: string };
beforeAll(() => ({ fake, h } = moyasar));

/** Given: sara has an accepted offer and start's answer for it. */
async function started() {
  const request = await acceptedOffer(h, 'sara', price);
  const start = await startRequestPaymentAs(h, 'sara', request.requestId);
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  return { ...request, start: start.body as PaymentStart };
}

/** The browser's card form posting to Moyasar with the publishable key, as its JavaScript does. */
async function sendCard(start: PaymentStart, number: string) {
  const response = await fetch(`${fake.url}/v1/payments`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa(`${keys.publishableKey}:`)}`, 'content-type': 'application/json' },
    body: JSON.stringify(cardPaymentBody(start, number)),
  });
  expect(response.status).toBe(201);
  return response.json();
}

/** The customer on the bank's page, sent back to our callback: its query, as the browser reads it. */
async function throughBank(transactionUrl: string): Promise<URLSearchParams> {
  const response = await fetch(transactionUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!).searchParams;
}

/** Given: sara's card went through the bank, so Moyasar has the payment as paid. */
async function paidAtMoyasar() {
  const request = await started();
  const payment = await sendCard(request.start, visa);
  await throughBank(payment.source.transaction_url);
  expect(fake.payments.get(request.start.paymentId)!.status).toBe('paid');
  return request;
}

/** Moyasar's servers posting a webhook: no browser, no Origin. */
const webhook = (body: unknown) => h.request(moyasarWebhookPath, { client: 'moyasar', origin: null, body });

function expectRefused(response: { status: number; body: any }, status: number, code: string) {
  expect([response.status, response.body?.error?.code], JSON.stringify(response.body)).toEqual([status, code]);
}

describe('the browser’s gateway', () => {
  it('is Moyasar’s payments API with the publishable key, and never the secret key', async () => {
    const response = await h.request('/api/payments/gateway');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      gateway: { provider: 'moyasar', paymentsUrl: `${fake.url}/v1/payments`, publishableKey: keys.publishableKey },
    });
    expect(response.bytes.toString()).not.toContain(keys.secretKey);
    expect(response.bytes.toString()).not.toContain(webhookSecret);
  });

  it('may be reached by the page: the Content-Security-Policy’s connect-src names its origin', async () => {
    const policy = (await h.request('/api/payments/gateway')).headers.get('content-security-policy') ?? '';
    const connectSrc = policy.split(';').map((directive) => directive.trim().split(' ')).find(([name]) => name === 'connect-src');
    expect(connectSrc).toEqual(['connect-src', "'self'", new URL(fake.url).origin]);
  });

  it('is not the built-in test gateway, whose routes answer 404', async () => {
    const { start } = await started();
    expectRefused(await h.request(testGatewayPath, { client: 'sara', body: cardPaymentBody(start, testCards.paid) }), 404, 'notFound');
    expectRefused(
      await h.request(`${testGatewayPath}/${start.paymentId}/verification`, { client: 'sara', body: { approved: true } }),
      404,
      'notFound',
    );
  });
});

describe('paying through Moyasar', () => {
  it('start, card to Moyasar, the bank, the callback, confirm: one request.paid by the server', async () => {
    const { stream, requestId, start } = await started();
    const payment = await sendCard(start, visa);
    expect(payment).toMatchObject({ id: start.paymentId, status: 'initiated', amount: price });
    const callback = await throughBank(payment.source.transaction_url);
    expect(Object.fromEntries(callback)).toEqual({ id: start.paymentId, status: 'paid', message: 'APPROVED' });

    const confirmed = await confirmRequestPaymentAs(h, 'sara', requestId, callback.get('id')!);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const events = await paidEvents(h, stream);
    expect(events).toHaveLength(1);
    expect(events[0]!.actor).toEqual({ role: 'system' });
    expect(events[0]!.data).toEqual({
      provider: 'moyasar',
      paymentId: start.paymentId,
      amountHalalas: price,
      card: { brand: 'visa', last4: '1111' },
      invoiceNumber: expect.any(Number),
      // The company is not set up for tax invoices here: no tax document, so no QR of one.
      invoiceQr: null,
    });
    expect(fake.reads).toContain(start.paymentId);
    expect((await stateOf(h, stream)).value).toBe('paid');
  });

  it('a callback naming a payment start never handed out records nothing, and Moyasar is not even asked', async () => {
    const { requestId } = await paidAtMoyasar();
    const [before, readsBefore] = [await h.store.lastPosition(), fake.reads.length];
    expectRefused(await confirmRequestPaymentAs(h, 'sara', requestId, uuidv4()), 404, 'unknownPayment');
    await expectLogUnchangedAndHealthy(h, before);
    expect(fake.reads).toHaveLength(readsBefore);
  });

  it('a callback saying paid is not believed while Moyasar says the payment waits for the bank', async () => {
    const { stream, requestId, start } = await started();
    await sendCard(start, visa);
    const before = await h.store.lastPosition();
    expectRefused(await confirmRequestPaymentAs(h, 'sara', requestId, start.paymentId), 409, 'paymentNotCompleted');
    await expectLogUnchangedAndHealthy(h, before);
    expect((await stateOf(h, stream)).value).toBe('awaitingPayment');
  });

  it('a payment whose amount is not the offer’s is refunded through Moyasar (422 chargeRefunded), once however often it is reported', async () => {
    const { stream, requestId, start } = await paidAtMoyasar();
    fake.setAmount(start.paymentId, price - 1_000);
    expectRefused(await confirmRequestPaymentAs(h, 'sara', requestId, start.paymentId), 422, 'chargeRefunded');
    expectRefused(await confirmRequestPaymentAs(h, 'sara', requestId, start.paymentId), 422, 'chargeRefunded');
    expect((await webhook(fake.webhookBody(start.paymentId, webhookSecret))).body).toEqual({ handled: false, reason: 'chargeRefunded' });
    expect(fake.refunds.filter((id) => id === start.paymentId)).toEqual([start.paymentId]);
    expect(fake.payments.get(start.paymentId)!.status).toBe('refunded');
    expect((await stateOf(h, stream)).context.automaticRefunds).toMatchObject([
      { status: 'refunded', provider: 'moyasar', paymentId: start.paymentId, amountHalalas: price - 1_000, reason: 'paymentMismatch' },
    ]);
    expect((await stateOf(h, stream)).value).toBe('awaitingPayment');
  });

  it('a refund Moyasar does not take is shown as failed (502 chargeRefundPending) and goes through at the next report', async () => {
    const { stream, requestId, start } = await paidAtMoyasar();
    fake.setAmount(start.paymentId, price - 1_000);
    fake.refundsDown = true;
    try {
      expectRefused(await confirmRequestPaymentAs(h, 'sara', requestId, start.paymentId), 502, 'chargeRefundPending');
      expect((await stateOf(h, stream)).context.automaticRefunds).toMatchObject([{ status: 'failed', paymentId: start.paymentId }]);
      // Moyasar sends its webhook again while it is answered with a server error.
      expect((await webhook(fake.webhookBody(start.paymentId, webhookSecret))).status).toBe(502);
    } finally {
      fake.refundsDown = false;
    }
    expect((await webhook(fake.webhookBody(start.paymentId, webhookSecret))).body).toEqual({ handled: false, reason: 'chargeRefunded' });
    expect(fake.refunds.filter((id) => id === start.paymentId)).toHaveLength(1);
    expect((await stateOf(h, stream)).context.automaticRefunds).toMatchObject([{ status: 'refunded', paymentId: start.paymentId }]);
  });
});

describe('Moyasar’s webhook', () => {
  it('with a wrong or missing secret token is refused with 401 and records nothing', async () => {
    const { stream, start } = await paidAtMoyasar();
    const before = await h.store.lastPosition();
    expectRefused(await webhook(fake.webhookBody(start.paymentId, 'whsec_guessed')), 401, 'invalidWebhook');
    expectRefused(await webhook(fake.webhookBody(start.paymentId, undefined)), 401, 'invalidWebhook');
    expectRefused(await webhook(fake.webhookBody(start.paymentId, '')), 401, 'invalidWebhook');
    await expectLogUnchangedAndHealthy(h, before);
    expect((await stateOf(h, stream)).value).toBe('awaitingPayment');
  });

  it('whose body is not JSON is a 400 malformedJson, not a server error', async () => {
    expectRefused(await webhook('{"type":'), 400, 'malformedJson');
  });

  it('with the secret token records the payment the customer never came back to confirm', async () => {
    const { stream, start } = await paidAtMoyasar();
    const response = await webhook(fake.webhookBody(start.paymentId, webhookSecret));
    expect([response.status, response.body]).toEqual([200, { handled: true }]);
    const events = await paidEvents(h, stream);
    expect(events).toHaveLength(1);
    expect(events[0]!.actor).toEqual({ role: 'system' });
    expect(events[0]!.data).toMatchObject({ provider: 'moyasar', paymentId: start.paymentId, amountHalalas: price });
  });

  it('sent again three times answers 200 each time and records the payment once', async () => {
    const { stream, start } = await paidAtMoyasar();
    const body = fake.webhookBody(start.paymentId, webhookSecret);
    expect((await webhook(body)).status).toBe(200);
    for (let replay = 1; replay <= 3; replay += 1) {
      expect(await webhook(body)).toMatchObject({ status: 200, body: { handled: true } });
    }
    expect(await paidEvents(h, stream)).toHaveLength(1);
  });

  it('racing the customer’s confirmation records the payment once', async () => {
    const { stream, requestId, start } = await paidAtMoyasar();
    const [reported, confirmed] = await Promise.all([
      webhook(fake.webhookBody(start.paymentId, webhookSecret)),
      confirmRequestPaymentAs(h, 'sara', requestId, start.paymentId),
    ]);
    expect([reported.status, confirmed.status]).toEqual([200, 200]);
    const events = await paidEvents(h, stream);
    expect(events).toHaveLength(1);
    expect(confirmed.body.payment).toEqual(events[0]!.data);
  });

  it('grants a VIP plan paid at Moyasar, once, however often it is sent', async () => {
    const userId = await registerCustomer(h, 'noura');
    const start = await startPlanPaymentAs(h, 'noura', 'vip');
    expect(start.status).toBe(200);
    const payment = await sendCard(start.body, visa);
    await throughBank(payment.source.transaction_url);
    const body = fake.webhookBody(start.body.paymentId, webhookSecret);
    for (let report = 1; report <= 2; report += 1) {
      expect(await webhook(body)).toMatchObject({ status: 200, body: { handled: true } });
    }
    const grants = (await h.store.readStream(subscriptionStreamOf(userId))).filter((event) => event.type === 'subscription.granted');
    expect(grants.map((grant) => [grant.actor, grant.data])).toEqual([
      [{ role: 'system' }, expect.objectContaining({ plan: 'vip', via: 'payment', payment: expect.objectContaining({ provider: 'moyasar' }) })],
    ]);
  });

  it('saying paid for a payment Moyasar has as failed records nothing', async () => {
    const { stream, start } = await started();
    expect((await sendCard(start, declinedCard)).status).toBe('failed');
    const before = await h.store.lastPosition();
    const response = await webhook(fake.webhookBody(start.paymentId, webhookSecret));
    expect([response.status, response.body]).toEqual([200, { handled: false, reason: 'paymentDeclined' }]);
    await expectLogUnchangedAndHealthy(h, before);
    expect((await stateOf(h, stream)).value).toBe('awaitingPayment');
  });
});
