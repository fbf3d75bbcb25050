import { cp, mkdir, readFile, rename, rmdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { uploadsFolder } from '../uploads/stored-uploads.ts';
import { dumpPGlite, loadPGlite, pgliteDumpFile } from './pglite-backup.ts';
import { dumpPostgres, loadPostgres, postgresDumpFile } from './postgres-backup.ts';

// A backup is a folder: the database's dump, a copy of the uploaded photos (they live on
// disk under DATA_DIR whichever database holds the rest), and what it was taken from.
// Restoring sets aside what DATA_DIR held before, in DATA_DIR/before-restore-<time>.
export interface BackupSource {
  databaseUrl: string | null;
  dataDir: string;
}

interface BackupManifest {
  backend: 'pglite' | 'postgres';
  takenAt: string;
}

const manifestFile = 'backup.json';
const backupUploads = 'uploads';

const backendOf = (where: BackupSource) => (where.databaseUrl ? 'postgres' : 'pglite');

export async function backUp(where: BackupSource, folder: string, now = new Date()): Promise<void> {
  await mkdir(folder, { recursive: true });
  if (existsSync(path.join(folder, manifestFile))) throw new Error(`${folder} already holds a backup: choose an empty folder.`);
  if (where.databaseUrl) await dumpPostgres(where.databaseUrl, path.join(folder, postgresDumpFile));
  else await dumpPGlite(where.dataDir, path.join(folder, pgliteDumpFile));
  if (existsSync(uploadsFolder(where.dataDir))) await cp(uploadsFolder(where.dataDir), path.join(folder, backupUploads), { recursive: true });
  const manifest: BackupManifest = { backend: backendOf(where), takenAt: now.toISOString() };
  await writeFile(path.join(folder, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Answers where the data it replaced was set aside, or null when DATA_DIR held none. */
export async function restore(where: BackupSource, folder: string, now = new Date()): Promise<{ setAside: string | null }> {
  const manifest = JSON.parse(await readFile(path.join(folder, manifestFile), 'utf8')) as BackupManifest;
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
  return { setAside: nothingSetAside ? null : setAside };
}
