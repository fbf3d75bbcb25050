// Before the browser suites: build the client as `npm start` does (each suite file then serves
// it from a server of its own: file-server.ts, on a copy of one migrated empty database made
// here), and start the demo server the demo suite reads.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { readConfig } from '../../server/config.ts';
import { startServer } from '../../server/server-process.ts';
import { fillDemoData } from '../../server/demo/fill-demo-data.ts';
import { openDatabase } from '../../server/store/open-database.ts';
import { migratedDataDir } from '../server/migrated-data-dir.ts';
import { buildClient } from './client-build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The client the suites' servers serve, built as `npm start` builds it. */
    staticDir: string;
    /** A data directory holding a migrated, empty embedded database, for each file's server to copy. */
    migratedDataDir: string;
    /** A server on `npm run demo`'s data set, with the sign-ins the demo printed. */
    demo: { baseUrl: string; admin: { email: string; password: string }; customer: { email: string; password: string } };
  }
}

export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(path.join(tmpdir(), 'rhm-e2e-'));
  const staticDir = path.join(workDir, 'client');
  const migrated = path.join(workDir, 'migrated');
  await Promise.all([buildClient(staticDir), migratedDataDir(migrated)]);
  project.provide('staticDir', staticDir);
  project.provide('migratedDataDir', migrated);
  const demo = await startDemoServer(path.join(workDir, 'demo'), staticDir);
  project.provide('demo', demo.provided);
  return async () => {
    await demo.server.stop();
    await rm(workDir, { recursive: true, force: true });
  };
}

/** The demo's 90 days in a data directory of their own (test-cost password hashes: ~8 s), then a server on it. */
async function startDemoServer(dataDir: string, staticDir: string) {
  const config = { ...readConfig({ NODE_ENV: 'test' }), port: 0, dataDir, databaseUrl: null, staticDir };
  const db = await openDatabase(config);
  const outcome = await fillDemoData(db, { ...config, publicUrl: 'http://localhost' }, () => {}).finally(() => db.close());
  if (!outcome.filled) throw new Error(`The demo data set was not made: ${outcome.reason}`);
  const server = await startServer(config, () => {});
  return { server, provided: { baseUrl: `http://localhost:${server.port}`, admin: outcome.admin, customer: outcome.customer } };
}
