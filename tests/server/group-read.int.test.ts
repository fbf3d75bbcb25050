import { describe, expect, it } from 'vitest';
import type { SqlRunner, Statement } from '../../server/store/database.ts';
import { whatTheLogHolds } from '../../server/store/group-write.ts';
import { backends, freshStoreForEachTest, type FreshStore } from './store-backends.ts';
import { eventRowsRead, type PlanNode } from './event-rows-read.ts';
import { anEvent } from './store-events.ts';

// The read each group makes under the append lock must not grow with the log: it looks each
// stream's version up through the index instead of reading the stream's rows.
/** Runs each query as asked, after running it once under EXPLAIN ANALYZE to count the rows it read. */
function countingRowsRead(db: SqlRunner, read: number[]): SqlRunner {
  return {
    exec: (sql) => db.exec(sql),
    async query<Row>(sql: string | Statement, params?: unknown[]) {
      const text = typeof sql === 'string' ? sql : sql.text;
      const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(`explain (analyze, format json) ${text}`, params);
      const plan = rows[0]!['QUERY PLAN'];
      read.push(eventRowsRead((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan));
      return db.query<Row>(sql, params);
    },
  };
}

describe.each(backends)('the group read on $name', (backend) => {
  let fresh: FreshStore;
  freshStoreForEachTest(backend, (given) => (fresh = given));

  it('reads about one row per stream, however long the streams are', async () => {
    const streams = Array.from({ length: 10 }, (_, n) => `user-${3000 + n}`);
    await fresh.store.append(streams.flatMap((stream) => Array.from({ length: 100 }, (_, version) => anEvent(stream, version))));
    await fresh.db.exec('analyze events');

    const read: number[] = [];
    const { versions, lastPosition, known } = await whatTheLogHolds(
      countingRowsRead(fresh.db, read),
      streams.map((stream) => anEvent(stream, 100)),
    );

    expect([...versions.values()]).toEqual(streams.map(() => 100));
    expect(lastPosition).toBe(1000);
    expect(known.size).toBe(0);
    expect(read[0]).toBeLessThanOrEqual(2 * streams.length + 1);
  });
});
