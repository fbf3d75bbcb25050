import { randomBytes } from 'node:crypto';
import type { SqlRunner } from './database.ts';

// One random AES-256 key per customer, made with their first event (the registration) and
// kept in `customer_keys`: never in the log, never sent to a browser, in every backup with the
// rest of the database (docs/decisions.md 34). Deleting a customer's key (erasure) leaves the
// row with no key, so none is ever made for them again. Keys are kept in memory once read:
// the log is read far more often than keys change, and a key changes only by being deleted.
export interface CustomerKeys {
  /** Reads the keys of these customers not known yet; with `making`, makes one for each who has none. */
  load(userIds: Iterable<string>, making?: { making: true }): Promise<void>;
  /** The key read by `load`: null when the customer's key was deleted or was never made. */
  keyOf(userId: string): Buffer | null;
  /** Forgets the key kept in memory (its row was deleted, here or by another instance). */
  forget(userId: string): void;
}

export function customerKeys(db: SqlRunner): CustomerKeys {
  const known = new Map<string, Buffer | null>();

  const read = async (userIds: string[]) => {
    const { rows } = await db.query<{ user_id: string; key: string | null }>(
      'select user_id, key from customer_keys where user_id = any($1::text[])',
      [userIds],
    );
    const found = new Map(rows.map((row) => [row.user_id, row.key === null ? null : Buffer.from(row.key, 'base64')]));
    for (const userId of userIds) known.set(userId, found.get(userId) ?? null);
    return found;
  };

  return {
    async load(userIds, making) {
      const unknown = [...new Set(userIds)].filter((userId) => !known.has(userId) || (making && known.get(userId) === null));
      if (unknown.length === 0) return;
      const found = await read(unknown);
      const missing = unknown.filter((userId) => !found.has(userId));
      if (!making || missing.length === 0) return;
      await db.query(
        `insert into customer_keys (user_id, key, created_at)
         select user_id, key, now() from unnest($1::text[], $2::text[]) as made(user_id, key)
         on conflict (user_id) do nothing`,
        [missing, missing.map(() => randomBytes(32).toString('base64'))],
      );
      await read(missing);
    },
    keyOf: (userId) => known.get(userId) ?? null,
    forget: (userId) => void known.delete(userId),
  };
}
