// Before the Node suites: one embedded database with every migration applied, dumped to a file
// each test's fresh database is loaded from (tests/server/migrated-pglite.ts). A fresh PGlite runs
// initdb and then the migrations, most of what a test's database costs; loading the dump skips both.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPGlite } from '../../server/ops/pglite-backup.ts';
import { migratedDataDir } from './migrated-data-dir.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dump of a migrated embedded database with nothing in it. */
    migratedDatabaseFile: string;
  }
}

export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(path.join(tmpdir(), 'rhm-migrated-'));
  const file = path.join(workDir, 'migrated.tar.gz');
  await migratedDataDir(path.join(workDir, 'data'));
  await dumpPGlite(path.join(workDir, 'data'), file);
  project.provide('migratedDatabaseFile', file);
  return () => rm(workDir, { recursive: true, force: true });
}
