import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEventStore } from '../../server/store/sql-event-store.ts';
import { connectionsThatLastRan, cutConnections, postgresBackend as postgres, type Backend } from './store-backends.ts';
import { anEvent } from './store-events.ts';

// LISTEN on PostgreSQL outlives a cut connection (server/store/postgres-listening.ts): given a
// listening instance, when PostgreSQL drops its listening connection, then it listens again,
// and what was announced meanwhile is caught up.
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

    const listening = await connectionsThatLastRan(opened.db, 'listen "cut_test"');
    expect(listening).toHaveLength(1);
    await cutConnections(opened.db, listening);
    await expect.poll(() => resumed, { timeout: 3000 }).toBe(1);
    await opened.db.query(`select pg_notify('cut_test', 'after the cut')`);
    await expect.poll(() => heard).toEqual(['after the cut']);
    await stop();
  });

  it('hears of a commit another instance made while its listening was cut', async () => {
    const store = await createEventStore(opened.db);
    const listening = await connectionsThatLastRan(opened.db, 'listen "events_appended"');
    const otherStore = await createEventStore(await opened.another());
    const heard: number[] = [];
    store.onAppended((position) => heard.push(position));

    await cutConnections(opened.db, listening);
    await otherStore.append([anEvent('settings', 0)]);

    await expect.poll(() => heard.at(-1), { timeout: 3000 }).toBe(1);
    await otherStore.close();
    await store.close();
  });
});
