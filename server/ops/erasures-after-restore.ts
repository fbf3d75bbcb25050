import { accountProjection } from '../auth/account-projection.ts';
import { StreamStates } from '../events/stream-states.ts';
import { eraseAgain, type ErasedAgain } from '../privacy/erasure-again.ts';
import { erasedCustomers } from '../privacy/erasure-register.ts';
import { migrations } from '../server-process.ts';
import { applyMigrations } from '../store/migrations.ts';
import { openDatabase } from '../store/open-database.ts';
import { createEventStore } from '../store/sql-event-store.ts';
import type { BackupSource } from './backup-folder.ts';

// The last step of a restore: every customer in the erasure register (kept outside the
// backups) is erased again in the restored database, so that no backup brings one back
// (docs/decisions.md 34). The database is migrated first, as the next start would do.
export async function eraseAgainAfterRestore(where: BackupSource, now: () => Date): Promise<Record<ErasedAgain, number>> {
  const counts: Record<ErasedAgain, number> = { notInThisBackup: 0, keyDeleted: 0, erasureRecorded: 0 };
  const erased = await erasedCustomers(where.dataDir);
  if (erased.length === 0) return counts;
  const db = await openDatabase(where);
  try {
    await applyMigrations(db, migrations);
    const store = await createEventStore(db);
    try {
      const deps = { store, db, streamStates: new StreamStates(store), now, inlineProjection: accountProjection, dataDir: where.dataDir };
      for (const entry of erased) counts[await eraseAgain(deps, entry)] += 1;
    } finally {
      await store.close();
    }
  } finally {
    await db.close();
  }
  return counts;
}
