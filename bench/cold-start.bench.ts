import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { migrations } from '../server/server-process.ts';
import { applyMigrations } from '../server/store/migrations.ts';
import { openDatabase } from '../server/store/open-database.ts';
import { createEventStore } from '../server/store/sql-event-store.ts';
import { withBenchDatabase } from './bench-database.ts';
import { startBenchServer } from './bench-server.ts';
import { report } from './report.ts';
import type { DecidedEvent } from '../server/store/event-store.ts';

// Cold start: a database holding 100,000 events (1,000 customers' streams), served once so
// that everything kept beside the log is up to date, as on a server that ran; then each start
// is timed from spawning the process to its first healthy answer (the median of 3). On the
// embedded database and on PostgreSQL (what production runs, SECURITY.md), in a database of
// its own dropped afterwards. The load average beside each figure: on a busy machine a start
// waits for a core at every step.
const streams = 1000;
const eventsPerStream = 100;

export async function runColdStartBench(): Promise<void> {
  await withDataDir((dataDir) => coldStart('coldStart.pglite', { databaseUrl: null, dataDir }));
  await withBenchDatabase({ name: 'coldStart.postgres', unit: 'ms' }, (databaseUrl) =>
    withDataDir((dataDir) => coldStart('coldStart.postgres', { databaseUrl, dataDir })),
  );
}

async function withDataDir(work: (dataDir: string) => Promise<void>): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-cold-start-'));
  try {
    await work(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function coldStart(figure: string, where: { databaseUrl: string | null; dataDir: string }): Promise<void> {
  const server = { dataDir: where.dataDir, databaseUrl: where.databaseUrl ?? undefined };
  await fillLog(where);
  await (await startBenchServer(server)).stop();
  const starts: number[] = [];
  const loads: number[] = [];
  for (let n = 0; n < 3; n += 1) {
    loads.push(Number(os.loadavg()[0]!.toFixed(2)));
    const started = await startBenchServer(server);
    starts.push(started.coldStartMs);
    await started.stop();
  }
  const median = [...starts].sort((a, b) => a - b)[1]!;
  report(figure, median, 'ms', { events: streams * eventsPerStream, starts: starts.map(Math.round), load: loads }, { atMost: 1500 });
}

async function fillLog(where: { databaseUrl: string | null; dataDir: string }): Promise<void> {
  const db = await openDatabase(where);
  try {
    await applyMigrations(db, migrations);
    const store = await createEventStore(db);
    const at = new Date().toISOString();
    for (let version = 0; version < eventsPerStream; version += 1) {
      const events = Array.from({ length: streams }, (_, n) => {
        const userId = String(1000 + n);
        return {
          id: uuidv7(),
          stream: `user-${userId}`,
          expectedVersion: version,
          type: version === 0 ? 'user.registered' : 'user.profileUpdated',
          schema: 1,
          data: version === 0 ? { fullName: `Customer ${n}`, email: `c${n}@example.com`, mobile: '+966512345678' } : { fullName: `Customer ${n}.${version}` },
          actor: { role: 'customer' as const, userId },
          at,
          audience: userId,
        };
      });
      // Filling the log for the bench: the events are made whole here, not decided one by one.
      const result = await store.append(events as DecidedEvent[]);
      if (result.status !== 'appended') throw new Error(`filling the log: ${result.status}`);
    }
    await store.close();
  } finally {
    await db.close();
  }
}
