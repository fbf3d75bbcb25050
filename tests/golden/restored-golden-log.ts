import { migrations } from '../../server/server-process.ts';
import type { Database } from '../../server/store/database.ts';
import type { StoredEvent } from '../../server/store/event-store.ts';
import { insertRowsAndAnnounce } from '../../server/store/group-write.ts';
import { applyMigrations } from '../../server/store/migrations.ts';

// The golden log put back into a fresh database as the store held it: the server's tables,
// then every event with its id, stream version, position and moment, written as the store
// writes a group of appends. Nothing is decided again; no account is made (the admin comes
// from ADMIN_EMAIL / ADMIN_PASSWORD at the server's first start).
export async function restoreGoldenLog(db: Database, events: readonly StoredEvent[]): Promise<void> {
  const last = events.at(-1);
  if (!last) throw new Error('The golden log holds no event');
  await applyMigrations(db, migrations);
  await db.transaction((tx) => insertRowsAndAnnounce(tx, [...events], last.position));
}
