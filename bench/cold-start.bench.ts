import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { migrations } from '../server/server-process.ts';
import { applyMigrations } from '../server/store/migrations.ts';
import { openDatabase } from '../server/store/open-database.ts';
import { createEventStore } from '../server/store/sql-event-store.ts';
import { startBenchServer } from './bench-server.ts';
import { report } from './report.ts';
import type { DecidedEvent } from '../server/store/event-store.ts';

// Cold start: a data directory holding 100,000 events (1,000 customers' streams), served
// once so that everything kept beside the log is up to date, as on a server that ran; then
// each start is timed from spawning the process to its first healthy answer (the median of 3).
const streams = 1000;
const eventsPerStream = 100;

export async function runColdStartBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-cold-start-'));
  try {
    await fillLog(dataDir);
    await (await startBenchServer({ dataDir })).stop();
    const starts: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      const server = await startBenchServer({ dataDir });
      starts.push(server.coldStartMs);
      await server.stop();
    }
    starts.sort((a, b) => a - b);
    report('coldStart.pglite', starts[1]!, 'ms', { events: streams * eventsPerStream, starts: starts.map(Math.round) }, { atMost: 1500 });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function fillLog(dataDir: string): Promise<void> {
  const db = await openDatabase({ databaseUrl: null, dataDir });
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
