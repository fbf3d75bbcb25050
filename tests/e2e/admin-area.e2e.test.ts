// The admin area on a laptop and a phone, in both languages: the language switch of the admin's
// top bar; the grant screen opened from a customer's page, their name, email and mobile filled
// in and 'Sync' explained; eight customers' cards on a 1366x768 screen; the Settings forms as
// wide in Arabic as in English.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInAdminByApi } from './admin-by-api.ts';
import { adminUsersText } from './admin-users-text.ts';
import { chooseLanguage, customerIdOf, expectNoViolations, launchChromium, newVisitor, registeredByApi, type Visitor } from './browser.ts';
import { languages, type Language } from './screen-text.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const laptop = { width: 1366, height: 768 };
const otherThan = (language: Language): Language => (language === 'ar' ? 'en' : 'ar');

const words = {
  en: {
    languageButton: 'English',
    adminDashboard: 'Admin Dashboard',
    settingsTab: 'Settings',
    fullName: 'Full Name',
    email: 'Email Address',
    phone: 'Phone Number',
    sync: 'Sync',
    syncExplained: 'Brings the customer list up to date with the server, so a customer who has just signed up can be found.',
  },
  ar: {
    languageButton: 'العربية',
    adminDashboard: 'لوحة تحكم المشرف',
    settingsTab: 'الإعدادات',
    fullName: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    phone: 'رقم الجوال',
    sync: 'مزامنة',
    syncExplained: 'يحدّث قائمة العملاء من الخادم، ليمكن العثور على عميل سجّل للتو.',
  },
} satisfies Record<Language, Record<string, string>>;

describe.each(languages)('the admin area, in %s', (language) => {
  const text = words[language];
  const usersText = adminUsersText[language];
  const visitors: Visitor[] = [];
  afterEach(async () => {
    for (const visitor of visitors.splice(0)) {
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    }
  });

  async function visitor(viewport?: { width: number; height: number }): Promise<Visitor> {
    const opened = await newVisitor(browser, viewport);
    visitors.push(opened);
    await chooseLanguage(opened, language);
    return opened;
  }

  async function signedInAdmin(viewport?: { width: number; height: number }): Promise<Visitor> {
    const admin = await visitor(viewport);
    await signInAdminByApi(admin.context);
    return admin;
  }

  /** Switches language with the admin top bar's button, and waits for the page to follow. */
  async function switchLanguage(page: Page, to: Language) {
    await page.getByRole('banner').getByRole('button', { name: words[to].languageButton, exact: true }).click();
    await page.waitForFunction((lang) => document.documentElement.lang === lang, to);
  }

  it('switches language from the top bar on the dashboard, and the choice holds on the next page', async () => {
    const admin = await signedInAdmin();
    const { page } = admin;
    await admin.open('/admin/dashboard');
    await page.getByRole('heading', { name: text.adminDashboard, level: 1 }).waitFor();
    const other = otherThan(language);
    await switchLanguage(page, other);
    await page.getByRole('heading', { name: words[other].adminDashboard, level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(other === 'ar' ? 'rtl' : 'ltr');
    await admin.open('/admin/grant-subscription');
    await page.getByRole('button', { name: words[other].sync }).waitFor();
    await switchLanguage(page, language);
    await page.getByRole('button', { name: text.sync }).waitFor();
  });

  it('opens the grant screen from a customer’s page with their name, email and mobile filled in, and says what Sync does', async () => {
    const customer = await visitor();
    const person = await registeredByApi(customer, language === 'ar' ? 'هيفاء الدوسري' : 'Haifa Aldosari');
    const userId = await customerIdOf(customer.page);

    const admin = await signedInAdmin();
    const { page } = admin;
    await admin.open(`/admin/users/${userId}`);
    await page.getByRole('link', { name: usersText.grantSubscription }).click();
    await page.waitForURL(`**/admin/grant-subscription/${userId}`);
    await expect.poll(() => page.getByLabel(text.fullName).inputValue(), { timeout: 15_000 }).toBe(person.fullName);
    expect(await page.getByLabel(text.email).inputValue()).toBe(person.email);
    expect(await page.getByLabel(text.phone).inputValue()).toBe(person.storedMobile);
    expect(await page.getByLabel(usersText.grantUserId).inputValue()).toBe(userId);

    const sync = page.getByRole('button', { name: text.sync });
    const description = await sync.evaluate((button) =>
      (button.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim(),
    );
    expect(description).toBe(text.syncExplained);
    await expectNoViolations(admin, `admin-grant-for-customer-${language}`);
  });

  it('shows eight customers’ cards at once on a 1366x768 laptop screen', async () => {
    const customer = await visitor();
    for (let index = 0; index < 8; index += 1) await registeredByApi(customer, `${language === 'ar' ? 'عميل' : 'Customer'} ${index + 1}`);

    const admin = await signedInAdmin(laptop);
    const { page } = admin;
    await admin.open('/admin/dashboard?tab=users');
    const cards = page.getByTestId('user-row');
    await cards.nth(7).waitFor();
    // The list scrolled to its first card, just below the fixed top bar.
    const barBottom = (await page.getByRole('banner').boundingBox())!.height;
    const firstTop = (await cards.first().boundingBox())!.y;
    await page.evaluate((by) => window.scrollBy(0, by), firstTop - barBottom - 8);
    const boxes = await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map(({ top, bottom }) => ({ top, bottom })));
    const wholeInView = boxes.filter((box) => box.top >= barBottom && box.bottom <= laptop.height);
    expect(wholeInView.length, JSON.stringify(boxes.slice(0, 10))).toBeGreaterThanOrEqual(8);
  });

  it('lays the Settings forms out across the whole panel, as wide in Arabic as in English', async () => {
    const admin = await signedInAdmin(laptop);
    const { page } = admin;
    await admin.open('/admin/dashboard?tab=settings');
    const boxesOf = async (settings: string) => {
      await page.getByRole('tab', { name: settings, selected: true }).waitFor();
      const forms = page.getByRole('tabpanel').locator('form');
      await forms.first().waitFor();
      return forms.evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map(({ left, right }) => ({ left: Math.round(left), right: Math.round(right) })));
    };
    const spanOf = (boxes: { left: number; right: number }[]) => Math.max(...boxes.map((box) => box.right)) - Math.min(...boxes.map((box) => box.left));
    const here = await boxesOf(text.settingsTab);
    const other = otherThan(language);
    await switchLanguage(page, other);
    const there = await boxesOf(words[other].settingsTab);
    const [english, arabic] = language === 'en' ? [here, there] : [there, here];
    const widths = (boxes: { left: number; right: number }[]) => boxes.map((box) => box.right - box.left);
    expect(widths(arabic)).toEqual(widths(english));
    const panel = Math.round((await page.getByRole('tabpanel').boundingBox())!.width);
    expect(spanOf(arabic), 'the Arabic forms span the panel').toBeGreaterThanOrEqual(panel - 1);
    expect(spanOf(english), 'the English forms span the panel').toBeGreaterThanOrEqual(panel - 1);
  });
});
