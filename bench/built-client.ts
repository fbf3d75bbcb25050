import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { startBenchServer, type BenchServer } from './bench-server.ts';

// The client built as `npm start` builds it (production mode), served by a bench server on an
// embedded database of its own, for the benchmarks that load pages.
export async function withBuiltClient(work: (server: BenchServer) => Promise<void>): Promise<void> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'bench-client-'));
  try {
    const staticDir = path.join(workDir, 'client');
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ configFile: path.resolve('vite.config.ts'), mode: 'production', logLevel: 'warn', build: { outDir: staticDir, emptyOutDir: true } });
    } finally {
      process.env.NODE_ENV = env;
    }
    const server = await startBenchServer({ dataDir: path.join(workDir, 'data'), staticDir });
    try {
      await work(server);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
