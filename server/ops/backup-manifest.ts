import { readFile } from 'node:fs/promises';
import path from 'node:path';

// What a backup folder says of itself (backup.json): the kind of database it came from, and when.
export interface BackupManifest {
  backend: 'pglite' | 'postgres';
  takenAt: string;
}

export const manifestFile = 'backup.json';

export async function readManifest(folder: string): Promise<BackupManifest> {
  return JSON.parse(await readFile(path.join(folder, manifestFile), 'utf8')) as BackupManifest;
}
