import type pg from 'pg';
import type { Database, SqlRunner, Statement } from './database.ts';
import { listenKeptAlive, type Listening } from './postgres-listening.ts';

// PostgreSQL through a connection pool (DATABASE_URL): what production runs on, shared by
// every server instance. Notifications come on a connection kept for listening, which
// outlives cuts (postgres-listening.ts). The driver is loaded only here, so a server on the
// embedded database starts without it (~70 ms).
//
// Transactions under an advisory lock (the appends' group commit, migrations) take turns on
// one connection kept for them: they run one at a time anyway, and borrowing from the pool
// cost each group about a quarter of its time under load (measured: 2.5 of 10 ms). A kept
// connection that breaks is dropped, and the next such transaction opens a new one.
export async function openPostgresDatabase(connectionString: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', (error) => console.error('PostgreSQL pool error', error));
  await pool.query('select 1');
  const listenings = new Set<Listening>();
  let locking: pg.PoolClient | null = null;
  let lockingTurn: Promise<unknown> = Promise.resolve();
  const broken = new WeakSet<pg.PoolClient>();

  async function inTransaction<T>(client: pg.PoolClient, begin: string, work: (tx: SqlRunner) => Promise<T>): Promise<T> {
    try {
      // Without parameters, `begin` and the lock go in one message (the simple query protocol).
      await client.query(begin);
      const result = await work(runner(client));
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => broken.add(client));
      throw error;
    }
  }

  async function lockingConnection(): Promise<pg.PoolClient> {
    if (locking && broken.has(locking)) {
      locking.release(true);
      locking = null;
    }
    if (!locking) {
      const client = await pool.connect();
      client.on('error', () => broken.add(client));
      locking = client;
    }
    return locking;
  }

  return {
    kind: 'postgres',
    ...runner(pool),
    async transaction(work, lockKey) {
      if (lockKey !== undefined) {
        const begin = `begin; select pg_advisory_xact_lock(${safeInteger(lockKey)})`;
        const turn = lockingTurn.then(async () => inTransaction(await lockingConnection(), begin, work));
        lockingTurn = turn.catch(() => {});
        return turn;
      }
      const client = await pool.connect();
      try {
        return await inTransaction(client, 'begin', work);
      } finally {
        client.release(broken.has(client));
      }
    },
    async listen(channel, onNotify, onResumed = () => {}) {
      const listening = await listenKeptAlive(pool, channel, onNotify, onResumed);
      listenings.add(listening);
      return async () => {
        if (listenings.delete(listening)) await listening.stop();
      };
    },
    async close() {
      await lockingTurn;
      locking?.release(broken.has(locking));
      await Promise.all([...listenings].map((listening) => listening.stop()));
      listenings.clear();
      await pool.end();
    },
  };
}

function runner(connection: pg.Pool | pg.PoolClient): SqlRunner {
  return {
    query: async <Row>(sql: string | Statement, params?: unknown[]) => {
      const result = await connection.query(typeof sql === 'string' ? { text: sql, values: params } : { ...sql, values: params });
      return { rows: result.rows as Row[] };
    },
    exec: async (sql) => {
      await connection.query(sql);
    },
  };
}

function safeInteger(value: number): number {
  if (!Number.isSafeInteger(value)) throw new Error(`not an advisory lock key: ${value}`);
  return value;
}
