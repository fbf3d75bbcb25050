import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generalChatStream } from '../../machines/domain/streams.ts';
import { createHarness, type Harness } from './app-harness.ts';
import { write } from './chat-fixtures.ts';
import { harnessWithAdmin, registerCustomer } from './events-api-fixtures.ts';
import { listenAs } from './live-connection.ts';
import { acceptedOffer, startRequestPaymentAs } from './request-fixtures.ts';
import { postgresBackend } from './store-backends.ts';

// Two server instances on one PostgreSQL, as behind a load balancer (docs/operations.md,
// "Several instances"): each request may land on either. Appends from both share one order,
// each instance's live feed carries the other's events, a session made on one is honoured
// by the other, and a payment started on both at once still gets one payment id.
// PostgreSQL only (the embedded database is one process's); in CI it must run.
describe.skipIf(!postgresBackend)('two instances on one PostgreSQL', () => {
  let one: Harness & { adminId: string };
  let other: Harness;
  let drop: () => Promise<void>;
  let sara: string;
  let omar: string;

  beforeAll(async () => {
    const opened = await postgresBackend!.open();
    drop = opened.drop;
    // No auto-reply during the tests: only the events they write.
    one = await harnessWithAdmin({ database: opened.db, autoReplyDelayMs: 60 * 60_000 });
    other = await createHarness({ database: await opened.another(), autoReplyDelayMs: 60 * 60_000 });
    sara = await registerCustomer(one, 'sara');
    omar = await registerCustomer(other, 'omar');
    // The load balancer may send each browser's next request to either instance.
    other.setCookies('sara', one.cookies('sara'));
    other.setCookies('admin', one.cookies('admin'));
    one.setCookies('omar', other.cookies('omar'));
  });
  afterAll(async () => {
    await one?.close();
    await other?.close();
    await drop?.();
  });

  it('given a session made on one instance, then the other honours it, and a sign-out on either ends it on both', async () => {
    expect((await other.request('/api/auth/session', { client: 'sara' })).body.user.id).toBe(sara);
    expect((await one.request('/api/auth/session', { client: 'omar' })).body.user.id).toBe(omar);

    const signedIn = await registerCustomer(one, 'leaving');
    other.setCookies('leaving', one.cookies('leaving'));
    expect((await one.request('/api/auth/session', { client: 'leaving' })).body.user.id).toBe(signedIn);
    expect((await other.request('/api/auth/logout', { client: 'leaving', method: 'POST' })).status).toBe(200);
    await expect.poll(async () => (await one.request('/api/auth/session', { client: 'leaving' })).body.user ?? null).toBeNull();
  });

  it('given appends through both instances at once, then they share one gap-free order that both read alike', async () => {
    const written = (h: Harness, client: string, stream: string) =>
      (async () => {
        for (let i = 0; i < 8; i += 1) expect((await write(h, client, stream, `message ${i}`)).response.status).toBe(200);
      })();
    await Promise.all([written(one, 'sara', generalChatStream(sara)), written(other, 'omar', generalChatStream(omar))]);

    const seenByOne = await one.store.readAfter(0);
    const seenByOther = await other.store.readAfter(0);
    expect(seenByOther).toEqual(seenByOne);
    expect(seenByOne.map((event) => event.position)).toEqual(seenByOne.map((_, i) => i + 1));
    for (const stream of [generalChatStream(sara), generalChatStream(omar)]) {
      const thread = seenByOne.filter((event) => event.stream === stream);
      expect(thread.map((event) => event.version), stream).toEqual(thread.map((_, i) => i + 1));
      expect(thread.map((event) => (event.data as { text?: string }).text).filter(Boolean)).toEqual(
        Array.from({ length: 8 }, (_, i) => `message ${i}`),
      );
    }
  });

  it('given a live connection on each instance, then each receives what the other instance appended', async () => {
    const after = `?after=${await one.store.lastPosition()}`;
    const saraOnOther = await listenAs(other, 'sara', after);
    const adminOnOne = await listenAs(one, 'admin', after);
    try {
      const onOne = await write(one, 'sara', generalChatStream(sara), 'Written on the first instance');
      expect((await saraOnOther.nextEvent()).event.id, 'sara, listening on the other instance').toBe(onOne.message.id);
      expect((await adminOnOne.nextEvent()).event.id).toBe(onOne.message.id);

      const onOther = await write(other, 'omar', generalChatStream(omar), 'Written on the second instance');
      expect((await adminOnOne.nextEvent()).event.id, 'the admin, listening on the first instance').toBe(onOther.message.id);
    } finally {
      await saraOnOther.close();
      await adminOnOne.close();
    }
  });

  it('given twenty starts of one payment split across both instances, then every one answers the same payment id', async () => {
    const { requestId } = await acceptedOffer(one, 'sara', 15_050);

    const starts = await Promise.all(Array.from({ length: 20 }, (_, i) => startRequestPaymentAs(i % 2 ? other : one, 'sara', requestId)));

    expect(starts.map((start) => start.status)).toEqual(starts.map(() => 200));
    expect(new Set(starts.map((start) => start.body.paymentId)).size).toBe(1);
    const { rows } = await one.db.query<{ open: number }>('select count(*)::int as open from payment_attempts where failed_at is null');
    expect(rows[0]!.open).toBe(1);
  });
});
