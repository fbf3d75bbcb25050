// The admin's Analytics tab against the built app and a real server, in both languages: a
// customer with an Arabic name books through the API, the admin offers, the customer accepts
// one offer and pays it; the tab's charts draw, their figures tables hold what the log says
// for today and the last 30 days, a range ending before it starts is refused, the chosen days
// stay in the URL, and both spreadsheets download as UTF-8 with a BOM, the expected header and
// the Arabic name intact, the requests one holding the chosen days' requests only.
// The chart library is loaded with this tab only: customer pages never fetch it.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminAnalyticsText } from './admin-analytics-text.ts';
import { adminByApi, signInAdminByApi } from './admin-by-api.ts';
import { bookByApi, riyadhDate, riyadhWorkingDate } from './booking-steps.ts';
import {
  chooseLanguage,
  chromiumForThisFile,
  expectNoViolations,
  registeredByApi,
  saveScreenshot,
  visitorsOf,
} from './browser.ts';
import { acceptOfferByApi, payByApi } from './checkout-steps.ts';
import { languages } from './screen-text.ts';

const browser = chromiumForThisFile();

const analyticsChunk = /\/assets\/AnalyticsTab-[^/]+\.(js|css)$/;

interface LoggedEvent {
  stream: string;
  type: string;
  data: { services?: string[]; amountHalalas?: number };
  at: string;
}

const riyadhDayOf = (at: string) => new Date(Date.parse(at) + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The figures the tab should show, worked out here from the admin's whole catch-up. */
function expectedFigures(events: readonly LoggedEvent[]) {
  const today = riyadhDate(0);
  const from = riyadhDate(-29);
  const inRange = events.filter((event) => riyadhDayOf(event.at) >= from && riyadhDayOf(event.at) <= today);
  const of = (type: string) => inRange.filter((event) => event.type === type);
  const submitted = of('request.submitted');
  return {
    requestsToday: submitted.filter((event) => riyadhDayOf(event.at) === today).length,
    plumbing: submitted.filter((event) => event.data.services?.includes('plumbing')).length,
    electrical: submitted.filter((event) => event.data.services?.includes('electrical')).length,
    accepted: of('request.offerAccepted').length,
    rejected: of('request.offerRejected').length,
    requestRevenueHalalas: of('request.paid').reduce((sum, event) => sum + (event.data.amountHalalas ?? 0), 0),
  };
}

/** RFC 4180: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at]!;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') (cell += '"'), (at += 1);
      else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') row.push(cell), (cell = '');
    else if (char === '\r' && text[at + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      (row = []), (cell = ''), (at += 1);
    } else cell += char;
  }
  return rows;
}

/** Clicks a download button and reads the file the browser saved. */
async function downloaded(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

describe.each(languages)('the admin Analytics tab, in %s', (language) => {
  const text = adminAnalyticsText[language];
  const { visitor, signedInAdmin } = visitorsOf(browser);

  /** Every asset path a page fetches from now on. */
  function assetsFetchedBy(page: Page): string[] {
    const paths: string[] = [];
    page.on('request', (request) => paths.push(new URL(request.url()).pathname));
    return paths;
  }

  it('draws the charts with today’s figures, refuses a range ending before it starts, keeps the chosen days in the URL, and downloads both spreadsheets', async () => {
    const customer = await visitor();
    const customerAssets = assetsFetchedBy(customer.page);
    await chooseLanguage(customer, language);
    const fullName = language === 'ar' ? 'سلمى القحطاني' : 'ريم الشمري';
    const person = await registeredByApi(customer, fullName);
    const date = riyadhWorkingDate(2);
    const [paid, offered] = [await bookByApi(customer.page, 'plumbing', date), await bookByApi(customer.page, 'plumbing', date)];
    await bookByApi(customer.page, 'electrical', date);
    const adminApi = await adminByApi(browser());
    await adminApi.makeOffer(paid, 15_050, 'Parts included');
    await adminApi.makeOffer(offered, 9_900, '');
    await acceptOfferByApi(customer.page, paid);
    await payByApi(customer.page, paid);
    const session = (await (await customer.page.request.get('/api/auth/session')).json()) as { user: { id: string } };
    await adminApi.propose(`subscription-${session.user.id}`, 'subscription.granted', { plan: 'vip', days: 30, maxVisits: 4, note: '', via: 'admin' });
    const expected = expectedFigures((await adminApi.events()) as unknown as LoggedEvent[]);
    await adminApi.context.close();
    expect(expected.requestsToday).toBeGreaterThanOrEqual(3);

    // A customer's pages never fetch the chart library.
    await customer.open('/dashboard');
    await customer.page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(customerAssets.filter((path) => analyticsChunk.test(path))).toEqual([]);

    const admin = await visitor();
    const { page } = admin;
    const adminAssets = assetsFetchedBy(page);
    await chooseLanguage(admin, language);
    await signInAdminByApi(admin.context);
    await admin.open('/admin/dashboard?tab=users');
    await expect.poll(() => page.getByRole('tab', { name: text.usersTab }).getAttribute('aria-selected')).toBe('true');
    expect(adminAssets.filter((path) => analyticsChunk.test(path))).toEqual([]);
    await page.getByRole('tab', { name: text.analyticsTab }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('analytics');
    for (const title of [text.requestsPerDay, text.requestsPerService, text.revenuePerDay, text.activePlansPerDay]) {
      await page.getByRole('img', { name: title, exact: true }).locator('canvas').waitFor();
    }
    expect(adminAssets.filter((path) => analyticsChunk.test(path)).length).toBeGreaterThan(0);

    // The default range: the last 30 Riyadh days, today last.
    expect(await page.getByLabel(text.from, { exact: true }).inputValue()).toBe(riyadhDate(-29));
    expect(await page.getByLabel(text.to, { exact: true }).inputValue()).toBe(riyadhDate(0));
    const figures = (title: string) => page.getByRole('table', { name: title, exact: true });
    const open = (title: string) => page.getByRole('figure', { name: title, exact: true }).getByText(text.showFigures).click();
    await open(text.requestsPerDay);
    await expect.poll(() => figures(text.requestsPerDay).locator('tbody tr').count()).toBe(30);
    const today = figures(text.requestsPerDay).locator('tbody tr').last().locator('td');
    await expect.poll(() => today.textContent()).toBe(String(expected.requestsToday));
    await open(text.requestsPerService);
    const serviceRow = (service: string) =>
      figures(text.requestsPerService).locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: service, exact: true }) }).locator('td');
    await expect.poll(() => serviceRow(text.plumbing).textContent()).toBe(String(expected.plumbing));
    expect(await serviceRow(text.electrical).textContent()).toBe(String(expected.electrical));
    expect(await page.getByTestId('offer-acceptance').textContent()).toContain(text.acceptedRejected(expected.accepted, expected.rejected));
    const riyals = new Intl.NumberFormat(`${language}-u-nu-latn`, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(expected.requestRevenueHalalas / 100);
    expect(await page.getByTestId('request-revenue').textContent()).toContain(riyals);
    await open(text.revenuePerDay);
    await open(text.activePlansPerDay);
    const plansToday = figures(text.activePlansPerDay).locator('tbody tr').last().locator('td');
    await expect.poll(async () => Number(await plansToday.textContent())).toBeGreaterThanOrEqual(1);
    await expectNoViolations(admin, `the Analytics tab in ${language}`);
    await saveScreenshot(page, `admin-analytics-${language}`, { fullPage: true });

    // From after To: refused, with no chart until the range is right again.
    await page.getByLabel(text.from, { exact: true }).fill(riyadhDate(1));
    await page.getByRole('alert').filter({ hasText: text.fromAfterTo }).waitFor();
    expect(await page.locator('#main canvas').count()).toBe(0);
    await expectNoViolations(admin, `the Analytics tab refusing a range in ${language}`);
    await page.getByLabel(text.from, { exact: true }).fill(riyadhDate(-6));
    await page.getByRole('img', { name: text.requestsPerDay, exact: true }).locator('canvas').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);

    // The chosen days are in the URL: a reload keeps them.
    const searchParam = (name: string) => new URL(page.url()).searchParams.get(name);
    await expect.poll(() => searchParam('from')).toBe(riyadhDate(-6));
    expect(searchParam('to')).toBe(riyadhDate(0));
    await page.reload();
    await page.getByRole('img', { name: text.requestsPerDay, exact: true }).locator('canvas').waitFor();
    expect(await page.getByLabel(text.from, { exact: true }).inputValue()).toBe(riyadhDate(-6));
    expect(await page.getByLabel(text.to, { exact: true }).inputValue()).toBe(riyadhDate(0));

    // The requests spreadsheet holds the requests of the chosen days: none of today's while they end yesterday.
    const linesOf = (file: { bytes: Buffer }) => parseCsv(new TextDecoder('utf-8', { fatal: true }).decode(file.bytes.subarray(3)));
    await page.getByLabel(text.to, { exact: true }).fill(riyadhDate(-1));
    await expect.poll(() => searchParam('to')).toBe(riyadhDate(-1));
    const untilYesterday = await downloaded(page, text.downloadRequests);
    expect(untilYesterday.name).toBe(`requests-${riyadhDate(-6)}-to-${riyadhDate(-1)}.csv`);
    expect(linesOf(untilYesterday).filter((line) => line[4] === person.email)).toEqual([]);
    await page.getByLabel(text.to, { exact: true }).fill(riyadhDate(0));

    const requests = await downloaded(page, text.downloadRequests);
    expect(requests.name).toBe(`requests-${riyadhDate(-6)}-to-${riyadhDate(0)}.csv`);
    expect([...requests.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const requestLines = linesOf(requests);
    expect(requestLines[0]).toEqual(text.requestsHeader);
    const paidLine = requestLines.find((line) => line[0] === paid.replace(/-/g, '').slice(-6).toUpperCase());
    expect(paidLine?.slice(3, 6)).toEqual([fullName, person.email, `'${person.storedMobile}`]);
    expect(paidLine?.slice(6, 9)).toEqual([text.plumbing, text.paid, '150.50']);
    expect(requestLines.filter((line) => line[4] === person.email)).toHaveLength(3);

    const users = await downloaded(page, text.downloadUsers);
    expect([...users.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const userLines = linesOf(users);
    expect(userLines[0]).toEqual(text.usersHeader);
    const userLine = userLines.find((line) => line[2] === person.email);
    expect(userLine?.[1]).toBe(fullName);
    expect(userLine?.[4]).toBe(text.vip);
    expect(userLine?.[6]).toBe('3');
  });
});
