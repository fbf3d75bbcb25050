import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/store/database.ts';
import { createEventStore } from '../../server/store/sql-event-store.ts';
import { backends, type Backend } from './store-backends.ts';
import { anEvent } from './store-events.ts';

// LISTEN on PostgreSQL outlives a cut connection (server/store/postgres-listening.ts): given a
// listening instance, when PostgreSQL drops its listening connection, then it listens again,
// and what was announced meanwhile is caught up.
const postgres = backends.find((backend) => backend.name === 'PostgreSQL');

/** The backends listening on `channel` now. */
async function listeningOn(db: Database, channel: string): Promise<number[]> {
  const { rows } = await db.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database() and query = $1`,
    [`listen "${channel}"`],
  );
  return rows.map((row) => row.pid);
}

/** Ends these backends now, as a restart or an administrator would. */
async function cut(db: Database, pids: number[]): Promise<void> {
  for (const pid of pids) await db.query('select pg_terminate_backend($1)', [pid]);
}

describe.skipIf(!postgres)('listening on PostgreSQL', () => {
  let opened: Awaited<ReturnType<Backend['open']>>;
  beforeEach(async () => {
    opened = await postgres!.open();
  });
  afterEach(async () => {
    await opened.drop();
  });

  it('listens again after its connection is cut, and says notifications may have been missed', async () => {
    const heard: string[] = [];
    let resumed = 0;
    const stop = await opened.db.listen('cut_test', (payload) => heard.push(payload), () => (resumed += 1));

    const listening = await listeningOn(opened.db, 'cut_test');
    expect(listening).toHaveLength(1);
    await cut(opened.db, listening);
    await expect.poll(() => resumed, { timeout: 3000 }).toBe(1);
    await opened.db.query(`select pg_notify('cut_test', 'after the cut')`);
    await expect.poll(() => heard).toEqual(['after the cut']);
    await stop();
  });

  it('hears of a commit another instance made while its listening was cut', async () => {
    const store = await createEventStore(opened.db);
    const listening = await listeningOn(opened.db, 'events_appended');
    const otherStore = await createEventStore(await opened.another());
    const heard: number[] = [];
    store.onAppended((position) => heard.push(position));

    await cut(opened.db, listening);
    await otherStore.append([anEvent('settings', 0)]);

    await expect.poll(() => heard.at(-1), { timeout: 3000 }).toBe(1);
    await otherStore.close();
    await store.close();
  });
});
