import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { bootstrapAdmin } from '../../server/auth/admin-bootstrap.ts';
import { testAddressHeader } from '../../server/auth/client-address.ts';
import type { ServerConfig } from '../../server/config.ts';
import { buildApp } from '../../server/http/app.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import type { Notifier } from '../../server/notifications/notifier.ts';
import { migrations } from '../../server/server-process.ts';
import type { Database } from '../../server/store/database.ts';
import type { EventStore } from '../../server/store/event-store.ts';
import { migratedPGlite } from './migrated-pglite.ts';
import { createEventStore } from '../../server/store/sql-event-store.ts';

// The real app on an in-memory database with every migration, driven through app.request().
// Each named client is one browser: its own cookie jar and its own address (throttling).
// Uploaded photos go to a temporary DATA_DIR of the harness's own, removed on close.
export const testOrigin = 'http://localhost';

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  set(at: string | Date): void;
}

export interface HarnessOptions {
  config?: Partial<ServerConfig>;
  /** Where the clock starts; it moves only when a test moves it. */
  startAt?: string;
  /** Creates this admin as the first start would from ADMIN_EMAIL / ADMIN_PASSWORD. */
  admin?: { email: string; password: string };
  /** The live connections' keep-alive (and session check) period. */
  keepAliveMs?: number;
  /** How many events a live connection may have waiting before it is ended. */
  liveBufferEvents?: number;
  /** Stands in for the real timer of sign-in pauses, e.g. to record them instead of waiting. */
  signInPause?: (ms: number) => Promise<void>;
  /** How long after a customer's message the auto-reply comes (real time); 1.5 s by default. */
  autoReplyDelayMs?: number;
  /** The wait before a failed refund is first tried again (real time); 30 s by default. */
  firstRefundRetryMs?: number;
  /** An already migrated database (a store backend's) that the caller closes; in-memory PGlite otherwise. */
  database?: Database;
  /** How customers are reached; what the config names otherwise (the console, without SMTP). */
  notifier?: Notifier;
  /** How often the notification outbox looks for messages come due (real time); 30 s by default. */
  notificationSweepMs?: number;
  /** The wait before a failed notification is tried again (by the harness's clock); 30 s by default. */
  firstNotificationRetryMs?: number;
}

export interface RequestInit {
  method?: string;
  /** Sent as JSON; a string or bytes are sent as they are. */
  body?: unknown;
  /** Whose cookies to send and keep; 'default' when omitted. */
  client?: string;
  /** The address the throttle sees; `client:<name>` when omitted. */
  address?: string;
  /** null sends no Origin header. */
  origin?: string | null;
  /** null sends no Content-Type header. */
  contentType?: string | null;
  headers?: Record<string, string>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  // Tests read whatever shape the route answers.
  body: any;
  /** The body as it came, for answers that are not text (a photo). */
  bytes: Buffer;
}

export interface Harness {
  app: Hono<AppEnv>;
  db: Database;
  store: EventStore;
  config: ServerConfig;
  clock: TestClock;
  request(path: string, init?: RequestInit): Promise<TestResponse>;
  /** The cookies a client holds now (name → value). */
  cookies(client?: string): Record<string, string>;
  /** Replaces a client's cookies, e.g. to replay an old one. */
  setCookies(client: string, cookies: Record<string, string>): void;
  /** Waits until every event so far has become its notifications, and the due ones were tried. */
  notificationsSettled(): Promise<void>;
  close(): Promise<void>;
}

export const testConfig = (overrides: Partial<ServerConfig> = {}): ServerConfig => ({
  port: 0,
  dataDir: '/nonexistent',
  databaseUrl: null,
  allowedOrigins: [],
  publicUrl: testOrigin,
  https: false,
  adminEmail: null,
  adminPassword: null,
  isTest: true,
  staticDir: '/nonexistent',
  moyasar: null,
  smtp: null,
  whatsapp: null,
  zatcaReporting: null,
  zatcaStamp: null,
  applePayDomainAssociation: null,
  webPush: { contact: 'mailto:push@rhm.test', testOrigin: null },
  ...overrides,
});

export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rhm-harness-'));
  const config = testConfig({ dataDir, ...options.config });
  const clock = settableClock(options.startAt ?? '2026-11-22T09:00:00.000Z');
  const db = options.database ?? (await migratedPGlite());
  const store = await createEventStore(db);
  if (options.admin) {
    await bootstrapAdmin({
      db,
      config: { ...config, adminEmail: options.admin.email, adminPassword: options.admin.password },
      now: clock.now,
      log: () => {},
    });
  }
  const { app, stopLive, notificationsSettled } = await buildApp({
    config,
    db,
    store,
    now: clock.now,
    keepAliveMs: options.keepAliveMs,
    liveBufferEvents: options.liveBufferEvents,
    signInPause: options.signInPause,
    autoReplyDelayMs: options.autoReplyDelayMs,
    firstRefundRetryMs: options.firstRefundRetryMs,
    notifier: options.notifier,
    notificationSweepMs: options.notificationSweepMs,
    firstNotificationRetryMs: options.firstNotificationRetryMs,
  });
  const jars = new Map<string, Map<string, string>>();
  const jar = (client: string) => jars.get(client) ?? jars.set(client, new Map()).get(client)!;

  const request = async (path: string, init: RequestInit = {}): Promise<TestResponse> => {
    const client = init.client ?? 'default';
    const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
    const headers: Record<string, string> = { [testAddressHeader]: init.address ?? `client:${client}`, ...init.headers };
    if (init.origin !== null) headers.origin = init.origin ?? testOrigin;
    if (init.contentType !== null && method !== 'GET') headers['content-type'] = init.contentType ?? 'application/json';
    const cookieHeader = [...jar(client)].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookieHeader) headers.cookie = cookieHeader;
    const body =
      init.body === undefined
        ? undefined
        : init.body instanceof Uint8Array
          ? new Uint8Array(init.body)
          : typeof init.body === 'string'
            ? init.body
            : JSON.stringify(init.body);
    const response = await app.request(`${testOrigin}${path}`, { method, headers, body });
    keepCookies(jar(client), response.headers.getSetCookie());
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('utf8');
    return { status: response.status, headers: response.headers, body: text ? parseJson(text) : null, bytes };
  };

  return {
    app,
    db,
    store,
    config,
    clock,
    request,
    cookies: (client = 'default') => Object.fromEntries(jar(client)),
    setCookies: (client, cookies) => jars.set(client, new Map(Object.entries(cookies))),
    notificationsSettled,
    close: async () => {
      await stopLive();
      await store.close();
      if (!options.database) await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function keepCookies(jar: Map<string, string>, setCookies: string[]): void {
  for (const line of setCookies) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const [name = '', value = ''] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
    const expired = attributes.some((attribute) => /^max-age=0$/i.test(attribute)) || value === '';
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function settableClock(startAt: string): TestClock {
  let current = new Date(startAt);
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
    set: (at) => {
      current = new Date(at);
    },
  };
}
