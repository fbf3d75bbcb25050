import { describe, expect, it } from 'vitest';
import { statement, type SqlRunner } from '../../server/store/database.ts';
import { readAfterForAudiences } from '../../server/store/sql-event-store.ts';
import { backends, freshStoreForEachTest, type FreshStore } from './store-backends.ts';
import { eventRowsRead, type PlanNode } from './event-rows-read.ts';
import { anEvent } from './store-events.ts';

// The hot path's statements are prepared once per connection and then only bound and run
// (docs/performance.md "Statements prepared once"), on both backends.
const preparedOnThisConnection = async (tx: SqlRunner, name: string) =>
  (await tx.query<{ name: string }>('select name from pg_prepared_statements where name = $1', [name])).rows.length;

describe.each(backends)('statements prepared once on $name', (backend) => {
  let fresh: FreshStore;
  freshStoreForEachTest(backend, (given) => (fresh = given));

  it('given a statement run six times, then its connection holds it prepared and each run had its own values', async () => {
    const next = statement('test_next', 'select $1::int + 1 as next');

    const answers = await fresh.db.transaction(async (tx) => {
      const runs: number[] = [];
      for (let n = 0; n < 6; n += 1) runs.push((await tx.query<{ next: number }>(next, [n])).rows[0]!.next);
      return { runs, prepared: await preparedOnThisConnection(tx, 'test_next') };
    });

    expect(answers).toEqual({ runs: [1, 2, 3, 4, 5, 6], prepared: 1 });
  });

  it('given a statement first run in a transaction that was undone, then it still runs', async () => {
    const doubled = statement('test_doubled', 'select $1::int * 2 as doubled');

    await expect(
      fresh.db.transaction(async (tx) => {
        await tx.query(doubled, [1]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');

    expect((await fresh.db.query<{ doubled: number }>(doubled, [21])).rows).toEqual([{ doubled: 42 }]);
  });

  it('given a statement the database refuses, then it is refused with the database error until it can run', async () => {
    const counted = statement('test_counted', 'select count(*)::int as count from not_yet_there where n > $1');

    await expect(fresh.db.query(counted, [0])).rejects.toMatchObject({ code: '42P01' });
    await fresh.db.exec('create table not_yet_there (n int); insert into not_yet_there values (1), (2)');

    expect((await fresh.db.query<{ count: number }>(counted, [0])).rows).toEqual([{ count: 2 }]);
  });

  it("given a customer's events spread thin over the log, when their catch-up has run often, then it still reads only their rows", async () => {
    const customers = Array.from({ length: 100 }, (_, n) => String(3000 + n));
    for (let version = 0; version < 50; version += 1) {
      await fresh.store.append(customers.map((userId) => anEvent(`user-${userId}`, version, { audience: userId })));
    }
    await fresh.db.exec('analyze events');

    const read = await fresh.db.transaction(async (tx) => {
      for (let n = 0; n < 10; n += 1) await tx.query(readAfterForAudiences, [n * 100, ['3000', 'public'], 1000]);
      const { rows } = await tx.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
        `explain (analyze, format json) execute ${readAfterForAudiences.name}(0, array['3000', 'public'], 1000)`,
      );
      const plan = rows[0]!['QUERY PLAN'];
      return eventRowsRead((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan);
    });

    expect(read).toBeLessThanOrEqual(2 * 50);
  });
});
