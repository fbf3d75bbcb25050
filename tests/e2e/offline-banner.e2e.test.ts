// While the network is gone every page says so at its top, and what still works; the words go
// when it returns. On a 360 px phone the banner never widens the page. Customer and admin pages,
// in both languages.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage, chromiumForThisFile, newVisitor, registeredByApi, type Visitor } from './browser.ts';
import { e2eAdmin } from './e2e-admin.ts';
import { offlineText } from './offline-text.ts';
import { languages } from './screen-text.ts';
import { baseUrl } from './file-server.ts';

const browser = chromiumForThisFile();
const narrowPhone = { width: 360, height: 740 };

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe.each(languages)('the offline banner, in %s', (language) => {
  const text = offlineText[language];
  const visitors: Visitor[] = [];
  afterEach(async () => {
    for (const visitor of visitors.splice(0)) {
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    }
  });

  async function showsBannerWhileOffline(visitor: Visitor, path: string) {
    const { page, context } = visitor;
    await visitor.open(path);
    const banner = page.getByRole('status').filter({ hasText: text.offlineBanner });
    expect(await banner.count()).toBe(0);

    await context.setOffline(true);
    await banner.waitFor();
    expect(await banner.getAttribute('aria-live')).toBe('polite');
    expect(await scrollsSideways(page)).toBe(false);
    const bannerBox = (await banner.boundingBox())!;
    const topBar = (await page.locator('header').first().boundingBox())!;
    expect(bannerBox.y).toBeGreaterThanOrEqual(topBar.y + topBar.height);

    await context.setOffline(false);
    await banner.waitFor({ state: 'detached' });
  }

  it("shows on the customer's dashboard while offline, and goes when back online", async () => {
    const customer = await newVisitor(browser(), narrowPhone);
    visitors.push(customer);
    await chooseLanguage(customer, language);
    await registeredByApi(customer, language === 'ar' ? 'فهد العتيبي' : 'Fahad Alotaibi');
    await showsBannerWhileOffline(customer, '/dashboard');
  });

  it('shows in the admin area while offline, and goes when back online', async () => {
    const admin = await newVisitor(browser(), narrowPhone);
    visitors.push(admin);
    await chooseLanguage(admin, language);
    const login = await admin.page.request.post('/api/admin/login', { data: e2eAdmin, headers: { origin: new URL(baseUrl()).origin } });
    expect(login.status()).toBe(200);
    await showsBannerWhileOffline(admin, '/admin/dashboard');
  });
});
