import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RequestPaid } from '../../machines/domain/request-events.ts';
import type { PaymentStart } from '../../server/payments/payment-steps.ts';
import { testCards, testGatewayPath } from '../../server/payments/test-gateway.ts';
import type { Harness } from './app-harness.ts';
import { harnessWithAdmin, registerCustomer } from './events-api-fixtures.ts';
import { acceptedOffer, cardPaymentBody, confirmRequestPaymentAs, startRequestPaymentAs } from './request-fixtures.ts';
import { backends } from './store-backends.ts';

// Invoice numbers are gap-free and issued only to recorded payments: confirmations racing
// each other, for different requests or for one payment many times over, use exactly one
// number per recorded payment, one after the other.
describe.each(backends)('invoice numbers on $name', (backend) => {
  let h: Harness & { adminId: string };
  let drop: () => Promise<void>;
  beforeEach(async () => {
    const opened = await backend.open();
    drop = opened.drop;
    h = await harnessWithAdmin({ database: opened.db });
    await registerCustomer(h, 'sara');
  });
  afterEach(async () => {
    await h.close();
    await drop();
  });

  /** Given: a request of sara's paid at the gateway, not yet confirmed. */
  async function paidAtGateway(price: number) {
    const { requestId } = await acceptedOffer(h, 'sara', price);
    const start = (await startRequestPaymentAs(h, 'sara', requestId)).body as PaymentStart;
    expect((await h.request(testGatewayPath, { client: 'sara', body: cardPaymentBody(start, testCards.paid) })).status).toBe(201);
    return { requestId, paymentId: start.paymentId };
  }

  const recordedNumbers = async () =>
    (await h.store.readAfter(0, { limit: 10_000 }))
      .filter((event) => event.type === 'request.paid')
      .map((event) => (event.data as RequestPaid).invoiceNumber)
      .sort((a, b) => a - b);

  it('numbers eight requests confirmed at once 1 to 8, each payment once', async () => {
    const payments = [];
    for (let i = 0; i < 8; i += 1) payments.push(await paidAtGateway(10_000 + i));
    const answers = await Promise.all(payments.map(({ requestId, paymentId }) => confirmRequestPaymentAs(h, 'sara', requestId, paymentId)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(await recordedNumbers()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('uses one number for one payment confirmed ten times at once, and the next payment gets the next number', async () => {
    const { requestId, paymentId } = await paidAtGateway(12_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => confirmRequestPaymentAs(h, 'sara', requestId, paymentId)));
    expect(new Set(answers.map((answer) => answer.body.payment?.invoiceNumber))).toEqual(new Set([1]));
    const next = await paidAtGateway(13_000);
    expect((await confirmRequestPaymentAs(h, 'sara', next.requestId, next.paymentId)).body.payment.invoiceNumber).toBe(2);
    const { rows } = await h.db.query<{ number: number }>('select number from invoices order by number');
    expect(rows.map((row) => Number(row.number))).toEqual([1, 2]);
  });
});
