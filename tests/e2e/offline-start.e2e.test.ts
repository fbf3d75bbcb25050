import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { adminByApiForThisFile } from './admin-by-api.ts';
import { bookByApi, nextRiyadhWeekday, registeredCustomer } from './booking-steps.ts';
import { acceptOfferByApi } from './checkout-steps.ts';
import { chooseLanguage, chromiumForThisFile, customerIdOf, expectNoViolations, newVisitor, registeredByApi, type Visitor } from './browser.ts';
import { chatText } from './chat-text.ts';
import { chromeFlags, findChromium } from './chromium-path.ts';
import { baseUrl } from './file-server.ts';
import { offlineText } from './offline-text.ts';
import { requestPageText } from './request-page-text.ts';
import { logKeptOnDevice } from './kept-log.ts';
import { languages, screenText } from './screen-text.ts';
import { vipText } from './vip-text.ts';
import { workerInCharge } from './worker-in-charge.ts';

// The installable app (docs/client.md, "Installable and offline"): each language's manifest and
// icons, Chromium's own installability check, the start URL answered offline; a signed-in
// customer who reloads, or opens the app afresh as from the home screen, with the network cut
// still opens every page of theirs, from the service worker's shell and the local log; the
// checkout says paying needs a connection, and the admin area that it needs one.
const browser = chromiumForThisFile();
const admin = adminByApiForThisFile(browser);

interface ManifestIcon {
  src: string;
  sizes: string;
  purpose: string;
}

/** A PNG's width x height, from its header. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

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
      short_name: expect.stringMatching(/\S/),
      lang: language,
      dir: language === 'ar' ? 'rtl' : 'ltr',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: await page.locator('meta[name="theme-color"]').getAttribute('content'),
    });
    expect(manifest.icons.map((icon: ManifestIcon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '192x192 maskable',
      '512x512 maskable',
    ]);
    // Each icon is a PNG of the size it claims.
    for (const icon of manifest.icons as ManifestIcon[]) {
      const png = await context.request.get(icon.src);
      expect(png.headers()['content-type']).toBe('image/png');
      expect(`${pngSize(await png.body())}`, icon.src).toBe(icon.sizes);
    }
    const worker = await context.request.get('/service-worker.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');

    await visitor.open('/dashboard');
    await workerInCharge(page);
    // The start URL, with no network, is answered by the worker.
    await context.setOffline(true);
    const started = await page.goto(manifest.start_url);
    expect(started?.status()).toBe(200);
    expect(started?.fromServiceWorker()).toBe(true);
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

  it('passes Chromium’s own installability check, the one Lighthouse’s installable audit reads', async () => {
    // A profile on disk: Chromium does not judge installability in an incognito context, which every other visitor's is.
    const profile = await mkdtemp(path.join(tmpdir(), 'rhm-installable-'));
    const installed = await chromium.launchPersistentContext(profile, {
      executablePath: findChromium(process.env)!,
      args: chromeFlags,
      headless: true,
      baseURL: baseUrl(),
      serviceWorkers: 'allow',
    });
    try {
      const page = installed.pages()[0] ?? (await installed.newPage());
      visitor = { context: installed, page, errors: [], open: async (where) => void (await page.goto(where)) };
      page.on('pageerror', (error) => visitor.errors.push(error.message));
      await chooseLanguage(visitor, language);
      await workerInCharge(page);
      const devtools = await installed.newCDPSession(page);
      const { url, errors } = (await devtools.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(new URL(url).pathname).toBe(`/manifest.${language}.webmanifest`);
      expect(errors).toEqual([]);
      const { installabilityErrors } = (await devtools.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
      expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
    } finally {
      await installed.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  it('opens every page of a signed-in customer from the home screen with no network, from the local log', async () => {
    const vip = vipText[language];
    const chat = chatText[language];
    visitor = await newVisitor(browser(), undefined, undefined, 'allow');
    const { context } = visitor;
    await chooseLanguage(visitor, language);
    const customer = await registeredByApi(visitor, language === 'ar' ? 'نورة القحطاني' : 'Noura Alqahtani');
    const userId = await customerIdOf(visitor.page);
    await admin().propose(`subscription-${userId}`, 'subscription.granted', { plan: 'vip', days: 30, maxVisits: 2, note: '', via: 'admin' });
    const tag = userId.slice(-6);
    const offer = { en: `Summer AC check ${tag}`, ar: `فحص المكيفات الصيفي ${tag}` };
    await admin().propose('settings', 'settings.offerPublished', {
      offerId: `summer-${tag}`,
      title: offer,
      text: { en: 'Every unit cleaned and checked.', ar: 'تنظيف كل وحدة وفحصها.' },
      discountPercent: 15,
    });
    const requestId = await bookByApi(visitor.page, 'plumbing', nextRiyadhWeekday(2));
    await admin().makeOffer(requestId, 24_000, 'Replace the mixer tap');
    await acceptOfferByApi(visitor.page, requestId);

    // Online once: the worker keeps the build, and the local log takes in the plan, the offer and the request.
    await visitor.open('/vip-poker');
    await workerInCharge(visitor.page);
    await expect.poll(() => visitor.page.getByTestId('vip-visits').textContent()).toBe('0 / 2');
    await visitor.open('/chat');
    await visitor.page.getByTestId('chat-message').filter({ hasText: chat.greeting(customer.fullName) }).waitFor();
    await visitor.open('/offers');
    await visitor.page.getByRole('heading', { name: offer[language] }).waitFor();

    // The network cut, then the app opened afresh, as from the home screen.
    await logKeptOnDevice(visitor.page, userId);
    await visitor.page.close();
    await context.setOffline(true);
    const page = await context.newPage();
    page.on('pageerror', (error) => visitor.errors.push(error.message));
    const opened = await page.goto('/dashboard');
    expect(opened?.status()).toBe(200);
    await page.getByRole('heading', { name: text.welcome(customer.fullName) }).waitFor();
    await page.getByText(offlineText[language].offlineBanner).waitFor();

    const main = page.locator('#main');
    const opens = async (path: string, shown: () => Promise<void>) => {
      await page.goto(path);
      await shown();
      // Neither the router's error page nor a page still waiting for the server.
      expect(await page.getByText('Something went wrong').count(), path).toBe(0);
    };
    await opens('/my-requests', () => main.getByTestId('request-card').getByRole('heading', { name: text.services.plumbing }).waitFor());
    await opens(`/my-requests/${requestId}`, () => main.getByRole('heading', { name: requestPageText[language].requestDetails }).waitFor());
    await opens('/chat', () => main.getByTestId('chat-message').filter({ hasText: chat.greeting(customer.fullName) }).waitFor());
    await opens(`/chat?requestId=${requestId}`, () => main.getByRole('textbox', { name: chat.typeYourMessage }).waitFor());
    await opens('/vip-poker', async () => {
      await main.getByRole('heading', { name: vip.vipServices, level: 1 }).waitFor();
      await expect.poll(() => page.getByTestId('vip-visits').textContent()).toBe('0 / 2');
    });
    await opens('/subscriptions', () => main.getByRole('heading', { name: vip.plansTitle }).waitFor());
    await opens('/subscription/vip', () => main.getByRole('heading', { name: vip.planTitle(vip.planName.vip) }).waitFor());
    await opens('/offers', () => main.getByRole('heading', { name: offer[language] }).waitFor());
    await opens('/book/plumbing', () => main.getByLabel(text.preferredTime).waitFor());
    await opens('/invoices', () => main.getByRole('heading', { name: requestPageText[language].invoices, level: 1 }).waitFor());
    await opens('/settings', () => main.getByRole('heading', { name: text.accountSettings, level: 1 }).waitFor());
    // Paying needs the provider: the checkout says so in place of the ways to pay.
    await opens(`/checkout/${requestId}`, () => main.getByRole('heading', { name: offlineText[language].paymentNeedsConnection }).waitFor());
    expect(await main.getByRole('textbox').count()).toBe(0);
    await expectNoViolations({ ...visitor, page }, `the checkout offline in ${language}`);
    await opens('/admin/dashboard', () => page.getByRole('heading', { name: text.adminNeedsConnection }).waitFor());
  });
});
