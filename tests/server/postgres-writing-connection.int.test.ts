import { describe, expect, it } from 'vitest';
import { connectionsThatLastRan, cutConnections, freshStoreForEachTest, postgresBackend as postgres, type FreshStore } from './store-backends.ts';
import { anEvent } from './store-events.ts';

// On PostgreSQL the appends are written on one connection kept for them
// (server/store/postgres-database.ts). When that connection is cut (a restart, an
// administrator, a network fault), the store opens another and goes on appending.
describe.skipIf(!postgres)('the connection appends are written on', () => {
  let fresh: FreshStore;
  freshStoreForEachTest(postgres!, (given) => (fresh = given));

  it('is replaced when it is cut, and nothing acknowledged is lost', async () => {
    expect((await fresh.store.append([anEvent('settings', 0)])).status).toBe('appended');
    const writing = await connectionsThatLastRan(fresh.db, 'commit');
    expect(writing).toHaveLength(1);
    await cutConnections(fresh.db, writing);

    // The append that meets the cut connection may fail (its proposer tries again); none after it does.
    const during = await fresh.store.append([anEvent('settings', 1)]).catch(() => null);
    const after = [];
    for (let version = during ? 2 : 1; version < 6; version += 1) after.push(await fresh.store.append([anEvent('settings', version)]));

    expect(after.map((result) => result.status)).toEqual(after.map(() => 'appended'));
    const { rows: versions } = await fresh.db.query<{ version: number }>(`select version from events where stream = 'settings' order by position`);
    expect(versions.map((row) => row.version)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
