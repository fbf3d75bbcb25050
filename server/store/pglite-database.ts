import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { statement, type Database, type SqlRunner, type Statement } from './database.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { preparedStatements, type RunPrepared } from './pglite-statements.ts';

// Embedded PostgreSQL (WASM) in DATA_DIR, or in memory when dataDir is null (tests).
// PGlite serialises queries on its one connection, so a transaction has it to itself. It
// has no autovacuum, so nothing would gather the planner's statistics (without them a read
// after a position scans the whole log): at open and every minute, each table that grew by
// a fifth since its statistics were gathered gets them gathered again (the check reads file
// sizes only; gathering samples at most 30,000 rows, ~0.7 s for the log).
const statisticsCheckEveryMs = 60 * 1000;
const grownTables = `
  select format('%I', c.relname) as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind = 'r'
     and pg_relation_size(c.oid) / current_setting('block_size')::int > 1.2 * greatest(c.relpages, 0) + 8`;
const advisoryLock = statement('advisory_lock', 'select pg_advisory_xact_lock($1)');
// PostgreSQL's shared memory is sized for a server of many connections (shared buffers of 128 MB,
// 100 connections' slots and locks), and PGlite's allocator zeroes all of it at every start: that
// was ~0.8 s of CPU of a start (about a third of it). One connection, and a log whose pages the
// operating system's cache keeps anyway (a buffer missed is one read of a file in that cache),
// need far less.
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB', '-c', 'max_connections=5'];
/**
 * `from`: the files of another database (PGlite's dump of its data directory) to start from,
 * in place of an empty one; used where many fresh databases are wanted (the tests).
 */
export async function openPGliteDatabase({ dataDir, from }: { dataDir: string | null; from?: Blob }): Promise<Database> {
  const lock = dataDir ? lockDataDir(dataDir) : null;
  let pglite: PGlite;
  try {
    const options = { startParams, loadDataDir: from };
    pglite = dataDir ? await PGlite.create(path.join(dataDir, 'pglite'), options) : await PGlite.create(options);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const gatherStatistics = async () => {
    const { rows } = await pglite.query<{ name: string }>(grownTables);
    for (const { name } of rows) await pglite.exec(`analyze ${name}`);
  };
  await gatherStatistics();
  const statistics = setInterval(() => void gatherStatistics().catch(() => {}), statisticsCheckEveryMs).unref();
  const prepared = preparedStatements(pglite);
  return {
    kind: 'pglite',
    ...runner(pglite, prepared),
    transaction: (work, lockKey) =>
      pglite.transaction(async (tx) => {
        const inTransaction = runner(tx, prepared);
        if (lockKey !== undefined) await inTransaction.query(advisoryLock, [lockKey]);
        return work(inTransaction);
      }),
    listen: async (channel, onNotify) => {
      const unlisten = await pglite.listen(channel, onNotify);
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
    close: async () => {
      clearInterval(statistics);
      if (!pglite.closed) await pglite.close();
      lock?.release();
    },
  };
}

function runner(connection: PGlite | Transaction, prepared: RunPrepared): SqlRunner {
  const where = { inTransaction: !(connection instanceof PGlite) };
  return {
    query: async <Row>(sql: string | Statement, params: unknown[] = []) => {
      if (typeof sql !== 'string') return { rows: await prepared<Row>(sql, params, where) };
      const result = await connection.query<Row>(sql, params);
      return { rows: result.rows };
    },
    exec: async (sql) => {
      await connection.exec(sql);
    },
  };
}
