// The admin's Users tab and a user's page against the built app and a real server, in both
// languages: customers found by an Arabic name typed with another letter form and by mobile,
// narrowed by plan; a customer's page; a suspension that signs the customer's open page out
// and refuses their sign-in until they are reinstated; the grant screen opened for them; a
// deleted customer kept in the list with nothing personal and nothing to do; axe.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminByApi, type AdminApi } from './admin-by-api.ts';
import { adminUsersText } from './admin-users-text.ts';
import { bookByApi, riyadhWorkingDate } from './booking-steps.ts';
import {
  customerIdOf,
  expectNoViolations,
  launchChromium,
  registeredByApi,
  saveScreenshot,
  toastSaying,
  visitorsOf,
} from './browser.ts';
import { languages, screenText, type Language } from './screen-text.ts';
import { baseUrl } from './file-server.ts';

let browser: Browser;
let adminApi: AdminApi;
beforeAll(async () => {
  browser = await launchChromium();
  adminApi = await adminByApi(browser);
});
afterAll(async () => {
  await adminApi.context.close();
  await browser.close();
});

const origin = () => new URL(baseUrl()).origin;

/** Latin digits written as Arabic-Indic ones, as an Arabic keyboard types them. */
const arabicIndic = (digits: string) => digits.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

describe.each(languages)('the admin Users tab, in %s', (language: Language) => {
  const text = adminUsersText[language];
  const screen = screenText[language];
  const { visitor, signedInAdmin } = visitorsOf(() => browser, language);

  async function registered(fullName: string) {
    const customer = await visitor();
    const person = await registeredByApi(customer, fullName);
    return { customer, person, userId: await customerIdOf(customer.page) };
  }

  const rows = (page: Page) => page.getByTestId('user-row');
  const rowOf = (page: Page, fullName: string) => rows(page).filter({ hasText: fullName });

  async function search(page: Page, query: string) {
    await page.getByLabel(text.searchUsers).fill(query);
  }

  it('opens first, finds a customer by an Arabic name typed with another letter form and by mobile, narrows by plan', async () => {
    // Each language's run has its own customers: the database is shared by the whole file.
    const arabicName = language === 'ar' ? 'أروى السبيعي' : 'إسراء العنزي';
    const typedName = language === 'ar' ? 'اروي السبيعي' : 'اسراء العنزي';
    const { person: withoutPlan } = await registered(arabicName);
    const { person: withPlan, userId: planHolder } = await registered(language === 'ar' ? 'Faisal Almutairi' : 'Majed Alghamdi');
    await adminApi.propose(`subscription-${planHolder}`, 'subscription.granted', { plan: 'vip', days: 30, maxVisits: 4, note: '', via: 'admin' });

    const admin = await signedInAdmin();
    const { page } = admin;
    await admin.open('/admin/dashboard');
    await page.waitForURL(/\/admin\/dashboard\?tab=users$/);
    const tab = page.getByRole('tab', { name: text.usersTab });
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    await rowOf(page, withPlan.fullName).waitFor();
    await page.getByText(text.pageOf).waitFor();
    await expectNoViolations(admin, `admin-users-${language}`);
    await saveScreenshot(page, `admin-users-${language}`, { fullPage: true });

    await search(page, typedName);
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).textContent()).toContain(withoutPlan.fullName);
    await page.getByRole('status').filter({ hasText: text.oneFound }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('find')).toBe(typedName);

    const typedMobile = language === 'ar' ? arabicIndic(withPlan.mobile) : withPlan.mobile;
    await search(page, typedMobile);
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).textContent()).toContain(withPlan.fullName);

    await page.getByLabel(text.plan).selectOption({ label: text.vip });
    await expect.poll(() => rowOf(page, withPlan.fullName).count()).toBe(1);
    await page.getByLabel(text.plan).selectOption({ label: text.noPlan });
    await page.getByText(text.noUsersMatch).waitFor();
    await search(page, withoutPlan.email);
    await expect.poll(() => rowOf(page, withoutPlan.fullName).count()).toBe(1);
    await page.getByLabel(text.plan).selectOption({ label: text.vip });
    await page.getByText(text.noUsersMatch).waitFor();
    expect(new URL(page.url()).searchParams.get('plan')).toBe('vip');

    // A reload keeps what the admin was looking at.
    await admin.open(new URL(page.url()).pathname + new URL(page.url()).search);
    expect(await page.getByLabel(text.searchUsers).inputValue()).toBe(withoutPlan.email);
    await page.getByText(text.noUsersMatch).waitFor();
  });

  it('opens a customer’s page; a suspension signs their open page out and refuses their sign-in until reinstated', async () => {
    const { customer, person, userId } = await registered(language === 'ar' ? 'ريما الشهري' : 'Rima Alshehri');
    const requestId = await bookByApi(customer.page, 'plumbing', riyadhWorkingDate(3));
    await adminApi.propose(`chat-user-${userId}`, 'chat.messageSent', { text: 'Welcome, how can we help?' });
    await customer.open('/dashboard');
    await customer.page.getByRole('heading', { name: screen.welcome(person.fullName) }).waitFor();

    const admin = await signedInAdmin();
    const { page } = admin;
    await admin.open('/admin/dashboard?tab=users');
    await search(page, person.email);
    await rowOf(page, person.fullName).getByRole('link', { name: person.fullName }).click();
    await page.waitForURL(`**/admin/users/${userId}`);
    await page.getByRole('heading', { name: person.fullName, level: 1 }).waitFor();
    const main = page.locator('#main');
    expect(await main.textContent()).toContain(person.storedMobile);
    expect(await main.textContent()).toContain(text.active);
    await page.getByRole('region', { name: text.history }).getByText(text.registered).waitFor();
    const requests = page.getByRole('region', { name: text.requests });
    expect(await requests.getByRole('link').getAttribute('href')).toBe(`/admin/dashboard?tab=requests&request=${requestId}`);
    const conversations = page.getByRole('region', { name: text.conversations });
    expect(await conversations.getByRole('link', { name: text.generalChat }).getAttribute('href')).toBe(`/admin/chat/user-${userId}`);
    await expectNoViolations(admin, `admin-user-${language}`);
    await saveScreenshot(page, `admin-user-${language}`, { fullPage: true });

    await page.getByLabel(text.reason).fill('Abusive messages');
    await page.getByRole('button', { name: text.suspend, exact: true }).click();
    await toastSaying(page, text.userSuspended);
    await page.getByRole('button', { name: text.reinstate }).waitFor();
    await page.getByRole('region', { name: text.history }).getByText('Abusive messages').waitFor();

    // The customer's open page hears that their session ended, and signs out.
    await customer.page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    await toastSaying(customer.page, text.loggedOut);
    const session = (await (await customer.page.request.get('/api/auth/session')).json()) as { user: unknown };
    expect(session.user).toBeNull();

    const signIn = () =>
      customer.page.request.post('/api/auth/login', {
        data: { identifier: person.email, password: person.password },
        headers: { origin: origin() },
      });
    const refused = await signIn();
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('accountSuspended');

    await page.getByRole('button', { name: text.reinstate }).click();
    await toastSaying(page, text.userReinstated);
    await page.getByRole('button', { name: text.suspend, exact: true }).waitFor();
    expect((await signIn()).status()).toBe(200);

    await page.getByRole('link', { name: text.grantSubscription }).click();
    await page.waitForURL(`**/admin/grant-subscription/${userId}`);
    expect(await page.getByLabel(text.grantUserId).inputValue()).toBe(userId);
  });

  it('keeps a deleted customer in the list as "Deleted customer": id and dates, nothing personal, nothing to act on, and in the register', async () => {
    const { customer, person, userId } = await registered(language === 'ar' ? 'هيفاء العتيبي' : 'Haifa Alotaibi');
    const deleted = await customer.page.request.post('/api/me/account-deletion', { data: { password: person.password }, headers: { origin: origin() } });
    expect(deleted.status()).toBe(200);

    const admin = await signedInAdmin();
    const { page } = admin;
    await admin.open('/admin/dashboard?tab=users');
    await search(page, userId);
    const row = rows(page).filter({ hasText: userId });
    await expect.poll(() => row.getAttribute('data-state')).toBe('erased');
    const shown = (await row.textContent()) ?? '';
    expect(shown).toContain(text.deletedCustomer);
    expect(shown).toContain(text.deleted);
    for (const trace of [person.fullName, person.email, person.storedMobile]) expect(shown).not.toContain(trace);
    expect(await row.locator('time').count()).toBe(2);
    expect(await row.getByRole('link').count()).toBe(0);
    expect(await row.getByRole('button').count()).toBe(0);
    const register = page.getByTestId('privacy-requests');
    await register.getByRole('heading', { name: text.privacyRequests }).waitFor();
    expect(await register.locator('tr[data-kind="deletion"]', { hasText: text.deletedCustomer }).count()).toBeGreaterThan(0);
    expect(await page.locator('#main').textContent()).not.toContain(person.fullName);
    await expectNoViolations(admin, `admin-users-deleted-${language}`);

    await admin.open(`/admin/users/${userId}`);
    await page.getByRole('heading', { level: 1, name: text.deletedCustomer }).waitFor();
    const erasedPage = page.locator('article[data-state="erased"]');
    expect(await erasedPage.textContent()).toContain(userId);
    for (const trace of [person.fullName, person.email, person.storedMobile]) expect(await erasedPage.textContent()).not.toContain(trace);
    expect(await erasedPage.getByRole('button').count()).toBe(0);
    expect(await erasedPage.getByRole('link').allTextContents()).toEqual([text.backToUsers]);
    await expectNoViolations(admin, `admin-user-deleted-page-${language}`);
  });

  it('says so for a user id nobody has, with the way back to the Users tab', async () => {
    const admin = await signedInAdmin();
    const { page } = admin;
    await admin.open('/admin/users/99999');
    await page.getByRole('heading', { name: text.userNotFound }).waitFor();
    await page.getByRole('link', { name: text.backToUsers }).click();
    await page.waitForURL(/\/admin\/dashboard\?tab=users$/);
  });
});
