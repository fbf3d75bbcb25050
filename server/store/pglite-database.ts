import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, SqlRunner } from './database.ts';
import { lockDataDir } from './data-dir-lock.ts';

// Embedded PostgreSQL (WASM) in DATA_DIR, or in memory when dataDir is null (tests).
// PGlite serialises queries on its one connection, so a transaction has it to itself. It
// has no autovacuum, so nothing would ever gather the planner's statistics: without them a
// read after a position scans the whole log. They are gathered at open and every 10 minutes.
const statisticsEveryMs = 10 * 60 * 1000;
export async function openPGliteDatabase({ dataDir }: { dataDir: string | null }): Promise<Database> {
  const lock = dataDir ? lockDataDir(dataDir) : null;
  let pglite: PGlite;
  try {
    pglite = dataDir ? await PGlite.create(path.join(dataDir, 'pglite')) : await PGlite.create();
  } catch (error) {
    lock?.release();
    throw error;
  }
  await pglite.exec('analyze');
  const statistics = setInterval(() => void pglite.exec('analyze').catch(() => {}), statisticsEveryMs).unref();
  return {
    kind: 'pglite',
    ...runner(pglite),
    transaction: (work) => pglite.transaction((tx) => work(runner(tx))),
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

function runner(connection: PGlite | Transaction): SqlRunner {
  return {
    query: async <Row>(sql: string, params?: unknown[]) => {
      const result = await connection.query<Row>(sql, params);
      return { rows: result.rows };
    },
    exec: async (sql) => {
      await connection.exec(sql);
    },
  };
}
