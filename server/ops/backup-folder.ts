import { cp, mkdir, rename, rmdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ErasedAgain } from '../privacy/erasure-again.ts';
import { uploadsFolder } from '../uploads/stored-uploads.ts';
import { manifestFile, readManifest, type BackupManifest } from './backup-manifest.ts';
import { deleteExpiredBackups } from './backup-retention.ts';
import { eraseAgainAfterRestore } from './erasures-after-restore.ts';
import { dumpPGlite, loadPGlite, pgliteDumpFile } from './pglite-backup.ts';
import { dumpPostgres, loadPostgres, postgresDumpFile } from './postgres-backup.ts';

// A backup is a folder: the database's dump, a copy of the uploaded photos (they live on
// disk under DATA_DIR whichever database holds the rest), and what it was taken from. Making
// one deletes the backups beside it older than 30 days (backup-retention.ts). Restoring sets
// aside what DATA_DIR held before, in DATA_DIR/before-restore-<time>, then erases again every
// customer of the erasure register, which no backup holds (docs/decisions.md 34).
export interface BackupSource {
  databaseUrl: string | null;
  dataDir: string;
}

const backupUploads = 'uploads';

const backendOf = (where: BackupSource) => (where.databaseUrl ? 'postgres' : 'pglite');

/** Answers the expired backups it deleted beside the new one. */
export async function backUp(where: BackupSource, folder: string, now = new Date()): Promise<{ deleted: string[] }> {
  await mkdir(folder, { recursive: true });
  if (existsSync(path.join(folder, manifestFile))) throw new Error(`${folder} already holds a backup: choose an empty folder.`);
  if (where.databaseUrl) await dumpPostgres(where.databaseUrl, path.join(folder, postgresDumpFile));
  else await dumpPGlite(where.dataDir, path.join(folder, pgliteDumpFile));
  if (existsSync(uploadsFolder(where.dataDir))) await cp(uploadsFolder(where.dataDir), path.join(folder, backupUploads), { recursive: true });
  const manifest: BackupManifest = { backend: backendOf(where), takenAt: now.toISOString() };
  await writeFile(path.join(folder, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
  return { deleted: await deleteExpiredBackups(folder, now) };
}

export interface Restored {
  /** Where the data it replaced was set aside, or null when DATA_DIR held none. */
  setAside: string | null;
  /** The customers of the erasure register, by what erasing them again took. */
  erasedAgain: Record<ErasedAgain, number>;
}

export async function restore(where: BackupSource, folder: string, now = new Date()): Promise<Restored> {
  const manifest = await readManifest(folder);
  if (manifest.backend !== backendOf(where)) {
    throw new Error(`This backup is of the ${manifest.backend} database; the configuration names ${backendOf(where)}.`);
  }
  const setAside = path.join(where.dataDir, `before-restore-${now.toISOString().replace(/[:.]/g, '-')}`);
  await mkdir(setAside, { recursive: true });
  if (where.databaseUrl) await loadPostgres(where.databaseUrl, path.join(folder, postgresDumpFile));
  else await loadPGlite(where.dataDir, path.join(folder, pgliteDumpFile), setAside);
  if (existsSync(uploadsFolder(where.dataDir))) await rename(uploadsFolder(where.dataDir), path.join(setAside, backupUploads));
  if (existsSync(path.join(folder, backupUploads))) await cp(path.join(folder, backupUploads), uploadsFolder(where.dataDir), { recursive: true });
  const nothingSetAside = await rmdir(setAside).then(
    () => true,
    () => false,
  );
  const erasedAgain = await eraseAgainAfterRestore(where, () => new Date());
  return { setAside: nothingSetAside ? null : setAside, erasedAgain };
}
