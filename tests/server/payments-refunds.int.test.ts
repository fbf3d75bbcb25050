import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markAttemptFailed } from '../../server/payments/payment-attempts.ts';
import type { PaymentStart } from '../../server/payments/payment-steps.ts';
import { testCards, testGatewayPath } from '../../server/payments/test-gateway.ts';
import type { Harness } from './app-harness.ts';
import { harnessWithAdmin, registerCustomer } from './events-api-fixtures.ts';
import { acceptedOffer, cardPaymentBody, confirmRequestPaymentAs, paidEvents, startRequestPaymentAs, stateOf } from './request-fixtures.ts';
import { backends } from './store-backends.ts';

// A charge the request can no longer take is given back through the provider at once and
// recorded on the request's stream for the admin, once however often it is reported; on
// in-memory PGlite and on PostgreSQL, over HTTP as the browser does, with the test provider.
const price = 15_050;

describe.each(backends)('charges refunded automatically on $name', (backend) => {
  let h: Harness & { adminId: string };
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const opened = await backend.open();
    drop = opened.drop;
    h = await harnessWithAdmin({ database: opened.db });
    await registerCustomer(h, 'sara');
  });
  afterAll(async () => {
    await h?.close();
    await drop?.();
  });

  async function started() {
    const request = await acceptedOffer(h, 'sara', price);
    const start = await startRequestPaymentAs(h, 'sara', request.requestId);
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    return { ...request, start: start.body as PaymentStart };
  }
  const sendCard = async (start: PaymentStart) => {
    const sent = await h.request(testGatewayPath, { client: 'sara', body: cardPaymentBody(start, testCards.paid) });
    expect(sent.body.status, JSON.stringify(sent.body)).toBe('paid');
  };
  const gatewayStatus = async (paymentId: string) =>
    (await h.db.query<{ status: string }>('select status from test_gateway_payments where id = $1', [paymentId])).rows[0]?.status;
  const refundsOn = async (stream: string) =>
    (await h.store.readStream(stream)).filter((event) => event.type.startsWith('request.chargeRefund')).map((event) => [event.type, event.data]);
  const refusal = (response: { status: number; body: any }) => [response.status, response.body?.error?.code, response.body?.error?.reason];

  it('gives back a second charge of a paid request (alreadyPaid), keeps the first, and records it once however often it is confirmed', async () => {
    const { stream, requestId, start: first } = await started();
    // A second tab's payment, started before the first was recorded, that the server had given up on.
    await markAttemptFailed(h.db, first.paymentId, h.clock.now());
    const second = (await startRequestPaymentAs(h, 'sara', requestId)).body as PaymentStart;
    await sendCard(first);
    await sendCard(second);
    expect((await confirmRequestPaymentAs(h, 'sara', requestId, second.paymentId)).status).toBe(200);

    const answers = [
      await confirmRequestPaymentAs(h, 'sara', requestId, first.paymentId),
      await confirmRequestPaymentAs(h, 'sara', requestId, first.paymentId),
    ];
    expect(answers.map(refusal)).toEqual([
      [422, 'chargeRefunded', 'alreadyPaid'],
      [422, 'chargeRefunded', 'alreadyPaid'],
    ]);
    expect(await refundsOn(stream)).toEqual([
      [
        'request.chargeRefunded',
        { provider: 'test', paymentId: first.paymentId, amountHalalas: price, reason: 'alreadyPaid', refundId: first.paymentId, creditNote: null },
      ],
    ]);
    expect((await paidEvents(h, stream)).map((event) => (event.data as { paymentId: string }).paymentId)).toEqual([second.paymentId]);
    expect((await stateOf(h, stream)).context.automaticRefunds).toMatchObject([{ status: 'refunded', paymentId: first.paymentId }]);
    expect([await gatewayStatus(first.paymentId), await gatewayStatus(second.paymentId)]).toEqual(['refunded', 'paid']);
  });

  it('gives back a payment of another amount (paymentMismatch); the request still waits and the next payment pays it', async () => {
    const { stream, requestId, start } = await started();
    await sendCard({ ...start, amountHalalas: 100 });
    expect(refusal(await confirmRequestPaymentAs(h, 'sara', requestId, start.paymentId))).toEqual([422, 'chargeRefunded', 'paymentMismatch']);
    expect(await refundsOn(stream)).toEqual([
      ['request.chargeRefunded', { provider: 'test', paymentId: start.paymentId, amountHalalas: 100, reason: 'paymentMismatch', refundId: start.paymentId, creditNote: null }],
    ]);
    expect((await stateOf(h, stream)).value).toBe('awaitingPayment');
    expect(await gatewayStatus(start.paymentId)).toBe('refunded');

    const again = (await startRequestPaymentAs(h, 'sara', requestId)).body as PaymentStart;
    expect(again.paymentId).not.toBe(start.paymentId);
    await sendCard(again);
    expect((await confirmRequestPaymentAs(h, 'sara', requestId, again.paymentId)).status).toBe(200);
  });

  it('refunds nothing when nothing was charged: a declined payment of another amount stays paymentMismatch', async () => {
    const { stream, requestId, start } = await started();
    await h.request(testGatewayPath, { client: 'sara', body: cardPaymentBody({ ...start, amountHalalas: 100 }, testCards.declined) });
    expect(refusal(await confirmRequestPaymentAs(h, 'sara', requestId, start.paymentId))).toEqual([422, 'paymentMismatch', undefined]);
    expect(await refundsOn(stream)).toEqual([]);
  });

});
