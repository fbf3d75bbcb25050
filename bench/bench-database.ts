import pg from 'pg';
import { report } from './report.ts';

/**
 * A database of its own on the PostgreSQL at BENCH_DATABASE_URL or TEST_DATABASE_URL, dropped
 * afterwards. Without a reachable PostgreSQL, `figure` is reported as skipped.
 */
export async function withBenchDatabase(figure: { name: string; unit: string }, work: (databaseUrl: string) => Promise<void>): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const database = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    report(figure.name, 0, figure.unit, { skipped: `PostgreSQL not reachable at ${adminUrl}` });
    return;
  }
  try {
    await admin.query(`CREATE DATABASE ${database}`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}
