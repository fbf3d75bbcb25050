import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../server/store/open-database.ts';
import { proposeInTurn, registerCustomers, warmUp, type Round } from './bench-clients.ts';
import { withBenchDatabase } from './bench-database.ts';
import { startBenchServer } from './bench-server.ts';
import { percentile, report } from './report.ts';

// Appends through the real HTTP API by 50 signed-in customers at once, each waiting for its
// answer before the next (as a browser does), on each backend; beside the raw single-row
// insert rate of the same database measured in the same run. Each customer is warmed up
// first (bench-clients.ts): timing 50 brand-new connections measured how Node accepts them
// behind PGlite's synchronous transactions (about one per turn of the event loop), and the
// first round's compiling, which then made the p99 of the whole run.
const clients = 50;
const appendsPerClient = 60;
const rawInserts = 2000;
const budgets = {
  pglite: { eventsPerSecond: 1000 },
  postgres: { eventsPerSecond: 3000 },
};

export async function runAppendBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  try {
    const ours = await benchBackend('pglite', { dataDir });
    const raw = await rawInsertRate('pglite', { databaseUrl: null, dataDir: path.join(dataDir, 'raw') });
    reportShare('pglite', ours, raw);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  await withBenchDatabase({ name: 'append.http.postgres', unit: 'events/s' }, async (databaseUrl) => {
    const ours = await benchBackend('postgres', { dataDir, databaseUrl });
    const raw = await rawInsertRate('postgres', { databaseUrl, dataDir });
    reportShare('postgres', ours, raw);
  });
}

async function benchBackend(backend: keyof typeof budgets, where: { dataDir: string; databaseUrl?: string }): Promise<number> {
  const server = await startBenchServer(where);
  try {
    const customers = await registerCustomers(server.origin, clients);
    const warming = await warmUp(server.origin, customers);
    const cpuBefore = server.cpuMs();
    const { rate, latencies } = await proposeInTurn(server.origin, customers, appendsPerClient);
    const serverCpuUsPerEvent = Math.round(((server.cpuMs() - cpuBefore) * 1000) / latencies.length);
    report(`append.http.${backend}`, rate, 'events/s', { clients, events: latencies.length, serverCpuUsPerEvent, warmUpRound: roundFigures(warming) }, { atLeast: budgets[backend].eventsPerSecond });
    report(`append.http.${backend}.p99`, percentile(latencies, 99), 'ms', { p50: Math.round(percentile(latencies, 50) * 10) / 10 }, { atMost: 50 });
    return rate;
  } finally {
    await server.stop();
  }
}

async function rawInsertRate(backend: string, where: { databaseUrl: string | null; dataDir: string }): Promise<number> {
  const db = await openDatabase(where);
  try {
    await db.query('CREATE TABLE IF NOT EXISTS bench_raw (id bigserial PRIMARY KEY, data jsonb NOT NULL)');
    const started = performance.now();
    for (let n = 0; n < rawInserts; n += 1) {
      await db.query('INSERT INTO bench_raw (data) VALUES ($1)', [JSON.stringify({ fullName: `Row ${n}` })]);
    }
    const rate = rawInserts / ((performance.now() - started) / 1000);
    report(`insert.raw.${backend}`, rate, 'rows/s', { rows: rawInserts, note: 'sequential single-row autocommit inserts' });
    await db.query('DROP TABLE bench_raw');
    return rate;
  } finally {
    await db.close();
  }
}

/** A warm-up round's figures, reported beside the timed round's. */
export function roundFigures(round: Round): { eventsPerSecond: number; p50: number; p99: number } {
  const tenths = (ms: number) => Math.round(ms * 10) / 10;
  return { eventsPerSecond: Math.round(round.rate), p50: tenths(percentile(round.latencies, 50)), p99: tenths(percentile(round.latencies, 99)) };
}

function reportShare(backend: string, ours: number, raw: number): void {
  report(`append.http.${backend}.shareOfRawInsertRate`, (ours / raw) * 100, '%', {}, { atLeast: 50 });
}
