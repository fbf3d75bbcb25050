import { afterEach, describe, expect, it } from 'vitest';
import { generalChatStream } from '../../machines/domain/streams.ts';
import { reactorStuckAfterMs } from '../../server/http/health-routes.ts';
import type { Database } from '../../server/store/database.ts';
import { createHarness, type Harness, type HarnessOptions } from './app-harness.ts';
import { autoReplies, wrote } from './chat-fixtures.ts';
import { registerCustomer } from './events-api-fixtures.ts';
import { backends } from './store-backends.ts';

// GET /api/health (docs/operations.md, "What to watch"): the store's backend and whether it
// answers, the log's latest position, and each reactor's lag; 503 when the store does not
// answer or a reactor has left an event undealt with for over a minute. Visitors may ask,
// so it names nobody.
describe.each(backends)('the health report on $name', (backend) => {
  let h: Harness;
  let drop: () => Promise<void>;
  let store: SwitchableDatabase;

  async function started(options: HarnessOptions = {}) {
    const opened = await backend.open();
    drop = opened.drop;
    store = switchable(opened.db);
    h = await createHarness({ ...options, database: store.db });
    return h;
  }
  afterEach(async () => {
    store.away = false;
    await h.close();
    await drop();
  });

  it('given a quiet server, then it answers 200 with the store, the latest position and the auto-reply caught up', async () => {
    await started({ autoReplyDelayMs: 10 });
    const client = 'sara';
    const thread = generalChatStream(await registerCustomer(h, client));
    await wrote(h, client, thread);
    await autoReplies(h, thread);

    const health = await h.request('/api/health');

    expect(health.status).toBe(200);
    const latestPosition = await h.store.lastPosition();
    expect(health.body).toEqual({
      ok: true,
      store: { backend: h.db.kind, reachable: true, latestPosition, roundTripMs: expect.any(Number) },
      reactors: [
        { name: 'autoReply', handledUpTo: latestPosition, behind: 0, oldestUnhandledAgeMs: 0, stuck: false },
        { name: 'refundRetry', handledUpTo: latestPosition, pending: 0, behind: 0, oldestUnhandledAgeMs: 0, stuck: false },
        { name: 'visitNotifications', handledUpTo: latestPosition, behind: 0, oldestUnhandledAgeMs: 0, stuck: false },
        { name: 'technicianReleases', handledUpTo: latestPosition, behind: 0, oldestUnhandledAgeMs: 0, stuck: false },
      ],
    });
    expect(health.bytes.toString(), 'no name, e-mail or message text').not.toMatch(/sara|example\.com|sink/i);
  });

  it('given a message the auto-reply has not answered, then it reports the lag, and 503 once it is over a minute old', async () => {
    await started({ autoReplyDelayMs: 10 * 60_000 });
    const thread = generalChatStream(await registerCustomer(h, 'omar'));
    const message = await wrote(h, 'omar', thread);

    const waiting = await h.request('/api/health');
    expect(waiting.status).toBe(200);
    expect(waiting.body.reactors).toEqual([
      { name: 'autoReply', handledUpTo: message.position - 1, behind: 1, oldestUnhandledAgeMs: 0, stuck: false },
      { name: 'refundRetry', handledUpTo: message.position, pending: 0, behind: 0, oldestUnhandledAgeMs: 0, stuck: false },
      { name: 'visitNotifications', handledUpTo: message.position, behind: 0, oldestUnhandledAgeMs: 0, stuck: false },
      { name: 'technicianReleases', handledUpTo: message.position, behind: 0, oldestUnhandledAgeMs: 0, stuck: false },
    ]);

    h.clock.advance(reactorStuckAfterMs + 1_000);
    const stuck = await h.request('/api/health');
    expect(stuck.status).toBe(503);
    expect(stuck.body).toMatchObject({
      ok: false,
      store: { reachable: true },
      reactors: [
        { name: 'autoReply', behind: 1, oldestUnhandledAgeMs: reactorStuckAfterMs + 1_000, stuck: true },
        { name: 'refundRetry', stuck: false },
        { name: 'visitNotifications', stuck: false },
        { name: 'technicianReleases', stuck: false },
      ],
    });
  });

  it('given a store that does not answer, then it answers 503 with the store unreachable, even to a signed-in visitor', async () => {
    await started();
    await registerCustomer(h, 'huda');
    store.away = true;

    const health = await h.request('/api/health', { client: 'huda' });

    expect(health.status).toBe(503);
    expect(health.body).toEqual({
      ok: false,
      store: { backend: h.db.kind, reachable: false },
      reactors: [
        { name: 'autoReply', handledUpTo: expect.any(Number) },
        { name: 'refundRetry', handledUpTo: expect.any(Number), pending: 0 },
        { name: 'visitNotifications', handledUpTo: expect.any(Number) },
        { name: 'technicianReleases', handledUpTo: expect.any(Number) },
      ],
    });
  });
});

interface SwitchableDatabase {
  db: Database;
  /** While true, every query fails as with a lost connection. */
  away: boolean;
}

function switchable(db: Database): SwitchableDatabase {
  const switchable: SwitchableDatabase = {
    away: false,
    db: {
      kind: db.kind,
      query: <Row>(sql: string, params?: unknown[]) =>
        switchable.away ? Promise.reject(new Error('Connection terminated unexpectedly')) : db.query<Row>(sql, params),
      exec: (sql) => db.exec(sql),
      transaction: (work, lockKey) => db.transaction(work, lockKey),
      listen: (channel, onNotify, onResumed) => db.listen(channel, onNotify, onResumed),
      close: () => db.close(),
    },
  };
  return switchable;
}
