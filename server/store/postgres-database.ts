import type pg from 'pg';
import type { Database, SqlRunner } from './database.ts';

// PostgreSQL through a connection pool (DATABASE_URL): what production runs on, shared by
// every server instance. Notifications come on one connection kept for listening. The driver
// is loaded only here, so a server on the embedded database starts without it (~70 ms).
export async function openPostgresDatabase(connectionString: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', (error) => console.error('PostgreSQL pool error', error));
  await pool.query('select 1');
  const listeners = new Set<pg.PoolClient>();

  return {
    kind: 'postgres',
    ...runner(pool),
    async transaction(work, lockKey) {
      const client = await pool.connect();
      try {
        // Without parameters, both statements go in one message (the simple query protocol).
        await client.query(lockKey === undefined ? 'begin' : `begin; select pg_advisory_xact_lock(${safeInteger(lockKey)})`);
        const result = await work(runner(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotify) {
      const client = await pool.connect();
      listeners.add(client);
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        if (!listeners.delete(client)) return;
        await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
        client.release();
      };
    },
    async close() {
      for (const client of listeners) client.release();
      listeners.clear();
      await pool.end();
    },
  };
}

function runner(connection: pg.Pool | pg.PoolClient): SqlRunner {
  return {
    query: async <Row>(sql: string, params?: unknown[]) => {
      const result = await connection.query(sql, params);
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
