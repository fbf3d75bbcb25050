// The admin's side, through the HTTP API as the admin area would call it: a separate browser
// context signed in via /api/admin/login, reading the catch-up and proposing events.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll } from 'vitest';
import { currentSchemaVersion, eventDefinition } from '../../machines/domain/event-catalog.ts';
import { e2eAdmin } from './e2e-admin.ts';
import { riyadhAddress } from '../machines/set-up-company.ts';
import { baseUrl } from './file-server.ts';

interface StoredEvent {
  id: string;
  stream: string;
  version: number;
  position: number;
  type: string;
  data: unknown;
}

export interface AdminApi {
  context: BrowserContext;
  /** Every event the admin may read, in order (the admin's catch-up). */
  events(): Promise<StoredEvent[]>;
  propose(stream: string, type: string, data: unknown): Promise<void>;
  /** Several events in one batch, all or nothing (an appointment with its technician's window). */
  proposeBatch(events: { stream: string; type: string; data: unknown }[]): Promise<void>;
  makeOffer(requestId: string, priceHalalas: number, adminNote: string): Promise<void>;
  setSupportNumber(number: string): Promise<void>;
  /** Sets the company up for tax invoices: its name, VAT number and an address in Riyadh. */
  setCompany(name: { en: string; ar: string }, vatNumber: string): Promise<void>;
}

/** The admin's API for every test of a file: signed in before its first test, closed after its last. Call it at the file's top. */
export function adminByApiForThisFile(browser: () => Browser): () => AdminApi {
  let admin: AdminApi;
  beforeAll(async () => {
    admin = await adminByApi(browser());
  });
  afterAll(async () => {
    await admin.context.close();
  });
  return () => admin;
}

export async function adminByApi(browser: Browser): Promise<AdminApi> {
  const context = await browser.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { 'x-test-client-address': `admin-${randomUUID()}` } });
  await signInAdminByApi(context);
  return adminApiOf(context);
}

/** Signs `context` in as the suites' admin through the API (signing in by the form is the auth suites' to test). */
export async function signInAdminByApi(context: BrowserContext): Promise<void> {
  const login = await context.request.post('/api/admin/login', { data: e2eAdmin, headers: { origin: new URL(baseUrl()).origin } });
  if (login.status() !== 200) throw new Error(`admin login answered ${login.status()}: ${await login.text()}`);
}

/** The API of the admin signed in in `context`. */
export function adminApiOf(context: BrowserContext): AdminApi {
  const request: APIRequestContext = context.request;
  const headers = { origin: baseUrl(), 'x-acting-as': 'admin' };

  async function events(): Promise<StoredEvent[]> {
    const all: StoredEvent[] = [];
    for (let after = 0; ; ) {
      const page = (await (await request.get(`/api/events?after=${after}`, { headers })).json()) as {
        events: StoredEvent[];
        lastPosition: number;
      };
      all.push(...page.events);
      if (page.events.length === 0) return all;
      after = page.lastPosition;
    }
  }

  async function proposeBatch(batch: { stream: string; type: string; data: unknown }[]): Promise<void> {
    const known = await events();
    const proposed = batch.map(({ stream, type, data }, index) => {
      const before = batch.slice(0, index).filter((earlier) => earlier.stream === stream).length;
      const expectedVersion = known.filter((event) => event.stream === stream).length + before;
      return { id: uuidv7(), stream, expectedVersion, type, schema: currentSchemaVersion(eventDefinition(type)!), data };
    });
    const answer = await request.post('/api/events', { data: { events: proposed }, headers });
    if (answer.status() !== 200) throw new Error(`${batch.map((event) => event.type).join(', ')} answered ${answer.status()}: ${await answer.text()}`);
  }

  const propose = (stream: string, type: string, data: unknown) => proposeBatch([{ stream, type, data }]);

  return {
    context,
    events,
    propose,
    proposeBatch,
    makeOffer: (requestId, priceHalalas, adminNote) =>
      propose(`request-${requestId}`, 'request.offerMade', { priceHalalas, adminNote }),
    setSupportNumber: (number) => propose('settings', 'settings.supportNumberChanged', { number }),
    setCompany: (name, vatNumber) => propose('settings', 'settings.companyChanged', { name, vatNumber, address: riyadhAddress }),
  };
}
