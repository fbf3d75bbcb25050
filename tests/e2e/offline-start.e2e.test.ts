import { afterEach, describe, expect, it } from 'vitest';
import { bookByApi, nextRiyadhWeekday, registeredCustomer } from './booking-steps.ts';
import { chromiumForThisFile, newVisitor, type Visitor } from './browser.ts';
import { languages, screenText } from './screen-text.ts';

// The installable app (docs/client.md, "Installable and offline"): each language's manifest,
// and a signed-in customer who reloads with the network cut still opens their pages, from
// the service worker's shell and the local log; the admin area says it needs a connection.
const browser = chromiumForThisFile();

/** Every path the page's caches hold, by cache. */
const cachedPaths = (visitor: Visitor) =>
  visitor.page.evaluate(async () => {
    const held: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      held[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    }
    return held;
  });

describe.each(languages)('the installable app, in %s', (language) => {
  const text = screenText[language];
  let visitor: Visitor;
  afterEach(async () => {
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  it('links its language manifest, and opens the dashboard and requests with the network cut', async () => {
    visitor = await newVisitor(browser(), undefined, undefined, 'allow');
    const { page, context } = visitor;
    const customer = await registeredCustomer(visitor, language, language === 'ar' ? 'هيفاء الدوسري' : 'Haifa Aldosari');
    await page.locator('#main').getByRole('link', { name: text.myRequests }).click();
    await bookByApi(page, 'general', nextRiyadhWeekday(3));
    await page.getByTestId('request-card').getByRole('heading', { name: text.services.general }).waitFor();

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(`/manifest.${language}.webmanifest`);
    const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), href!);
    expect(manifest).toMatchObject({
      name: text.pageTitle,
      lang: language,
      dir: language === 'ar' ? 'rtl' : 'ltr',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const worker = await context.request.get('/service-worker.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');

    await visitor.open('/dashboard');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: text.welcome(customer.fullName) }).waitFor();
    await visitor.open('/my-requests');
    await page.getByTestId('request-card').getByRole('heading', { name: text.services.general }).waitFor();

    const held = Object.entries(await cachedPaths(visitor));
    expect(held).toHaveLength(1);
    const [, paths] = held[0]!;
    expect(paths).toContain('/index.html');
    expect(paths.filter((path) => path.startsWith('/api/'))).toEqual([]);

    await visitor.open('/admin/dashboard');
    await page.getByRole('heading', { name: text.adminNeedsConnection }).waitFor();
  });
});
