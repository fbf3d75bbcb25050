import type { Database } from './database.ts';

// Versioned schema changes, applied in version order at every start. A migration is never
// edited once released: a change is a new version. Two instances starting together take
// turns on an advisory lock, so each migration runs once.
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const migrationLockKey = 7_201_001;

export async function applyMigrations(db: Database, migrations: Migration[]): Promise<number[]> {
  const versions = migrations.map((migration) => migration.version);
  if (new Set(versions).size !== versions.length) throw new Error('Two migrations share a version number');
  const ordered = [...migrations].sort((a, b) => a.version - b.version);

  return db.transaction(async (tx) => {
    await tx.exec(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
    const { rows } = await tx.query<{ version: number }>('select version from schema_migrations');
    const applied = new Set(rows.map((row) => Number(row.version)));
    const newlyApplied: number[] = [];
    for (const migration of ordered) {
      if (applied.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
      newlyApplied.push(migration.version);
    }
    return newlyApplied;
  }, migrationLockKey);
}
