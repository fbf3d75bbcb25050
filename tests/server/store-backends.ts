import pg from 'pg';
import { migrations } from '../../server/server-process.ts';
import { afterEach, beforeEach } from 'vitest';
import type { Database } from '../../server/store/database.ts';
import type { EventStore } from '../../server/store/event-store.ts';
import { createEventStore } from '../../server/store/sql-event-store.ts';
import { applyMigrations } from '../../server/store/migrations.ts';
import { migratedPGlite } from './migrated-pglite.ts';
import { openPostgresDatabase } from '../../server/store/postgres-database.ts';

// The backends the store contract runs on: embedded PGlite always, PostgreSQL when
// TEST_DATABASE_URL is set (.ci/run sets it). Each PostgreSQL run gets a database of its own.
export interface Backend {
  name: string;
  /** A fresh, migrated database, and a way to open a second connection to it (another instance). */
  open(): Promise<{ db: Database; another(): Promise<Database>; drop(): Promise<void>; /** PostgreSQL's, for its own tools. */ url?: string }>;
}

const pglite: Backend = {
  name: 'PGlite',
  async open() {
    const db = await migratedPGlite();
    return { db, another: async () => db, drop: () => db.close() };
  },
};

function postgres(adminUrl: string): Backend {
  return {
    name: 'PostgreSQL',
    async open() {
      const name = `store_contract_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const opened: Database[] = [];
      const open = async () => {
        const db = await openPostgresDatabase(url.toString());
        opened.push(db);
        return db;
      };
      const db = await open();
      await applyMigrations(db, migrations);
      return {
        db,
        url: url.toString(),
        another: open,
        drop: async () => {
          for (const each of opened) await each.close();
          // Without force first: forcing kills connections still closing, which they report as errors.
          await admin.query(`drop database if exists ${name}`).catch(() => admin.query(`drop database if exists ${name} with (force)`));
          await admin.end();
        },
      };
    },
  };
}

// In CI the PostgreSQL suites must run: without TEST_DATABASE_URL they fail, never skip.
function missingPostgres(): Backend {
  return {
    name: 'PostgreSQL',
    open: () =>
      Promise.reject(
        new Error('CI is set but TEST_DATABASE_URL is not: the PostgreSQL suites must run in CI (e.g. postgres://postgres@127.0.0.1:5432/test)'),
      ),
  };
}

/** The backends to run on: PostgreSQL when TEST_DATABASE_URL names one, or one that fails when CI runs without it. */
export function backendsFor(env: { CI?: string; TEST_DATABASE_URL?: string }): Backend[] {
  if (env.TEST_DATABASE_URL) return [pglite, postgres(env.TEST_DATABASE_URL)];
  return env.CI ? [pglite, missingPostgres()] : [pglite];
}

export const backends: Backend[] = backendsFor(process.env);

/** PostgreSQL, when the suites run against it too. */
export const postgresBackend: Backend | undefined = backends.find((backend) => backend.name === 'PostgreSQL');

/** PostgreSQL's other connections to this database whose last statement was `statement`, newest first. */
export async function connectionsThatLastRan(db: Database, statement: string): Promise<number[]> {
  const { rows } = await db.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query = $1
      order by backend_start desc`,
    [statement],
  );
  return rows.map((row) => row.pid);
}

/** Ends these connections now, as a restart or an administrator would. */
export async function cutConnections(db: Database, pids: number[]): Promise<void> {
  for (const pid of pids) await db.query('select pg_terminate_backend($1)', [pid]);
}

export interface FreshStore {
  db: Database;
  store: EventStore;
  /** Another connection to the same database: another instance (the same one on PGlite). */
  another(): Promise<Database>;
}

/** Each test of the suite gets a fresh database of this backend, with a store on it. */
export function freshStoreForEachTest(backend: Backend, given: (fresh: FreshStore) => void): void {
  let drop: () => Promise<void>;
  let store: EventStore;
  beforeEach(async () => {
    const opened = await backend.open();
    drop = opened.drop;
    store = await createEventStore(opened.db);
    given({ db: opened.db, store, another: opened.another });
  });
  afterEach(async () => {
    await store.close();
    await drop();
  });
}
