import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

// PostgreSQL's backup: pg_dump's custom format, restored by pg_restore in one transaction.
// The password travels in the environment, not on the command line other users can list.
export const postgresDumpFile = 'database.pgdump';

const run = promisify(execFile);

function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

export async function dumpPostgres(databaseUrl: string, toFile: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${toFile}`, `--dbname=${url}`], { env });
}

/** Replaces what the dump holds (tables dropped and made again), all or nothing. */
export async function loadPostgres(databaseUrl: string, fromFile: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${url}`, fromFile], {
    env,
  });
}
