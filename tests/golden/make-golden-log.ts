// Records the golden event log and the projections it gives, once, by hand:
//
//   node --import tsx tests/golden/make-golden-log.ts
//
// The demo's 90-day story (server/demo/) is told through the real app into a fresh embedded
// database in a temporary folder, ending at a fixed moment; every stored event is written to
// tests/golden/golden-log.json, and the admin's projections of it to tests/golden/expected/.
// Re-record only on purpose (a new event type, a changed projection): the point of the log is
// that today's code must replay yesterday's events into yesterday's screens, whatever rules
// have changed since. The story is the same each time, but the server draws new user ids and
// ids for the events it makes, so a re-recording rewrites every file: review what the
// projections say, not the ids. See docs/events-and-sync.md, "The golden log".
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readConfig } from '../../server/config.ts';
import { fillDemoData } from '../../server/demo/fill-demo-data.ts';
import type { StoredEvent } from '../../server/store/event-store.ts';
import { openDatabase } from '../../server/store/open-database.ts';
import { createEventStore } from '../../server/store/sql-event-store.ts';
import { writeExpectedProjections } from './expected-projections.ts';
import { goldenLogPath, goldenLogText } from './golden-log-file.ts';
import { goldenProjections } from './golden-projections.ts';

/** The story's last moment: fixed, so a re-recording tells the same story. */
export const goldenStoryEnd = new Date('2026-11-23T18:00:00.000Z');

async function recordDemoStory(dataDir: string): Promise<StoredEvent[]> {
  // NODE_ENV=test: test-cost password hashes, as the browser suites' demo server uses (~8 s).
  const config = { ...readConfig({ NODE_ENV: 'test' }), dataDir, databaseUrl: null, publicUrl: 'http://localhost' };
  const db = await openDatabase(config);
  try {
    const outcome = await fillDemoData(db, config, (line) => console.log(line), { until: goldenStoryEnd });
    if (!outcome.filled) throw new Error(`The demo story was not told: ${outcome.reason}`);
    const store = await createEventStore(db);
    try {
      const events: StoredEvent[] = [];
      for (let page = await store.readAfter(0); page.length > 0; page = await store.readAfter(events.at(-1)!.position)) {
        events.push(...page);
      }
      return events;
    } finally {
      await store.close();
    }
  } finally {
    await db.close();
  }
}

const workDir = await mkdtemp(path.join(tmpdir(), 'rhm-golden-'));
try {
  const events = await recordDemoStory(path.join(workDir, 'data'));
  await writeFile(goldenLogPath, goldenLogText(events));
  writeExpectedProjections(goldenProjections(events));
  console.log(`Wrote ${events.length} events to ${path.relative(process.cwd(), goldenLogPath)} and their projections beside it.`);
} finally {
  await rm(workDir, { recursive: true, force: true });
}
