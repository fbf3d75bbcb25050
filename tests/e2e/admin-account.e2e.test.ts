import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { registeredCustomer } from './booking-steps.ts';
import { chooseLanguage, chromiumForThisFile, newVisitor, toastSaying, type Visitor } from './browser.ts';
import { e2eAdmin } from './e2e-admin.ts';
import { languages, screenText } from './screen-text.ts';

/** The dashboard opens on its first tab, named in the URL. */
const adminDashboard = /\/admin\/dashboard\?tab=users$/;

const browser = chromiumForThisFile();

describe.each(languages)('the admin area, in %s', (language) => {
  const text = screenText[language];
  let visitor: Visitor;
  afterEach(async () => {
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  async function adminLogin(email: string, password: string) {
    const { page } = visitor;
    await page.getByLabel(text.email).fill(email);
    await page.getByLabel(text.password).fill(password);
    await page.locator('form').getByRole('button', { name: text.login, exact: true }).click();
  }

  it('keeps a signed-out visitor out of /admin and /admin/dashboard, signs the admin in and out', async () => {
    visitor = await newVisitor(browser());
    const { page } = visitor;
    await chooseLanguage(visitor, language);

    await visitor.open('/admin');
    await page.waitForURL('**/admin/login');
    await visitor.open('/admin/dashboard');
    await page.waitForURL('**/admin/login');
    await expectAdminTopBar(page);
    const refused = await page.request.get('/api/admin/session');
    expect(refused.status()).toBe(401);

    await adminLogin(e2eAdmin.email, 'not the password');
    await toastSaying(page, text.invalidAdminCredentials);
    expect(await page.getByTestId('toast').textContent()).toContain(text.loginFailed);
    expect(new URL(page.url()).pathname).toBe('/admin/login');

    await adminLogin(e2eAdmin.email, e2eAdmin.password);
    await page.waitForURL(adminDashboard);
    await page.getByRole('heading', { name: text.adminDashboard }).waitFor();
    expect(await page.locator('#main').textContent()).toContain(e2eAdmin.email);

    await visitor.open('/admin');
    await page.waitForURL(adminDashboard);
    await expectAdminTopBar(page, true);

    await page.locator('#main').getByRole('button', { name: text.logout }).click();
    await page.waitForURL('**/admin/login');
    await visitor.open('/admin/dashboard');
    await page.waitForURL('**/admin/login');
  });

  /**
   * The admin area's top bar: the logo leads to the admin's home, no customer Login or menu;
   * a signed-in admin has the language switch there (the sign-in page keeps its own).
   */
  async function expectAdminTopBar(page: Page, signedIn = false) {
    const banner = page.getByRole('banner');
    if (signedIn) await banner.getByRole('button').waitFor();
    expect(await banner.getByRole('link', { name: text.homeLink }).getAttribute('href')).toBe('/admin');
    expect(await banner.getByRole('link').count()).toBe(1);
    expect(await banner.getByRole('button').allTextContents()).toEqual(signedIn ? [language === 'ar' ? 'English' : 'العربية'] : []);
  }

  it('shows the admin shortcut outside the admin area: the login label, then the dashboard once signed in', async () => {
    visitor = await newVisitor(browser());
    const { page } = visitor;
    await chooseLanguage(visitor, language);
    await page.getByRole('link', { name: text.adminLogin }).last().click();
    await page.waitForURL('**/admin/login');
    await page.getByRole('link', { name: text.backToUserLogin }).waitFor();
    await adminLogin(e2eAdmin.email, e2eAdmin.password);
    await page.waitForURL(adminDashboard);

    await visitor.open('/');
    await page.getByRole('link', { name: text.adminDashboard }).click();
    await page.waitForURL(adminDashboard);
  });

  it('refuses the admin area to a signed-in customer, in the browser and on the server', async () => {
    visitor = await newVisitor(browser());
    const { page } = visitor;
    await registeredCustomer(visitor, language, 'Sara Alshehri');

    await visitor.open('/admin/dashboard');
    await page.waitForURL('**/admin/login');
    await expectAdminTopBar(page);
    const refused = await page.request.get('/api/admin/session');
    expect(refused.status()).toBe(403);
  });
});
