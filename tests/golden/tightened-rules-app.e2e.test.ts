import { randomUUID } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bundleServer } from '../../build/server-bundle.ts';
import type { WorkingHours } from '../../machines/domain/booking-rules.ts';
import type { RequestSubmitted } from '../../machines/domain/request-events.ts';
import { admin, pgliteBackend, ServerUnderTest, type ServerBuild } from '../crash/server-under-test.ts';
import { chromiumForThisFile, newCustomer } from '../e2e/browser.ts';
import { buildClient } from '../e2e/client-build.ts';
import { readExpectedProjection } from './expected-projections.ts';
import { readGoldenLog } from './golden-log-file.ts';
import { readingOf } from './golden-projections.ts';
import { restoreGoldenLog } from './restored-golden-log.ts';
import { tightenedRules } from './tightened-build.ts';
import { narrowedHours, tinyRiyadh } from './tightened-rules.ts';

// Tightening a rule changes nothing that already happened, on the running app (tracker issue
// 22). The golden log is restored into a fresh embedded database; the real server, bundled as
// `npm start` bundles it, serves the built client on it, and the admin's browser reads every
// tab, the requests a tightened rule would refuse in full, and both CSV downloads. Then the
// server and the client are built again with machines/domain/ tightened (tightened-build.ts),
// started on the same data, and the admin must read the very same, to the byte. The tightened
// build shows its rules (the settings open with the narrowed hours, the server refuses a
// booking the old rules took), so this cannot pass by a build that changes nothing.
const browser = chromiumForThisFile();

const golden = readGoldenLog();
const { now, range } = readingOf(golden);
const bookings = golden.filter((event) => event.type === 'request.submitted');
const requestIdOf = (stream: string) => stream.replace(/^request-/, '');
/** The golden VIP bookings of 2 services, which the tightened VIP services limit would refuse. */
const twoServiceVipRequests = bookings
  .filter(({ data }) => (data as RequestSubmitted).kind === 'vip' && (data as RequestSubmitted).services.length > 1)
  .map(({ stream }) => requestIdOf(stream));
/** What the Requests tab counts once the admin has caught up. */
const requestsInLog = (readExpectedProjection('admin-requests.json') as unknown[]).length;
const csvLines = (csv: string) => csv.split('\r\n').filter(Boolean).length;

/** What the admin reads of the log: the catch-up, each screen's text by its name, and the downloads. */
interface AdminReading {
  events: number;
  screens: Record<string, string>;
  requestsCsv: string;
  usersCsv: string;
  /** The hour the Settings tab says the working day opens at: the rule in force, not the past. */
  opensAt: string;
}

/**
 * The tab panel's text once nothing in it has changed for a while (charts and lazy tabs draw late).
 * `withoutForms`: a request's forms offer what may happen next by today's rules (the days and
 * times a visit may still be confirmed at), not the past, so they are left out.
 */
async function settledText(page: Page, { withoutForms = false } = {}): Promise<string> {
  const hidden = withoutForms ? await page.addStyleTag({ content: '[role="tabpanel"] form { display: none !important; }' }) : null;
  try {
    return await unchangingText(page);
  } finally {
    await hidden?.evaluate((style) => (style as Element).remove());
  }
}

async function unchangingText(page: Page): Promise<string> {
  const panel = page.getByRole('tabpanel');
  let last = '';
  for (let unchanged = 0; unchanged < 3; ) {
    await page.waitForTimeout(250);
    const text = (await page.locator('[aria-busy="true"]').count()) > 0 ? '' : await panel.innerText();
    unchanged = text !== '' && text === last ? unchanged + 1 : 0;
    last = text;
  }
  return last;
}

async function downloaded(page: Page, button: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return readFile((await download.path())!, 'utf8');
}

async function signedInAdmin(origin: string): Promise<BrowserContext> {
  const context = await browser().newContext({ baseURL: origin, viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { 'x-test-client-address': `admin-${randomUUID()}` } });
  // The screens read the clock (last seen, plan expiry, the analytics' today): both builds read it at the log's end.
  await context.clock.setFixedTime(now);
  const login = await context.request.post('/api/admin/login', { data: admin, headers: { origin } });
  expect(login.status(), 'the admin signs in').toBe(200);
  return context;
}

async function caughtUpEvents(context: BrowserContext, origin: string): Promise<number> {
  const page = (await (await context.request.get('/api/events?after=0', { headers: { origin, 'x-acting-as': 'admin' } })).json()) as { events: unknown[] };
  return page.events.length;
}

/** Every admin tab, the 2-service VIP requests in full, and both spreadsheets over the log's days, in English. */
async function adminReading(origin: string): Promise<AdminReading> {
  const context = await signedInAdmin(origin);
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const screens: Record<string, string> = {};
    const tab = async (name: string) => {
      await page.getByRole('tab', { name, exact: true }).click();
      screens[name] = await settledText(page);
    };

    // The count shows once the log has heard from the server; how many it counts is compared.
    const requestCount = page.getByRole('status').filter({ hasText: /^\d+ requests$/ });
    await page.goto('/admin/dashboard?tab=requests');
    await requestCount.waitFor();
    screens.Requests = await settledText(page);
    for (const requestId of twoServiceVipRequests) {
      const link = page.locator(`a[href*="request=${requestId}"]`);
      if ((await link.count()) === 0) {
        screens[`request ${requestId}`] = 'not in the list';
        continue;
      }
      await link.click();
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      screens[`request ${requestId}`] = await settledText(page, { withoutForms: true });
      await page.goBack();
      await requestCount.waitFor();
    }
    for (const name of ['Users', 'Subscriptions', 'Messages']) await tab(name);

    await page.getByRole('tab', { name: 'Analytics', exact: true }).click();
    await page.getByLabel('From', { exact: true }).fill(range.from);
    await page.getByLabel('To', { exact: true }).fill(range.to);
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe(range.from);
    for (const figures of await page.getByText('Show the figures').all()) await figures.click();
    screens.Analytics = await settledText(page);
    const requestsCsv = await downloaded(page, 'Download requests (CSV)');
    const usersCsv = await downloaded(page, 'Download users (CSV)');

    await page.getByRole('tab', { name: 'Settings', exact: true }).click();
    const opensAt = await page.getByLabel('Opens at', { exact: true }).inputValue();
    expect(errors, 'errors on the admin’s pages').toEqual([]);
    return { events: await caughtUpEvents(context, origin), screens, requestsCsv, usersCsv, opensAt };
  } finally {
    await context.close();
  }
}

/** A new customer's general booking, on a Sunday over a week ahead, at `time` within `workingHours`: the server's answer. */
async function bookAt(origin: string, time: string, workingHours: WorkingHours): Promise<{ status: number; code?: string }> {
  const context = await browser().newContext({ baseURL: origin, extraHTTPHeaders: { 'x-test-client-address': `customer-${randomUUID()}` } });
  try {
    const customer = newCustomer('Tightened Rules');
    const headers = { origin };
    const registered = await context.request.post('/api/auth/register', { data: { fullName: customer.fullName, mobile: customer.mobile, email: customer.email, password: customer.password, privacyNoticeAccepted: true }, headers });
    expect(registered.status(), 'the customer registers').toBe(201);
    const booking = {
      kind: 'general',
      services: ['plumbing'],
      note: 'The kitchen sink leaks',
      address: 'Al Olaya, King Fahd Road 12',
      coordinates: { lat: 24.6907, lng: 46.6853 },
      phone: customer.storedMobile,
      preferredDate: sundayAfterToday(),
      preferredTime: time,
      workingHours,
      photoId: null,
    };
    const answer = await context.request.post('/api/events', {
      headers,
      data: { events: [{ id: uuidv7(), stream: `request-${uuidv7()}`, expectedVersion: 0, type: 'request.submitted', schema: 2, data: booking }] },
    });
    const body = (await answer.json()) as { error?: { code: string } };
    return { status: answer.status(), code: body.error?.code };
  } finally {
    await context.close();
  }
}

/** The first Sunday at least 9 days from the real today: no tightened day rule refuses it. */
function sundayAfterToday(): string {
  const day = new Date(Date.now() + 9 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((7 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
}

/** Whether a built client's scripts hold the tiny Riyadh box: the tightened rules compiled in. */
async function clientHoldsTinyRiyadh(staticDir: string): Promise<boolean> {
  const assets = path.join(staticDir, 'assets');
  const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
  const texts = await Promise.all(scripts.map((file) => readFile(path.join(assets, file), 'utf8')));
  return texts.some((text) => text.includes(String(tinyRiyadh.south)));
}

describe('given the golden event log in the database of the running app', () => {
  const backend = pgliteBackend();
  const buildDir = path.join('node_modules', '.cache', 'tightened-rules-app');
  let todays: ServerBuild;
  let tightened: ServerBuild;

  beforeAll(async () => {
    // The tightened client, the longest build, is made while today's build is read: only the
    // second start waits for it, and fails the test there if the build failed.
    const tightenedClient = path.join(buildDir, 'tightened-client');
    todays = { entry: bundleServer(path.join(buildDir, 'todays-server')), staticDir: inject('staticDir') };
    tightened = {
      entry: Promise.all([bundleServer(path.join(buildDir, 'tightened-server'), [tightenedRules()]), buildClient(tightenedClient, [tightenedRules()])]).then(([entry]) => entry),
      staticDir: tightenedClient,
    };
    tightened.entry.catch(() => undefined);
    const db = await backend.open();
    try {
      await restoreGoldenLog(db, golden);
    } finally {
      await db.close();
    }
    await todays.entry;
  }, 120_000);

  afterAll(async () => {
    await Promise.allSettled([todays?.entry, tightened?.entry]);
    await backend.drop();
    await rm(buildDir, { recursive: true, force: true });
  });

  it('when the app is built again with today’s rules tightened and restarted on the same data, then every admin screen and download shows the same past', async () => {
    const todaysServer = new ServerUnderTest(backend, todays);
    await todaysServer.start();
    const before = await adminReading(todaysServer.origin).finally(() => todaysServer.stop());
    expect(before.events, 'the admin’s catch-up of the restored log').toBe(golden.length);
    expect(before.screens.Requests, 'the Requests tab of the restored log').toMatch(new RegExp(`^${requestsInLog} requests$`, 'm'));
    expect(csvLines(before.requestsCsv), 'lines of the requests CSV').toBe(csvLines(readExpectedProjection('requests.csv')));
    expect(csvLines(before.usersCsv), 'lines of the users CSV').toBe(csvLines(readExpectedProjection('users.csv')));
    expect(before.opensAt, 'today’s build opens at today’s hour').toBe('08:00');

    const tightenedServer = new ServerUnderTest(backend, tightened);
    await tightenedServer.start();
    try {
      const after = await adminReading(tightenedServer.origin);
      expect(after.opensAt, 'the tightened build opens at the narrowed hour').toBe('12:00');
      expect(after.events, 'the admin’s catch-up after the restart').toBe(before.events);
      for (const [screen, text] of Object.entries(before.screens)) {
        expect(after.screens[screen], `a tightened rule rewrote the past on the screen ${screen}`).toBe(text);
      }
      expect(Object.keys(after.screens)).toEqual(Object.keys(before.screens));
      expect(after.requestsCsv, 'a tightened rule rewrote the requests CSV').toBe(before.requestsCsv);
      expect(after.usersCsv, 'a tightened rule rewrote the users CSV').toBe(before.usersCsv);

      // The tightened server judges new bookings by the tightened rules: 10:00 was within 08:00-22:00.
      const todaysHours = { opens: '08:00', closes: '22:00' };
      expect(await bookAt(tightenedServer.origin, '10:00', todaysHours), 'a booking at 10:00 on the tightened server').toEqual({ status: 422, code: 'withinWorkingHours' });
      expect(await bookAt(tightenedServer.origin, '12:30', narrowedHours), 'a booking at 12:30 on the tightened server').toEqual({ status: 200, code: undefined });
    } finally {
      await tightenedServer.stop();
    }
    expect(await clientHoldsTinyRiyadh(tightened.staticDir), 'the tightened client holds the tiny Riyadh box').toBe(true);
    expect(await clientHoldsTinyRiyadh(todays.staticDir), 'today’s client holds the tiny Riyadh box').toBe(false);
  }, 360_000);
});
