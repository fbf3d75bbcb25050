import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';

// The real `server/main.ts` as `npm start` runs it: one process, embedded database, signals.
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'server-process-'));
const admin = { email: 'owner@example.com', password: 'correct horse battery staple' };
let port = 0;

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startProcess(listenPort: number): Started {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(listenPort),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      NODE_ENV: 'test',
      STATIC_DIR: path.join(dataDir, 'no-client'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function listening(started: Started): Promise<number> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const match = /Listening on http:\/\/localhost:(\d+)/.exec(started.output());
    if (match) return Number(match[1]);
    if (started.child.exitCode !== null) throw new Error(`server exited: ${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start: ${started.output()}`);
}

async function call(route: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
  const origin = `http://localhost:${port}`;
  const response = await fetch(`${origin}${route}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: { origin, 'content-type': 'application/json', ...(init.cookie ? { cookie: init.cookie } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { status: response.status, body: (await response.json().catch(() => null)) as any, cookie };
}

async function stop(started: Started): Promise<number | null> {
  started.child.kill('SIGTERM');
  return started.exited;
}

let first: Started;

beforeAll(async () => {
  first = startProcess(0);
  port = await listening(first);
}, 60_000);

afterAll(async () => {
  if (first.child.exitCode === null) await stop(first);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('answers health once started', async () => {
    expect(await call('/api/health')).toMatchObject({ status: 200, body: { ok: true } });
  });

  it('answers request headers over the limit with 431 headersTooLarge as JSON, not a bare status', async () => {
    const request = [
      'GET /api/health HTTP/1.1',
      `Host: localhost:${port}`,
      `Cookie: padding=${'x'.repeat(20 * 1024)}`,
      '',
      '',
    ].join('\r\n');
    const raw = await new Promise<string>((resolve, reject) => {
      let answer = '';
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
    const [head, body] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/^content-type: application\/json$/im);
    expect(JSON.parse(body!)).toEqual({ error: { code: 'headersTooLarge', message: 'The request headers are too large.' } });
    expect((await call('/api/health')).status).toBe(200);
  });

  it('refuses a second process on the same data directory with a clear message', async () => {
    const second = startProcess(0);
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toMatch(/data directory/i);
    expect((await call('/api/health')).status).toBe(200);
  }, 60_000);

  it('keeps an admin settings change across a restart and refuses the same change from a customer', async () => {
    const signedIn = await call('/api/admin/login', { body: admin });
    expect(signedIn.status).toBe(200);
    const change = {
      events: [
        { id: uuidv7(), stream: 'settings', expectedVersion: 0, type: 'settings.autoReplySwitched', schema: 1, data: { enabled: false } },
      ],
    };
    expect((await call('/api/events', { body: change, cookie: signedIn.cookie })).status).toBe(200);

    const customer = await call('/api/auth/register', {
      body: { fullName: 'Sara Q', mobile: '0512345678', email: 'sara@example.com', password: 'a fine password', privacyNoticeAccepted: true },
    });
    expect(customer.status).toBe(201);
    const attempt = await call('/api/events', {
      cookie: customer.cookie,
      body: { events: [{ ...change.events[0], id: uuidv7(), expectedVersion: 1, data: { enabled: true } }] },
    });
    expect(attempt).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });

    expect(await stop(first)).toBe(0);
    expect(first.output()).toMatch(/SIGTERM/);
    first = startProcess(port);
    port = await listening(first);

    const again = await call('/api/admin/login', { body: admin });
    const log = await call('/api/events?after=0', { cookie: again.cookie });
    const settings = log.body.events.filter((event: { stream: string }) => event.stream === 'settings');
    expect(settings).toHaveLength(1);
    expect(settings[0]).toMatchObject({ type: 'settings.autoReplySwitched', data: { enabled: false }, version: 1 });
  }, 90_000);
});
