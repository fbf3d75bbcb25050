import { migrations } from '../../server/server-process.ts';
import { applyMigrations } from '../../server/store/migrations.ts';
import { openPGliteDatabase } from '../../server/store/pglite-database.ts';

/** Makes a migrated, empty embedded database in `dataDir` (its files in `dataDir/pglite`). */
export async function migratedDataDir(dataDir: string): Promise<void> {
  const db = await openPGliteDatabase({ dataDir });
  try {
    await applyMigrations(db, migrations);
  } finally {
    await db.close();
  }
}
