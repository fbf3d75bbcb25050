import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { readManifest } from './backup-manifest.ts';

// Backups are kept 30 days, then deleted when the next backup is made beside them: a backup
// holds what erased customers' keys opened before their erasure, and the law gives 30 days to
// answer a deletion (docs/decisions.md 34). Only folders that are backups (their backup.json
// read) are ever deleted, and only those in the folder the new backup was made in.
export const backupRetentionDays = 30;
const dayMs = 24 * 60 * 60 * 1000;

/** Deletes the backups beside `newest` taken more than 30 days before `now`; answers their folders. */
export async function deleteExpiredBackups(newest: string, now: Date): Promise<string[]> {
  const parent = path.dirname(newest);
  const oldest = now.getTime() - backupRetentionDays * dayMs;
  const deleted: string[] = [];
  for (const entry of await readdir(parent, { withFileTypes: true })) {
    const folder = path.join(parent, entry.name);
    if (!entry.isDirectory() || folder === newest) continue;
    const manifest = await readManifest(folder).catch(() => null);
    const takenAt = manifest ? Date.parse(manifest.takenAt) : Number.NaN;
    if (!(takenAt < oldest)) continue;
    await rm(folder, { recursive: true, force: true });
    deleted.push(folder);
  }
  return deleted;
}
