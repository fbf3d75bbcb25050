import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { bundleServer } from '../build/server-bundle.ts';

// The server as `npm start` runs it (the bundle of build/server-bundle.ts), in a process of
// its own, so the bench's clients never share its event loop. NODE_ENV=test only makes password hashing cheap for the bench's many
// registrations; nothing on the append or live path depends on it.
export const benchAdmin = { email: 'bench-admin@example.com', password: 'bench-admin-password' };

let bundled: Promise<string> | undefined;
const serverEntry = () => (bundled ??= bundleServer(path.join('node_modules', '.cache', 'bench-server')));

export interface BenchServer {
  origin: string;
  /** From spawning the process to its first healthy answer on /api/health. */
  coldStartMs: number;
  /** The CPU time the server process has used so far, user and system (Linux, 10 ms steps): barely moved by the machine's other load, unlike wall-clock figures. */
  cpuMs(): number;
  stop(): Promise<void>;
}

export async function startBenchServer(where: { dataDir: string; databaseUrl?: string; staticDir?: string }): Promise<BenchServer> {
  const entry = await serverEntry();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...profiling(), entry], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: where.dataDir,
      DATABASE_URL: where.databaseUrl ?? '',
      STATIC_DIR: where.staticDir ?? '/nonexistent',
      ADMIN_EMAIL: benchAdmin.email,
      ADMIN_PASSWORD: benchAdmin.password,
      PUBLIC_URL: origin,
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit');
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the bench server exited with ${child.exitCode}`);
    const healthy = await answersHealthy(origin);
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return {
    origin,
    coldStartMs: performance.now() - started,
    cpuMs: () => cpuMsOf(child.pid!),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** utime and stime, the 14th and 15th fields of /proc/<pid>/stat, in clock ticks of 10 ms; the name before them may hold spaces. */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** One look at /api/health over a fresh connection, with the lightest client Node has. */
function answersHealthy(origin: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(`${origin}/api/health`, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode === 200));
    });
    request.on('error', () => resolve(false));
  });
}

/** BENCH_CPU_PROFILE_DIR=dir writes a V8 CPU profile of each bench server there when it stops. */
function profiling(): string[] {
  const dir = process.env.BENCH_CPU_PROFILE_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
