import { describe, expect, it } from 'vitest';
import { crashRun, type CrashRunSize } from './crash-run.ts';
import { pgliteBackend, postgresBackend, type CrashBackend } from './server-under-test.ts';

// The crash suite (docs/crash-suite.md): customers book, chat and pay while the real server is
// killed with SIGKILL and started again; afterwards the database holds every acknowledged
// event once, streams without gaps, one auto-reply per message, one payment per paid request
// and gap-free invoice numbers. `npm test` runs a short run; `npm run test:crash` the long one
// (CRASH_CLIENTS, CRASH_KILLS, CRASH_SEED set its size; the seed is printed to replay a run).
const size: CrashRunSize = {
  clients: Number(process.env.CRASH_CLIENTS ?? 8),
  kills: Number(process.env.CRASH_KILLS ?? 3),
  seed: Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31)),
  runsBetweenKillsMs: [500, 2500],
};

interface Backend {
  name: string;
  make(): Promise<CrashBackend>;
}

const postgresUrl = process.env.TEST_DATABASE_URL;
const backends: Backend[] = [
  { name: 'PGlite', make: async () => pgliteBackend() },
  // In CI the PostgreSQL run must happen: without TEST_DATABASE_URL it fails, never skips.
  ...(postgresUrl || process.env.CI
    ? [{ name: 'PostgreSQL', make: () => (postgresUrl ? postgresBackend(postgresUrl) : Promise.reject(new Error('CI is set but TEST_DATABASE_URL is not'))) }]
    : []),
];

const timeoutMs = 300_000 + size.kills * 60_000 + size.clients * 5_000;

describe.each(backends)('the server killed with SIGKILL on $name', (backend) => {
  it(`keeps every acknowledged event, auto-reply, payment and invoice number exactly once through ${size.kills} kills`, async () => {
    const report = await crashRun(await backend.make(), size);
    console.log(`crash run: ${JSON.stringify({ ...report, violations: report.violations.length })}`);
    expect(report.violations, `seed ${size.seed}`).toEqual([]);
    expect(report.paidRequests, 'some requests were paid').toBeGreaterThan(0);
    expect(report.autoReplies, 'every customer message was answered').toBe(report.customerMessages);
  }, timeoutMs);
});
