// Before the browser suites: build the client as `npm start` does, then start the real server
// on a free port with its own embedded database, and tell the suites where it is.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { readConfig } from '../../server/config.ts';
import { startServer } from '../../server/server-process.ts';
import { e2eAdmin } from './e2e-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(path.join(tmpdir(), 'rhm-e2e-'));
  const staticDir = path.join(workDir, 'client');
  await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'warn', build: { outDir: staticDir, emptyOutDir: true } });
  const server = await startServer(
    {
      ...readConfig({ NODE_ENV: 'test' }),
      port: 0,
      dataDir: path.join(workDir, 'data'),
      databaseUrl: null,
      staticDir,
      adminEmail: e2eAdmin.email,
      adminPassword: e2eAdmin.password,
    },
    () => {},
  );
  project.provide('baseUrl', `http://localhost:${server.port}`);
  return async () => {
    await server.stop();
    await rm(workDir, { recursive: true, force: true });
  };
}
