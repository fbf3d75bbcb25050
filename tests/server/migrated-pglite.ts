import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Database } from '../../server/store/database.ts';
import { openPGliteDatabase } from '../../server/store/pglite-database.ts';

let dump: Promise<Blob> | null = null;

/** A fresh in-memory embedded database with every migration applied, loaded from the dump made once before the suites (migrated-database-setup.ts). */
export async function migratedPGlite(): Promise<Database> {
  dump ??= readFile(inject('migratedDatabaseFile')).then((bytes) => new Blob([bytes]));
  return openPGliteDatabase({ dataDir: null, from: await dump });
}
