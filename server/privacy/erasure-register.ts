import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SqlRunner } from '../store/database.ts';

// The register of erased customers: which customer ids were erased, and when; nothing else (an
// id is random, and once its key is gone it opens nothing). It lives in DATA_DIR beside the
// photos, the one folder every instance and `npm run restore` share, and outside every backup
// (a backup copies the database and DATA_DIR/uploads only): a restore of a backup taken before
// an erasure reads it and erases the customer again (erasure-again.ts, docs/decisions.md 34).
// One JSON line per erasure, appended and flushed to disk once the erasure has committed; each
// start adds any erasure the database holds that a crash kept out of it.
export interface ErasureEntry {
  userId: string;
  erasedAt: string;
}

export const erasureRegisterFile = (dataDir: string) => path.join(dataDir, 'erased-customers.jsonl');

export async function registerErasure(dataDir: string, ...entries: ErasureEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await mkdir(dataDir, { recursive: true });
  const file = await open(erasureRegisterFile(dataDir), 'a');
  try {
    await file.appendFile(entries.map((entry) => `${JSON.stringify({ userId: entry.userId, erasedAt: entry.erasedAt })}\n`).join(''));
    await file.sync();
  } finally {
    await file.close();
  }
}

/** Every customer erased so far, once each, by their first erasure. */
export async function erasedCustomers(dataDir: string): Promise<ErasureEntry[]> {
  const text = await readFile(erasureRegisterFile(dataDir), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  const entries = new Map<string, ErasureEntry>();
  for (const line of text.split('\n')) {
    const entry = parsedEntry(line);
    if (entry && !entries.has(entry.userId)) entries.set(entry.userId, entry);
  }
  return [...entries.values()];
}

/** Adds the erasures the database holds (`customer_keys.erased_at`) that the register lacks. */
export async function registerErasuresKnownTo(db: SqlRunner, dataDir: string): Promise<number> {
  const known = new Set((await erasedCustomers(dataDir)).map((entry) => entry.userId));
  const { rows } = await db.query<{ user_id: string; erased_at: Date | string }>(
    'select user_id, erased_at from customer_keys where erased_at is not null order by erased_at',
  );
  const missing = rows
    .filter((row) => !known.has(row.user_id))
    .map((row) => ({ userId: row.user_id, erasedAt: new Date(row.erased_at).toISOString() }));
  await registerErasure(dataDir, ...missing);
  return missing.length;
}

// A line cut short by a crash while it was written is no erasure: its erasure is added again
// from the database at the next start.
function parsedEntry(line: string): ErasureEntry | null {
  try {
    const value = JSON.parse(line) as Partial<ErasureEntry>;
    return typeof value.userId === 'string' && typeof value.erasedAt === 'string' ? { userId: value.userId, erasedAt: value.erasedAt } : null;
  } catch {
    return null;
  }
}
