import { describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../../server/store/database.ts';
import type { EventStore } from '../../server/store/event-store.ts';
import { applyMigrations } from '../../server/store/migrations.ts';
import { createEventStore } from '../../server/store/sql-event-store.ts';
import { migrations } from '../../server/server-process.ts';
import { backends, freshStoreForEachTest } from './store-backends.ts';
import { anEvent, at } from './store-events.ts';

// One contract, every backend: what the rest of the server relies on from the log.
describe.each(backends)('the event store on $name', (backend) => {
  let db: Database;
  let store: EventStore;
  let another: () => Promise<Database>;
  freshStoreForEachTest(backend, (fresh) => ({ db, store, another } = fresh));

  it('appends a batch with versions from the expected one and positions in order', async () => {
    const result = await store.append([anEvent('settings', 0), anEvent('settings', 1), anEvent('user-1234', 0, { audience: '1234' })]);

    expect(result.status).toBe('appended');
    const stored = result.status === 'appended' ? result.events : [];
    expect(stored.map((event) => [event.stream, event.version, event.position])).toEqual([
      ['settings', 1, 1],
      ['settings', 2, 2],
      ['user-1234', 1, 3],
    ]);
    expect(await store.readStream('settings')).toEqual(stored.slice(0, 2));
    expect(await store.streamVersion('settings')).toBe(2);
    expect(await store.streamVersion('user-9999')).toBe(0);
    expect(await store.lastPosition()).toBe(3);
  });

  it('accepts exactly one of 50 appends made at once with the same expected version', async () => {
    await store.append([anEvent('settings', 0)]);
    const results = await Promise.all(Array.from({ length: 50 }, () => store.append([anEvent('settings', 1)])));

    expect(results.filter((result) => result.status === 'appended')).toHaveLength(1);
    expect(results.filter((result) => result.status === 'versionConflict')).toHaveLength(49);
    expect(results.find((result) => result.status === 'versionConflict')).toMatchObject({ actualVersion: 2 });
    expect(await store.readStream('settings')).toHaveLength(2);
  });

  it('keeps one event when the same id is appended twice, and answers with the first acceptance', async () => {
    const event = anEvent('settings', 0);
    const first = await store.append([event]);
    const again = await store.append([{ ...event, at: '2026-11-23T10:00:00.000Z' }]);
    const concurrent = await Promise.all([store.append([event]), store.append([event])]);

    expect(again).toEqual({ status: 'alreadyAppended', events: first.status === 'appended' ? first.events : [] });
    expect(concurrent.map((result) => result.status)).toEqual(['alreadyAppended', 'alreadyAppended']);
    expect(await store.readAfter(0)).toHaveLength(1);
  });

  it('refuses an id reused for another event, or mixed with new ids, and appends nothing', async () => {
    const event = anEvent('settings', 0);
    await store.append([event]);

    expect(await store.append([{ ...event, type: 'settings.workingHoursChanged' }])).toEqual({ status: 'idConflict', id: event.id });
    expect(await store.append([event, anEvent('settings', 1)])).toMatchObject({ status: 'idConflict' });
    expect(await store.lastPosition()).toBe(1);
  });

  it('appends nothing of a batch across streams when one stream conflicts', async () => {
    await store.append([anEvent('user-1234', 0, { audience: '1234' })]);
    const result = await store.append([anEvent('settings', 0), anEvent('user-1234', 0, { audience: '1234' })]);

    expect(result).toMatchObject({ status: 'versionConflict', stream: 'user-1234', expectedVersion: 0, actualVersion: 1 });
    expect(await store.readStream('settings')).toEqual([]);
    expect(await store.lastPosition()).toBe(1);
  });

  it('undoes the append when the work alongside it fails', async () => {
    const failing = store.append([anEvent('settings', 0)], {
      alongside: async () => {
        throw new Error('projection refused');
      },
    });

    await expect(failing).rejects.toThrow('projection refused');
    expect(await store.lastPosition()).toBe(0);
  });

  it('commits the work alongside with the events', async () => {
    await store.append([anEvent('settings', 0)], {
      alongside: async (tx, appended) => {
        await tx.query('insert into login_attempts (key, attempts, window_started_at) values ($1, $2, $3)', [
          `seen:${appended[0]!.position}`,
          1,
          at,
        ]);
      },
    });
    const { rows } = await db.query<{ key: string }>('select key from login_attempts');
    expect(rows).toEqual([{ key: 'seen:1' }]);
  });

  it('reads after a position only the audiences asked for, up to a limit', async () => {
    await store.append([
      anEvent('settings', 0),
      anEvent('user-1234', 0, { audience: '1234' }),
      anEvent('user-5678', 0, { audience: '5678' }),
      anEvent('settings', 1),
    ]);

    const customer = await store.readAfter(0, { audiences: ['public', '1234'] });
    expect(customer.map((event) => event.position)).toEqual([1, 2, 4]);
    expect((await store.readAfter(1, { limit: 2 })).map((event) => event.position)).toEqual([2, 3]);
    expect(await store.readAfter(4)).toEqual([]);
    expect(await store.findByIds([customer[1]!.id, uuidv7()])).toEqual([customer[1]]);
  });

  it('lets a catch-up reader see every event once and in order while 10 writers append', async () => {
    const writers = 10;
    const perWriter = 15;
    const writing = Promise.all(
      Array.from({ length: writers }, async (_, writer) => {
        for (let version = 0; version < perWriter; version += 1) {
          const result = await store.append([anEvent(`user-${1000 + writer}`, version, { audience: String(1000 + writer) })]);
          expect(result.status).toBe('appended');
        }
      }),
    );
    const reader = await another();
    const readerStore = await createEventStore(reader);
    const seen: number[] = [];
    let done = false;
    void writing.then(() => (done = true));
    while (!done || seen.length < writers * perWriter) {
      const page = await readerStore.readAfter(seen.at(-1) ?? 0, { limit: 7 });
      seen.push(...page.map((event) => event.position));
      if (page.length === 0) await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await writing;
    await readerStore.close();

    expect(seen).toEqual(Array.from({ length: writers * perWriter }, (_, index) => index + 1));
  });

  it('tells every instance on the database about each commit', async () => {
    const other = await createEventStore(await another());
    const heard = new Promise<number>((resolve) => other.onAppended(resolve));
    await store.append([anEvent('settings', 0), anEvent('settings', 1)]);

    expect(await heard).toBe(2);
    await other.close();
  });

  it('applies each migration once, however often the server starts', async () => {
    expect(await applyMigrations(db, migrations)).toEqual([]);
    const { rows } = await db.query<{ version: number }>('select version from schema_migrations order by version');
    expect(rows.map((row) => Number(row.version))).toEqual(migrations.map((migration) => migration.version).sort((a, b) => a - b));
  });
});
