import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/store/database.ts';
import { openPGliteDatabase } from '../../server/store/pglite-database.ts';

// PGlite zeroes PostgreSQL's whole shared memory at every start: sized for one connection,
// not for PostgreSQL's default server of a hundred, it is a few tenths of a second less of each
// cold start (docs/performance.md "Start-up").
describe('the embedded database', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPGliteDatabase({ dataDir: null });
  });
  afterAll(async () => {
    await db.close();
  });

  it('given a start, then its shared buffers and connection slots are sized for its one connection', async () => {
    const { rows } = await db.query<{ buffers: string; connections: string }>(
      "select pg_size_bytes(current_setting('shared_buffers')) as buffers, current_setting('max_connections') as connections",
    );

    expect(Number(rows[0]!.buffers)).toBeLessThanOrEqual(32 * 1024 * 1024);
    expect(Number(rows[0]!.connections)).toBeLessThanOrEqual(5);
  });
});
