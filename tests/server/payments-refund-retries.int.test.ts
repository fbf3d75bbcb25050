import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentStart } from '../../server/payments/payment-steps.ts';
import { createHarness, type Harness } from './app-harness.ts';
import { harnessWithAdmin, registerCustomer } from './events-api-fixtures.ts';
import { startFakeMoyasar, type FakeMoyasar } from './fake-moyasar.ts';
import { acceptedOffer, confirmRequestPaymentAs, startRequestPaymentAs, stateOf } from './request-fixtures.ts';
import { backends } from './store-backends.ts';

// A refund Moyasar did not take is tried again by the server on its own, later each time, until
// it goes through: once, recorded once, and still after a restart (the reactor's checkpoint).
// On in-memory PGlite and on PostgreSQL, against the local fake of Moyasar's API.
const keys = { publishableKey: 'pk_test_fake_publishable', secretKey: 'sk_test_fake_secret' };
const price = 23_000;
const quick = 40;
const never = 60 * 60_000;

let fake: FakeMoyasar;
beforeAll(async () => {
  fake = await startFakeMoyasar(keys);
});
afterAll(async () => {
  await fake?.close();
});

const moyasarConfig = () => ({ config: { moyasar: { ...keys, webhookSecret: 'whsec_fake_token', apiUrl: fake.url } } });

/** Given: `client` paid Moyasar another amount than the request's price while Moyasar took no refunds; the refund is recorded failed. */
async function refundFailed(h: Harness, client = 'sara') {
  await registerCustomer(h, client);
  const { stream, requestId } = await acceptedOffer(h, client, price);
  const start = (await startRequestPaymentAs(h, client, requestId)).body as PaymentStart;
  await fake.paidByCard(start);
  fake.setAmount(start.paymentId, price - 1_000);
  fake.refundsDown = true;
  const confirmed = await confirmRequestPaymentAs(h, client, requestId, start.paymentId);
  expect([confirmed.status, confirmed.body?.error?.code]).toEqual([502, 'chargeRefundPending']);
  return { stream, requestId, paymentId: start.paymentId };
}

const refundEvents = async (h: Harness, stream: string) =>
  (await h.store.readStream(stream)).filter((event) => event.type.startsWith('request.chargeRefund')).map((event) => event.type);
const refundedAtMoyasar = (paymentId: string) => fake.refunds.filter((id) => id === paymentId).length;
const checkpoint = async (h: Harness) =>
  Number((await h.db.query<{ position: string }>(`select position from reactor_checkpoints where reactor = 'refundRetry'`)).rows[0]?.position);

describe.each(backends)('failed refunds tried again by the server on $name', (backend) => {
  it('given Moyasar refusing refunds, when it takes them again, then the server refunds the charge once and records it', async () => {
    const { db, drop } = await backend.open();
    const h = await harnessWithAdmin({ database: db, firstRefundRetryMs: quick, ...moyasarConfig() });
    try {
      const { stream, paymentId } = await refundFailed(h);
      // Tried again while Moyasar is still down: recorded failed once more, and tried later again.
      await expect.poll(() => refundEvents(h, stream), { timeout: 10_000 }).toEqual(['request.chargeRefundFailed', 'request.chargeRefundFailed']);

      fake.refundsDown = false;
      await expect.poll(async () => (await refundEvents(h, stream)).at(-1), { timeout: 10_000 }).toBe('request.chargeRefunded');
      await sleep(quick * 10);
      expect(refundedAtMoyasar(paymentId)).toBe(1);
      expect((await refundEvents(h, stream)).filter((type) => type === 'request.chargeRefunded')).toHaveLength(1);
      expect((await stateOf(h, stream)).context.automaticRefunds).toMatchObject([{ status: 'refunded', paymentId }]);
      expect((await h.request('/api/health')).body.reactors).toContainEqual(expect.objectContaining({ name: 'refundRetry', pending: 0 }));
    } finally {
      fake.refundsDown = false;
      await h.close();
      await drop();
    }
  });

  it('given the server stopped while a refund waited for its next try, when it is back, then it refunds the charge once', async () => {
    const { db, another, drop } = await backend.open();
    try {
      const before = await harnessWithAdmin({ database: db, firstRefundRetryMs: never, ...moyasarConfig() });
      let failed: { stream: string; paymentId: string };
      try {
        const started = await checkpoint(before);
        failed = await refundFailed(before, 'sara');
        const settledMeanwhile = await refundFailed(before, 'omar');
        expect((await before.request('/api/health')).body.reactors).toContainEqual(expect.objectContaining({ name: 'refundRetry', pending: 2 }));
        // omar's refund goes through at his next confirm: the checkpoint moves, but not past sara's failure.
        fake.refundsDown = false;
        const again = await confirmRequestPaymentAs(before, 'omar', settledMeanwhile.requestId, settledMeanwhile.paymentId);
        expect(again.body?.error?.code).toBe('chargeRefunded');
        await expect.poll(() => checkpoint(before), { timeout: 10_000 }).toBeGreaterThan(started);
        expect((await before.request('/api/health')).body.reactors).toContainEqual(expect.objectContaining({ name: 'refundRetry', pending: 1 }));
      } finally {
        fake.refundsDown = false;
        await before.close();
      }
      expect(refundedAtMoyasar(failed.paymentId), 'the stopped server did not refund sara’s charge').toBe(0);

      const after = await createHarness({ database: await another(), firstRefundRetryMs: quick, ...moyasarConfig() });
      try {
        await expect.poll(() => refundEvents(after, failed.stream), { timeout: 10_000 }).toEqual(['request.chargeRefundFailed', 'request.chargeRefunded']);
        await sleep(quick * 10);
        expect(refundedAtMoyasar(failed.paymentId)).toBe(1);
        expect(await refundEvents(after, failed.stream)).toHaveLength(2);
      } finally {
        await after.close();
      }
    } finally {
      await drop();
    }
  });
});
