import { v7 as uuidv7 } from 'uuid';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '../../machines/domain/default-settings.ts';
import { technicianStream } from '../../machines/domain/streams.ts';
import type { PaymentStart } from '../../server/payments/payment-steps.ts';
import { testCards, testGatewayPath } from '../../server/payments/test-gateway.ts';
import { createEventStore } from '../../server/store/sql-event-store.ts';
import { createHarness, type Harness, type HarnessOptions } from './app-harness.ts';
import { harnessWithAdmin, propose, registerCustomer } from './events-api-fixtures.ts';
import { startFakeMoyasar, type FakeMoyasar } from './fake-moyasar.ts';
import { acceptedOffer, cardPaymentBody, confirmRequestPaymentAs, requestEvent, startRequestPaymentAs, stateOf } from './request-fixtures.ts';
import { asDecided } from './store-events.ts';
import { backends } from './store-backends.ts';
import { technicianAdded, visitConfirmed } from './visit-fixtures.ts';

// A customer gives up a paid, appointed visit (docs/decisions.md 28): the server refunds the price
// less the fee through the provider and records it (the customer is told: `refunded`), and frees
// the technician's window on its own; the visit's reminder is not sent. Each once: a restart neither loses nor repeats either.
// The harness's clock starts on Sunday 22 November 2026, 12:00 in Riyadh; the window is Tuesday
// the 24th, 10:00 to 12:00 (46 hours later: free); at 08:00 that day (2 hours before) 25 % is kept.
const price = 15_000;
const rules = defaultSettings.visitRules;
const keys = { publishableKey: 'pk_test_fake_publishable', secretKey: 'sk_test_fake_secret' };

let fake: FakeMoyasar;
beforeAll(async () => {
  fake = await startFakeMoyasar({ ...keys, now: () => new Date('2026-11-22T09:00:00.000Z') });
});
afterAll(async () => {
  await fake?.close();
});
const moyasar = (): HarnessOptions => ({ config: { moyasar: { ...keys, webhookSecret: 'whsec_fake_token', apiUrl: fake.url } } } as HarnessOptions);

/** Given: sara paid the offer by card (the test gateway, or Moyasar's fake) and the admin confirmed her visit with Ahmed. */
async function appointedVisit(h: Harness, provider: 'test' | 'moyasar') {
  await registerCustomer(h, 'sara');
  const { stream, requestId } = await acceptedOffer(h, 'sara', price);
  const start = (await startRequestPaymentAs(h, 'sara', requestId)).body as PaymentStart;
  if (provider === 'test') expect((await h.request(testGatewayPath, { client: 'sara', body: cardPaymentBody(start, testCards.paid) })).status).toBe(201);
  else await fake.paidByCard(start);
  expect((await confirmRequestPaymentAs(h, 'sara', requestId, start.paymentId)).status).toBe(200);
  const technicianId = await technicianAdded(h);
  await visitConfirmed(h, stream, technicianId);
  return { stream, requestId, technicianId, paymentId: start.paymentId };
}

const cancellation = (feeHalalas: number, refundHalalas: number) => ({ feeHalalas, refundHalalas, visitRules: rules });
const cancelled = async (h: Harness, stream: string, figures = cancellation(0, price)) =>
  propose(h, 'sara', [requestEvent(stream, await h.store.streamVersion(stream), 'visitCancelled', figures)]);

const typesOf = async (h: Harness, stream: string, prefix: string) =>
  (await h.store.readStream(stream)).filter((event) => event.type.startsWith(prefix)).map((event) => event.type);
const refundsOf = (h: Harness, stream: string) => typesOf(h, stream, 'request.chargeRefund');
const releasesOf = async (h: Harness, technicianId: string) =>
  (await h.store.readStream(technicianStream(technicianId))).filter((event) => event.type === 'technician.visitReleased');
const remindersWaiting = async (h: Harness, requestId: string) =>
  Number(
    (await h.db.query<{ n: string }>(`select count(*) as n from notification_outbox where request_id = $1 and kind = 'reminder' and cancelled_at is null`, [requestId]))
      .rows[0]!.n,
  );
const refundNotices = async (h: Harness, requestId: string) =>
  Number((await h.db.query<{ n: string }>(`select count(*) as n from notification_outbox where request_id = $1 and kind = 'refunded'`, [requestId])).rows[0]!.n);

describe.each(backends)('a paid visit cancelled by its customer, on $name', (backend) => {
  it('given a visit 46 hours away, when sara cancels it free, then the whole price is refunded by the test gateway, recorded, told, and Ahmed’s window freed by the server', async () => {
    const { db, drop } = await backend.open();
    const h = await harnessWithAdmin({ database: db });
    try {
      const { stream, requestId, technicianId } = await appointedVisit(h, 'test');
      const answer = await cancelled(h, stream);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);

      await expect.poll(() => refundsOf(h, stream), { timeout: 10_000 }).toEqual(['request.chargeRefunded']);
      expect((await stateOf(h, stream)).context.automaticRefunds).toMatchObject([{ status: 'refunded', amountHalalas: price, reason: 'visitCancelled' }]);
      await expect.poll(async () => (await releasesOf(h, technicianId)).map((event) => [event.actor.role, (event.data as { requestId: string }).requestId]), { timeout: 10_000 }).toEqual([
        ['system', requestId],
      ]);
      await h.notificationsSettled();
      expect(await refundNotices(h, requestId)).toBeGreaterThan(0);
      expect(await remindersWaiting(h, requestId), 'the evening-before reminder is taken back').toBe(0);
    } finally {
      await h.close();
      await drop();
    }
  });

  it('given sara cancels 2 hours before the window, when the figures are the rules’ (25 % kept), then Moyasar refunds the rest once; other figures are refused', async () => {
    const { db, drop } = await backend.open();
    const h = await harnessWithAdmin({ database: db, ...moyasar() });
    try {
      const { stream, paymentId } = await appointedVisit(h, 'moyasar');
      h.clock.set('2026-11-24T05:00:00.000Z');
      const free = await cancelled(h, stream, cancellation(0, price));
      expect([free.status, free.body?.error?.code]).toEqual([422, 'feeAsTheRulesSay']);
      const otherRules = await cancelled(h, stream, { feeHalalas: 1_500, refundHalalas: 13_500, visitRules: { ...rules, lateCancellationFeePercent: 10 } });
      expect([otherRules.status, otherRules.body?.error?.code]).toEqual([422, 'cancellationRulesChanged']);
      expect((await cancelled(h, stream, cancellation(3_750, 11_250))).status).toBe(200);

      await expect.poll(() => refundsOf(h, stream), { timeout: 10_000 }).toEqual(['request.chargeRefunded']);
      expect(fake.refunded.get(paymentId)).toBe(11_250);
      expect(fake.refunds.filter((id) => id === paymentId)).toHaveLength(1);
    } finally {
      await h.close();
      await drop();
    }
  });

  it('given the server stopped, when a cancellation committed meanwhile is read by the next instance, then it refunds and frees the window once; a third instance repeats neither', async () => {
    const { db, another, drop } = await backend.open();
    try {
      const before = await harnessWithAdmin({ database: db, ...moyasar() });
      let visit: Awaited<ReturnType<typeof appointedVisit>>;
      try {
        visit = await appointedVisit(before, 'moyasar');
      } finally {
        await before.close();
      }
      // Committed while no server ran (as if it stopped right after the append): no reactor saw it.
      const store = await createEventStore(await another());
      const [first] = await store.readStream(visit.stream);
      expect(
        (
          await store.append([
            asDecided({
              id: uuidv7(),
              stream: visit.stream,
              expectedVersion: await store.streamVersion(visit.stream),
              type: 'request.visitCancelled',
              schema: 1,
              data: cancellation(0, price),
              actor: { role: 'customer', userId: first!.actor.userId },
              at: '2026-11-22T09:00:00.000Z',
              audience: first!.audience,
            }),
          ])
        ).status,
      ).toBe('appended');
      await store.close();

      for (const round of ['next', 'third']) {
        const h = await createHarness({ database: await another(), ...moyasar() });
        try {
          await expect.poll(() => refundsOf(h, visit.stream), { timeout: 10_000 }).toEqual(['request.chargeRefunded']);
          await expect.poll(async () => (await releasesOf(h, visit.technicianId)).length, { timeout: 10_000 }).toBe(1);
          await sleep(200);
          expect(fake.refunds.filter((id) => id === visit.paymentId), round).toHaveLength(1);
          expect(await releasesOf(h, visit.technicianId), round).toHaveLength(1);
        } finally {
          await h.close();
        }
      }
    } finally {
      await drop();
    }
  });
});
