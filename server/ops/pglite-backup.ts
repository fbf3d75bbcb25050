import { readFile, rename, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../store/data-dir-lock.ts';

// The embedded database's backup: PGlite's own dump of its data directory (a gzipped tar),
// taken and loaded under the data directory's lock, so never while a server runs on it.
export const pgliteDumpFile = 'database.tar.gz';

const databaseDirOf = (dataDir: string) => path.join(dataDir, 'pglite');

export async function dumpPGlite(dataDir: string, toFile: string): Promise<void> {
  if (!existsSync(databaseDirOf(dataDir))) throw new Error(`No embedded database in ${dataDir}: nothing to back up.`);
  const lock = lockDataDir(dataDir);
  try {
    const pglite = await PGlite.create(databaseDirOf(dataDir));
    try {
      const dump = await pglite.dumpDataDir('gzip');
      await writeFile(toFile, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await pglite.close();
    }
  } finally {
    lock.release();
  }
}

/** Loads the dump into DATA_DIR; a database already there is moved to `setAsideIn` first, never deleted. */
export async function loadPGlite(dataDir: string, fromFile: string, setAsideIn: string): Promise<void> {
  const lock = lockDataDir(dataDir);
  try {
    if (existsSync(databaseDirOf(dataDir))) await rename(databaseDirOf(dataDir), path.join(setAsideIn, 'pglite'));
    const pglite = await PGlite.create({ dataDir: databaseDirOf(dataDir), loadDataDir: new Blob([await readFile(fromFile)]) });
    await pglite.close();
  } finally {
    lock.release();
  }
}
