import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleServer } from '../../build/server-bundle.ts';

// What `npm start` runs: the server bundled into one module (build/server-bundle.ts), started
// with node alone on an embedded database, answering its health check; and stopped cleanly.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'server-bundle-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the bundled server', () => {
  it('starts with node alone, answers /api/health, and stops on SIGTERM', async () => {
    const entry = await bundleServer(path.join('node_modules', '.cache', 'server-bundle-test'));
    const child = spawn(process.execPath, [entry], {
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', STATIC_DIR: '/nonexistent' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const origin = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const listening = /Listening on (http:\/\/localhost:\d+)/.exec(output);
        if (listening) resolve(listening[1]!);
      });
      child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
    });

    const health = await fetch(`${origin}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ ok: true, store: { backend: 'pglite', reachable: true } });
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);
});
