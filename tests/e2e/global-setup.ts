// Before the browser suites: build the client as `npm start` does, then start the real server
// on a free port with its own embedded database, and tell the suites where it is.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { readConfig } from '../../server/config.ts';
import { startServer } from '../../server/server-process.ts';
import { fillDemoData } from '../../server/demo/fill-demo-data.ts';
import { openDatabase } from '../../server/store/open-database.ts';
import { e2eAdmin } from './e2e-admin.ts';
import { startMailFolder } from './mail-folder.ts';
import { startTestClock } from './test-clock.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The production build the servers serve. */
    staticDir: string;
    /** A second server on `npm run demo`'s data set, with the sign-ins the demo printed. */
    demo: { baseUrl: string; admin: { email: string; password: string }; customer: { email: string; password: string } };
  }
}

export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(path.join(tmpdir(), 'rhm-e2e-'));
  const staticDir = path.join(workDir, 'client');
  // Vitest runs with NODE_ENV=test, which would give React's development build: the suites
  // drive the production build `npm start` serves.
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.resolve('vite.config.ts'), mode: 'production', logLevel: 'warn', build: { outDir: staticDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = testEnv;
  }
  const mail = await startMailFolder(path.join(workDir, 'mail'));
  const clock = await startTestClock();
  const server = await startServer(
    {
      ...readConfig({ NODE_ENV: 'test' }),
      smtp: { url: mail.url, from: 'Riyadh Home Maintenance <no-reply@rhm.test>' },
      port: 0,
      dataDir: path.join(workDir, 'data'),
      databaseUrl: null,
      staticDir,
      adminEmail: e2eAdmin.email,
      adminPassword: e2eAdmin.password,
    },
    () => {},
    clock.now,
  );
  project.provide('clockUrl', clock.url);
  project.provide('baseUrl', `http://localhost:${server.port}`);
  project.provide('staticDir', staticDir);
  project.provide('mailDir', path.join(workDir, 'mail'));
  const demo = await startDemoServer(path.join(workDir, 'demo'), staticDir);
  project.provide('demo', demo.provided);
  return async () => {
    await demo.server.stop();
    await server.stop();
    await mail.close();
    await clock.close();
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
