import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { readConfig, type ServerConfig } from '../../server/config.ts';
import { startServer, type RunningServer } from '../../server/server-process.ts';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../server/smtp-inbox.ts';
import { e2eAdmin } from './e2e-admin.ts';

// Each browser suite file has a server of its own (the built client, a fresh embedded
// database copied from the migrated one the global setup made, a local mailbox and a clock
// the suite may move), started before its tests by file-server-setup.ts. Files then neither
// see each other's data nor wait on a log that grows with every file before them, and two
// files can run side by side.
interface FileServer {
  server: RunningServer;
  baseUrl: string;
  inbox: SmtpInbox;
  workDir: string;
  clockOffsetMs: number;
}

let current: FileServer | null = null;
let fileConfig: Partial<ServerConfig> = {};

/**
 * What this file's server runs with besides the defaults (an outside service's local fake).
 * Call it at the file's top: the server starts before the file's own hooks run.
 */
export function serveThisFileWith(config: Partial<ServerConfig>): void {
  fileConfig = config;
}

function running(): FileServer {
  if (!current) throw new Error("This file's e2e server is not running: browser suites start it in tests/e2e/file-server-setup.ts");
  return current;
}

export async function startFileServer(): Promise<void> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'rhm-e2e-file-'));
  const inbox = await startSmtpInbox();
  const file = { workDir, inbox, clockOffsetMs: 0 } as FileServer;
  await cp(path.join(inject('migratedDataDir'), 'pglite'), path.join(workDir, 'data', 'pglite'), { recursive: true });
  file.server = await startServer(
    {
      ...readConfig({ NODE_ENV: 'test' }),
      smtp: { url: inbox.url, from: 'Riyadh Home Maintenance <no-reply@rhm.test>' },
      port: 0,
      dataDir: path.join(workDir, 'data'),
      databaseUrl: null,
      staticDir: inject('staticDir'),
      adminEmail: e2eAdmin.email,
      adminPassword: e2eAdmin.password,
      ...fileConfig,
    },
    () => {},
    () => new Date(Date.now() + file.clockOffsetMs),
  );
  file.baseUrl = `http://localhost:${file.server.port}`;
  current = file;
}

export async function stopFileServer(): Promise<void> {
  if (!current) return;
  const { server, inbox, workDir } = current;
  current = null;
  await server.stop();
  await inbox.close();
  await rm(workDir, { recursive: true, force: true });
}

/** Where this file's server answers: `http://localhost:<port>`. */
export const baseUrl = (): string => running().baseUrl;

/** Moves this file's server clock `ms` forward (a visit two hours later, a plan's month ending); answers its new time. */
export function advanceServerClock(ms: number): Date {
  const file = running();
  file.clockOffsetMs += ms;
  return new Date(Date.now() + file.clockOffsetMs);
}

/** This file's server clock at `moment`, as if the suite ran then (it goes on from there). */
export function serverClockAt(moment: Date): void {
  advanceServerClock(moment.getTime() - advanceServerClock(0).getTime());
}

/** Puts this file's server clock back to the real time. */
export function resetServerClock(): void {
  if (current) current.clockOffsetMs = 0;
}

/** The latest e-mail this file's server sent to `to`, waiting up to 10 s for one to land. */
export async function latestMailTo(to: string): Promise<ReceivedMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = running().inbox.received.findLast((each) => each.to.includes(to));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} arrived within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
