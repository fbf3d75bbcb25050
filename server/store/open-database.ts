import type { Database } from './database.ts';
import { openPGliteDatabase } from './pglite-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';

// PostgreSQL when DATABASE_URL is set, the embedded database in DATA_DIR otherwise.
export function openDatabase(where: { databaseUrl: string | null; dataDir: string }): Promise<Database> {
  return where.databaseUrl ? openPostgresDatabase(where.databaseUrl) : openPGliteDatabase({ dataDir: where.dataDir });
}
