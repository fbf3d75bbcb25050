import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { readConfig } from '../server/config.ts';
import { startServer } from '../server/server-process.ts';
import { openDatabase } from '../server/store/open-database.ts';
import { percentile, report } from './report.ts';

// Appends through the real HTTP API by 50 signed-in customers at once, on each backend,
// beside the raw single-row insert rate of the same database measured in the same run.
const clients = 50;
const appendsPerClient = 40;
const rawInserts = 2000;

export async function runAppendBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  try {
    await benchBackend('pglite', { databaseUrl: null, dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const database = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    report('append.http.postgres', 0, 'events/s', { skipped: `PostgreSQL not reachable at ${adminUrl}` });
    return;
  }
  try {
    await admin.query(`CREATE DATABASE ${database}`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    await benchBackend('postgres', { databaseUrl: url.toString(), dataDir });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}

async function benchBackend(backend: string, where: { databaseUrl: string | null; dataDir: string }) {
  const config = {
    ...readConfig({}),
    ...where,
    port: 0,
    isTest: true,
    adminEmail: 'bench-admin@example.com',
    adminPassword: 'bench-admin-password',
    staticDir: '/nonexistent',
  };
  const server = await startServer(config, () => {});
  const origin = `http://127.0.0.1:${server.port}`;
  try {
    const customers = await Promise.all(Array.from({ length: clients }, (_, n) => register(origin, n)));
    const latencies: number[] = [];
    const started = performance.now();
    await Promise.all(
      customers.map(async (customer) => {
        for (let n = 0; n < appendsPerClient; n += 1) {
          const sent = performance.now();
          const response = await post(origin, '/api/events', customer.cookie, {
            events: [
              {
                id: uuidv7(),
                stream: `user-${customer.userId}`,
                expectedVersion: customer.version,
                type: 'user.profileUpdated',
                schema: 1,
                data: { fullName: `Bench Customer ${n}` },
              },
            ],
          });
          if (response.status !== 200) throw new Error(`append answered ${response.status}: ${await response.text()}`);
          await response.arrayBuffer();
          customer.version += 1;
          latencies.push(performance.now() - sent);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const total = clients * appendsPerClient;
    report(`append.http.${backend}`, total / seconds, 'events/s', { clients, events: total });
    report(`append.http.${backend}.p99`, percentile(latencies, 99), 'ms', { p50: Math.round(percentile(latencies, 50) * 10) / 10 });
  } finally {
    await server.stop();
  }
  await rawInsertRate(backend, where);
}

async function rawInsertRate(backend: string, where: { databaseUrl: string | null; dataDir: string }) {
  const db = await openDatabase(where);
  try {
    await db.query('CREATE TABLE IF NOT EXISTS bench_raw (id bigserial PRIMARY KEY, data jsonb NOT NULL)');
    const started = performance.now();
    for (let n = 0; n < rawInserts; n += 1) {
      await db.query('INSERT INTO bench_raw (data) VALUES ($1)', [JSON.stringify({ fullName: `Row ${n}` })]);
    }
    const seconds = (performance.now() - started) / 1000;
    report(`insert.raw.${backend}`, rawInserts / seconds, 'rows/s', { rows: rawInserts, note: 'sequential single-row autocommit inserts' });
    await db.query('DROP TABLE bench_raw');
  } finally {
    await db.close();
  }
}

async function register(origin: string, n: number) {
  const response = await post(origin, '/api/auth/register', '', {
    fullName: `Bench Customer ${n}`,
    mobile: `05${String(10_000_000 + n).padStart(8, '0')}`,
    email: `bench${n}@example.com`,
    password: 'bench-password-123',
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  const streamVersion = 1;
  return { userId: user.id, cookie, version: streamVersion };
}

function post(origin: string, route: string, cookie: string, body: unknown) {
  return fetch(`${origin}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify(body),
  });
}
