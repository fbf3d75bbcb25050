import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { bundleServer } from '../../build/server-bundle.ts';
import { openDatabase } from '../../server/store/open-database.ts';
import type { Database } from '../../server/store/database.ts';

// The real server, bundled as `npm start` runs it, in a child process that the suite kills
// with SIGKILL and starts again on the same data: an embedded database's folder, or a
// PostgreSQL database made for the run. The payment gateway is the built-in test provider.
// Another build (other rules, a client to serve) may be started the same way.
export const admin = { email: 'owner@example.com', password: 'correct horse battery staple' };

export interface CrashBackend {
  name: 'PGlite' | 'PostgreSQL';
  /** What the server is started with to find its data. */
  env: Record<string, string>;
  /** The database, read directly once the server has stopped. */
  open(): Promise<Database>;
  /** Removes the data of the run. */
  drop(): Promise<void>;
}

export function pgliteBackend(): CrashBackend {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crash-suite-'));
  return {
    name: 'PGlite',
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    open: () => openDatabase({ databaseUrl: null, dataDir }),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export async function postgresBackend(adminUrl: string): Promise<CrashBackend> {
  const name = `crash_suite_${process.pid}_${Date.now()}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const withAdmin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await withAdmin(`create database ${name}`);
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: databaseUrl },
    open: () => openDatabase({ databaseUrl, dataDir: os.tmpdir() }),
    drop: () => withAdmin(`drop database if exists ${name} with (force)`),
  };
}

/** What a server starts from: its bundle's entry and the built client it serves. */
export interface ServerBuild {
  entry: Promise<string>;
  staticDir: string;
}

let crashSuiteBundle: Promise<string> | undefined;

/** The crash suite's: the server as `npm start` bundles it, serving no client. */
const crashSuiteBuild = (): ServerBuild => ({
  entry: (crashSuiteBundle ??= bundleServer(path.join('node_modules', '.cache', 'crash-suite-server'))),
  staticDir: '/nonexistent',
});

export class ServerUnderTest {
  private child: ChildProcess | null = null;
  private output = '';
  private port = 0;
  starts = 0;

  constructor(
    private readonly backend: CrashBackend,
    private readonly build: ServerBuild = crashSuiteBuild(),
  ) {}

  get origin(): string {
    return `http://localhost:${this.port}`;
  }

  /** Starts the server (on the port it had before, after the first start) and waits until it listens. */
  async start(): Promise<void> {
    const entry = await this.build.entry;
    this.output = '';
    const child = spawn(process.execPath, ['--enable-source-maps', entry], {
      env: {
        ...process.env,
        ...this.backend.env,
        PORT: String(this.port),
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        NODE_ENV: 'test',
        STATIC_DIR: this.build.staticDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.starts += 1;
    child.stdout!.on('data', (chunk) => (this.output += chunk));
    child.stderr!.on('data', (chunk) => (this.output += chunk));
    for (let waited = 0; waited < 60_000; waited += 50) {
      const listening = /Listening on http:\/\/localhost:(\d+)/.exec(this.output);
      if (listening) {
        this.port = Number(listening[1]);
        return;
      }
      if (child.exitCode !== null) throw new Error(`the server exited at start ${this.starts}: ${this.output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the server did not start (start ${this.starts}): ${this.output}`);
  }

  /** What the server printed since it last started (its errors, for a failure's message). */
  get printed(): string {
    return this.output;
  }

  /** SIGKILL: no request finishes, no transaction commits that had not. */
  kill(): Promise<void> {
    return this.ended('SIGKILL');
  }

  /** SIGTERM: the clean stop, before the suite reads the database itself. */
  stop(): Promise<void> {
    return this.ended('SIGTERM');
  }

  private async ended(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }
}
