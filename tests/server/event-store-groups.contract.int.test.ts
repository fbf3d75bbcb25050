import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/store/database.ts';
import type { AppendResult, EventStore } from '../../server/store/event-store.ts';
import { createEventStore } from '../../server/store/sql-event-store.ts';
import { backends, freshStoreForEachTest } from './store-backends.ts';
import { anEvent } from './store-events.ts';

// Group commit (server/store/group-write.ts): appends that arrive together are written in
// one transaction, yet each is accepted or refused on its own; and under many writers on
// two instances, nothing acknowledged is lost or doubled, and versions and positions stay
// gap-free.
describe.each(backends)('group commit on $name', (backend) => {
  let db: Database;
  let store: EventStore;
  let another: () => Promise<Database>;
  freshStoreForEachTest(backend, (fresh) => ({ db, store, another } = fresh));

  it('writes 50 appends made at once in a few commits, not 50', async () => {
    const commits: number[] = [];
    store.onAppended((position) => commits.push(position));
    const results = await Promise.all(Array.from({ length: 50 }, (_, n) => store.append([anEvent(`user-${1000 + n}`, 0)])));

    expect(results.every((result) => result.status === 'appended')).toBe(true);
    await expect.poll(() => commits.at(-1)).toBe(50);
    expect(commits.length).toBeLessThanOrEqual(3);
  });

  it('settles each append of a group on its own: a conflict, a reused id and a failing alongside fail only themselves', async () => {
    await store.append([anEvent('settings', 0)]);
    const reused = anEvent('user-2000', 0);
    await store.append([reused]);
    const kept = anEvent('user-3000', 0);
    const results = await Promise.allSettled([
      store.append([anEvent('user-1000', 0)]),
      store.append([anEvent('user-1001', 0)]),
      store.append([anEvent('settings', 0)]),
      store.append([{ ...reused, type: 'settings.plansUpdated' }]),
      store.append([anEvent('user-1002', 0)], {
        alongside: async () => {
          throw new Error('the projection refused');
        },
      }),
      store.append([kept, anEvent('user-1003', 0)]),
      store.append([anEvent('user-1000', 1)]),
    ]);

    expect(results.map(outcome)).toEqual([
      'appended',
      'appended',
      'versionConflict',
      'idConflict',
      'the projection refused',
      'appended',
      'appended',
    ]);
    expect(await store.streamVersion('user-1002')).toBe(0);
    expect((await store.readStream('user-1000')).map((event) => event.version)).toEqual([1, 2]);
    expect((await store.findByIds([kept.id]))[0]?.stream).toBe('user-3000');
    expect(await positionsAreGapFree(db)).toBe(true);
  });

  it('keeps every acknowledged event exactly once, versions contiguous and positions gap-free, with 50 writers on two instances', async () => {
    const otherStore = await createEventStore(await another());
    const stores = [store, otherStore];
    const streams = Array.from({ length: 12 }, (_, n) => `user-${4000 + n}`);
    const acknowledged: string[] = [];
    const until = Date.now() + 3000;
    await Promise.all(
      Array.from({ length: 50 }, async (_, writer) => {
        const writeTo = stores[writer % 2]!;
        for (let round = 0; Date.now() < until; round += 1) {
          const stream = streams[(writer * 7 + round) % streams.length]!;
          const version = await writeTo.streamVersion(stream);
          const batch = Array.from({ length: 1 + (round % 3) }, (_, n) => anEvent(stream, version + n));
          const result = await writeTo.append(batch);
          if (result.status === 'appended') acknowledged.push(...result.events.map((event) => event.id));
        }
      }),
    );
    await otherStore.close();

    const { rows } = await db.query<{ id: string; stream: string; version: number; position: string }>(
      'select id::text as id, stream, version, position from events order by position',
    );
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.id, (counts.get(row.id) ?? 0) + 1);
    expect(acknowledged.length).toBeGreaterThan(100);
    expect(acknowledged.filter((id) => counts.get(id) !== 1)).toEqual([]);
    expect(rows).toHaveLength(acknowledged.length);
    for (const stream of streams) {
      const versions = rows.filter((row) => row.stream === stream).map((row) => row.version);
      expect(versions).toEqual(versions.map((_, index) => index + 1));
    }
    expect(await positionsAreGapFree(db)).toBe(true);
  }, 30_000);
});

function outcome(settled: PromiseSettledResult<AppendResult>): string {
  return settled.status === 'fulfilled' ? settled.value.status : (settled.reason as Error).message;
}

async function positionsAreGapFree(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ position: string }>('select position from events order by position');
  return rows.every((row, index) => Number(row.position) === index + 1);
}
