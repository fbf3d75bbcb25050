// The admin area on `npm run demo`'s data set (issue 11), in English and in Arabic: the admin
// signs in with the sign-in the demo printed and walks every tab of a lived-in business: the
// customers, requests in every state, a lookup by a demo order number with its history, the
// plans, the threads, analytics over the 90 days, the settings with the demo's offers.

import { describe, expect, inject, it } from 'vitest';
import { adminLookupText } from './admin-lookup-text.ts';
import { adminRequestsText } from './admin-requests-text.ts';
import { settingsMoreText } from './admin-settings-more-text.ts';
import { chooseLanguage, chromiumForThisFile, expectNoViolations, newVisitor } from './browser.ts';
import { languages, screenText, type Language } from './screen-text.ts';

const browser = chromiumForThisFile();

describe.each(languages)('the admin area on the demo data, in %s', (language: Language) => {
  const text = { ...screenText[language], ...adminRequestsText[language], ...adminLookupText[language], withdraw: settingsMoreText[language].withdraw };

  it('signs in with the demo’s admin and finds every tab full of the demo’s business', async () => {
    const demo = inject('demo');
    const admin = await newVisitor(browser(), undefined, demo.baseUrl);
    const { page } = admin;
    await chooseLanguage(admin, language);
    await admin.open('/admin/login');
    await page.getByLabel(text.email).fill(demo.admin.email);
    await page.getByLabel(text.password, { exact: true }).fill(demo.admin.password);
    await page.getByRole('button', { name: text.login, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    // The admin's address is read whole on a phone: on a line of its own if need be, not broken at its hyphen.
    const address = page.locator('#main header').getByText(demo.admin.email, { exact: true });
    const linesOfAddress = await address.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
    });
    expect([demo.admin.email, linesOfAddress]).toEqual([expect.stringContaining('-'), 1]);

    const tab = async (name: string) => {
      await page.getByRole('tab', { name, exact: true }).click();
      await page.getByRole('tab', { name, selected: true }).waitFor();
    };
    // Users: the demo's customers, 25 to a page.
    await tab(text.usersTab);
    await expect.poll(() => page.getByTestId('user-row').count()).toBe(25);
    await expectNoViolations(admin, `Users on the demo data in ${language}`);

    // Requests: many, in many states; one's order number leads the Lookup to its history.
    await tab(text.requestsTab);
    // The demo's bookings are numbered by the server, from 1000 on.
    const order = page.locator('#main').getByText(/#\d{4,}\b/).first();
    await order.waitFor();
    const orderNumber = /#(\d{4,})/.exec((await order.textContent())!)![1]!;
    await tab(text.lookupTab);
    await page.getByLabel(text.searchBox).fill(orderNumber);
    await page.getByRole('button', { name: text.lookUp, exact: true }).click();
    await page.getByTestId('lookup-request').first().waitFor();
    await expect.poll(() => page.getByTestId('trail-entry').count()).toBeGreaterThan(0);
    await page.getByTestId('trail-entry').filter({ hasText: text.requestSubmitted }).first().waitFor();

    // Subscriptions, Messages, Analytics, Settings: each holds the demo's data.
    await tab(text.subscriptionsTab);
    await expect.poll(() => page.getByTestId('active-plan').count()).toBeGreaterThan(0);
    await tab(text.messagesTab);
    await expect.poll(() => page.getByTestId('chat-thread-row').count()).toBeGreaterThan(5);
    await tab(text.analyticsTab);
    await expect.poll(() => page.locator('#main canvas').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('request-revenue').textContent()).toMatch(/[1-9]/);
    await expectNoViolations(admin, `Analytics on the demo data in ${language}`);
    await tab(text.settingsTab);
    await page.getByRole('button', { name: text.withdraw }).first().waitFor();
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });
});
