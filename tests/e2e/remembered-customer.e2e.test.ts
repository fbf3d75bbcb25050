// A customer this device remembers opens the app while the server's answer on who is signed
// in is held: their dashboard is drawn from the device at once, and nothing is sent. When the
// answer then says nobody is signed in, the device forgets them: their log is wiped, "Logged
// out" is said, and they are at /. A logout tapped before the answer logs out as any other
// (decision 42). In both languages.
import type { Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumForThisFile, customerIdOf, expectNoViolations, registeredByApi, toastSaying, visitorsOf } from './browser.ts';
import { deviceKeeps } from './device-keeps.ts';
import { baseUrl } from './file-server.ts';
import { languages, screenText } from './screen-text.ts';

const browser = chromiumForThisFile();

describe.each(languages)('a customer this device remembers, in %s', (language) => {
  const text = screenText[language];
  const { visitor } = visitorsOf(browser, language);

  /** Signed in and on the dashboard once, then the app opened again with the session answer held; what the page asked of /api/events meanwhile. */
  async function openedWithSessionAnswerHeld(name: string) {
    const customer = await visitor();
    const registered = await registeredByApi(customer, name);
    const userId = await customerIdOf(customer.page);
    await customer.open('/dashboard');
    await expect.poll(() => deviceKeeps(customer.page, userId)).toEqual({ log: true, named: true });

    const { page } = customer;
    const heldSession = new Promise<Route>((resolve) => void page.route('**/api/auth/session', resolve));
    const syncAsked: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/events')) syncAsked.push(request);
    });
    await customer.open('/dashboard');
    return { customer, registered, userId, heldSession, syncAsked };
  }

  it('draws the dashboard from the device before the server answers; when the server says nobody is signed in, wipes the device, says so and goes to /', async () => {
    // Given a customer this device remembers, opening the app while the session answer is held
    const { customer, registered, userId, heldSession, syncAsked } = await openedWithSessionAnswerHeld(language === 'ar' ? 'سارة القحطاني' : 'Sara Alqahtani');
    const { page } = customer;

    // Then their dashboard shows, and nothing is synced
    await page.getByRole('heading', { name: text.welcome(registered.fullName) }).waitFor();
    await heldSession;
    expect(page.url()).toMatch(/\/dashboard$/);
    expect(syncAsked).toEqual([]);
    await expectNoViolations(customer, `the dashboard from the device (${language})`);

    // When their session has ended on the server, and the answer says so
    const origin = { origin: new URL(baseUrl()).origin };
    expect((await page.request.post('/api/auth/logout', { data: {}, headers: origin })).status()).toBe(200);
    const answer = await page.request.get('/api/auth/session');
    await (await heldSession).fulfill({ response: answer });

    // Then the device forgets them, says they are logged out and shows /
    await toastSaying(page, text.loggedOut);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByLabel(text.identifier).waitFor();
    await expect.poll(() => deviceKeeps(page, userId)).toEqual({ log: false, named: false });
    expect(syncAsked).toEqual([]);
    await expectNoViolations(customer, `/ after the device forgot the customer (${language})`);
  });

  it('logs out cleanly when Logout is tapped before the server answers', async () => {
    // Given a customer this device remembers, on their dashboard while the session answer is held
    const { customer, registered, userId, heldSession } = await openedWithSessionAnswerHeld(language === 'ar' ? 'فهد العتيبي' : 'Fahad Alotaibi');
    const { page } = customer;
    await page.getByRole('heading', { name: text.welcome(registered.fullName) }).waitFor();

    // When they tap Logout
    await page.locator('#main').getByRole('button', { name: text.logout }).click();

    // Then they are logged out on the server and on this device, and at /
    await toastSaying(page, text.loggedOut);
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => deviceKeeps(page, userId)).toEqual({ log: false, named: false });
    const session = (await (await page.request.get('/api/auth/session')).json()) as { user: unknown };
    expect(session.user).toBeNull();

    // And the late answer changes nothing
    await (await heldSession).fulfill({ response: await page.request.get('/api/auth/session') });
    await page.getByLabel(text.identifier).waitFor();
    expect(page.url()).toMatch(/\/$/);
  });
});
