import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumForThisFile, newVisitor, registeredByApi, type Visitor } from './browser.ts';
import { workerInCharge } from './worker-in-charge.ts';

// A first visit to / as Chromium makes it, against the built client and the real server: the
// page revalidated, every hashed script and stylesheet sent brotli-compressed and cached for
// a year, the first screen's two Cairo fonts asked for by the page itself and then used; and
// none of the code a signed-in person needs (their local log, its storage, the payload schemas),
// which a signed-in customer's first visit asks for only once their dashboard is on screen, and a
// returning one at boot when the service worker keeps it.
const browser = chromiumForThisFile();

describe('a first visit to /', () => {
  it('gets compressed, long-cached assets and the preloaded fonts it draws with', async () => {
    const visitor = await newVisitor(browser());
    const responses: Response[] = [];
    visitor.page.on('response', (response) => responses.push(response));
    await visitor.open('/');
    await visitor.page.evaluate(() => document.fonts.ready);

    const page = responses.find((response) => new URL(response.url()).pathname === '/')!;
    expect(page.headers()['cache-control']).toBe('no-cache');
    expect(page.headers()['content-encoding']).toBe('br');

    const code = responses.filter((response) => /\/assets\/.+\.(js|css)$/.test(new URL(response.url()).pathname));
    expect(code.length).toBeGreaterThan(3);
    for (const asset of code) {
      expect([asset.url(), asset.headers()['content-encoding']]).toEqual([asset.url(), 'br']);
      expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers().vary).toMatch(/Accept-Encoding/i);
    }

    const preloaded = await visitor.page.$$eval('link[rel="preload"][as="font"]', (links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );
    expect(preloaded).toEqual([
      expect.stringMatching(/^\/assets\/cairo-latin-wght-normal-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/cairo-arabic-wght-normal-[\w-]+\.woff2$/),
    ]);
    const fonts = responses.filter((response) => response.url().endsWith('.woff2')).map((response) => new URL(response.url()).pathname);
    for (const font of preloaded) expect(fonts.filter((path) => path === font)).toHaveLength(1);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  it("leaves the signed-in customer's code to those who sign in, and to after their first screen is drawn", async () => {
    const signedInCode = /\/assets\/(event-log|localforage|zod)-[\w-]+\.js$/;
    const visitor = await newVisitor(browser());
    const visitorScripts = await scriptsLoadedBy(visitor, '/');
    expect(visitorScripts.length).toBeGreaterThan(3);
    expect(visitorScripts.filter((path) => signedInCode.test(path))).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();

    const customer = await newVisitor(browser());
    await registeredByApi(customer, 'First Visit');
    const log = customer.page.waitForResponse((response) => /\/assets\/event-log-[\w-]+\.js$/.test(response.url()));
    await customer.open('/dashboard');
    expect((await log).ok()).toBe(true);
    const [firstPaint, logAskedFor] = await customer.page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      performance.getEntriesByType('resource').find((entry) => /\/assets\/event-log-/.test(entry.name))?.startTime,
    ]);
    expect(firstPaint).toBeGreaterThan(0);
    expect(logAskedFor).toBeGreaterThan(firstPaint!);
    expect(customer.errors).toEqual([]);
    await customer.context.close();
  });

  // Their dashboard draws its heading without the log: the log's code is asked for before that
  // paint only when it comes from the device (the service worker's copy of the build), not when
  // it would share the network with the page's own code (the browser's cache emptied, a blocked worker).
  it('asks for the log of a customer this device remembers at boot when the worker keeps the code, else after their first screen', async () => {
    const withWorker = await returningCustomer('allow');
    expect(withWorker.logAskedFor).toBeLessThan(withWorker.firstPaint);
    const withoutWorker = await returningCustomer('block');
    expect(withoutWorker.logAskedFor).toBeGreaterThan(withoutWorker.firstPaint);
  });
});

async function scriptsLoadedBy(visitor: Visitor, path: string): Promise<string[]> {
  const scripts: string[] = [];
  visitor.page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await visitor.page.goto(path, { waitUntil: 'networkidle' });
  return scripts;
}

/** A customer who opened their dashboard once on this device opens it again: when, from the page's start, it painted and asked for the log's code. */
async function returningCustomer(serviceWorkers: 'allow' | 'block') {
  const customer = await newVisitor(browser(), undefined, undefined, serviceWorkers);
  await registeredByApi(customer, 'Returning Customer');
  await customer.open('/dashboard');
  // The server has named them once on this device (src/app/last-session.ts).
  await customer.page.waitForFunction(() => localStorage.getItem('lastSession') !== null);
  if (serviceWorkers === 'allow') await workerInCharge(customer.page);
  await customer.page.reload();
  await customer.page.getByRole('heading', { level: 1 }).waitFor();
  await customer.page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/event-log-/.test(entry.name)));
  // The paint is recorded a frame after the heading is in the page.
  await customer.page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  const [firstPaint, logAskedFor] = await customer.page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    performance.getEntriesByType('resource').find((entry) => /\/assets\/event-log-/.test(entry.name))!.startTime,
  ]);
  expect(firstPaint).toBeGreaterThan(0);
  expect(customer.errors).toEqual([]);
  await customer.context.close();
  return { firstPaint: firstPaint!, logAskedFor: logAskedFor! };
}
