import type { SqlRunner } from '../store/database.ts';

// The demo fills only an empty database: any event, customer account or admin is somebody's
// data. Asked before any migration runs, so a refusal changes nothing, not even the schema.
const kept = [
  { table: 'events', one: 'event', many: 'events' },
  { table: 'accounts', one: 'customer account', many: 'customer accounts' },
  { table: 'admins', one: 'admin', many: 'admins' },
] as const;

/** What the database already holds ("3 events, 1 admin"), or null when it holds none of it. */
export async function existingData(db: SqlRunner): Promise<string | null> {
  const found: string[] = [];
  for (const { table, one, many } of kept) {
    const { rows } = await db.query<{ present: string | null }>('select to_regclass($1)::text as present', [table]);
    if (!rows[0]?.present) continue;
    const counted = await db.query<{ count: string }>(`select count(*)::text as count from ${table}`);
    const count = Number(counted.rows[0]?.count ?? 0);
    if (count > 0) found.push(`${count} ${count === 1 ? one : many}`);
  }
  return found.length > 0 ? found.join(', ') : null;
}
