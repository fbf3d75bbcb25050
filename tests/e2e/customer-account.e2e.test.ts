
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage, chromiumForThisFile, newCustomer, newVisitor, toastSaying, type Visitor } from './browser.ts';
import { languages, screenText } from './screen-text.ts';

const arabicIndic = (digits: string) => digits.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);

const browser = chromiumForThisFile();

describe.each(languages)('a customer account, in %s', (language) => {
  const text = screenText[language];
  let visitor: Visitor;
  afterEach(async () => {
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  async function fillRegistration(customer: ReturnType<typeof newCustomer>, mobile: string) {
    const { page } = visitor;
    await page.getByLabel(text.fullName).fill(customer.fullName);
    await page.getByLabel(text.mobile).fill(mobile);
    await page.getByLabel(text.email).fill(customer.email);
    await page.getByLabel(text.password).fill(customer.password);
    await page.getByRole('button', { name: text.createAccount, exact: true }).click();
  }

  async function login(identifier: string, password: string) {
    const { page } = visitor;
    await page.getByLabel(text.identifier).fill(identifier);
    await page.getByLabel(text.password).fill(password);
    await page.locator('form').getByRole('button', { name: text.login, exact: true }).click();
  }

  /** A new visitor who registers through the form, reaches the dashboard and logs out again. */
  async function registeredAndLoggedOut(fullName: string) {
    visitor = await newVisitor(browser());
    const { page } = visitor;
    const customer = newCustomer(fullName);
    await chooseLanguage(visitor, language);
    await page.getByRole('button', { name: text.getStarted }).click();
    await fillRegistration(customer, customer.mobile);
    await page.waitForURL('**/dashboard');
    await page.locator('#main').getByRole('button', { name: text.logout }).click();
    await page.waitForURL((url) => url.pathname === '/');
    return { page, customer };
  }

  it('registers, reaches the dashboard, logs out, logs in by mobile, and is throttled after repeated wrong passwords', async () => {
    visitor = await newVisitor(browser());
    const { page } = visitor;
    const customer = newCustomer(language === 'ar' ? 'نورة القحطاني' : 'Noura Alqahtani');
    await chooseLanguage(visitor, language);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');

    await page.getByRole('button', { name: text.getStarted }).click();
    await fillRegistration(customer, '');
    await toastSaying(page, text.mobileRequired);
    expect(new URL(page.url()).pathname).toBe('/');

    await fillRegistration(customer, customer.mobile);
    await toastSaying(page, text.accountCreated);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: text.welcome(customer.fullName) }).waitFor();

    await page.getByRole('button', { name: text.accountMenu(customer.fullName) }).click();
    await page.getByRole('banner').getByRole('button', { name: text.logout }).click();
    await toastSaying(page, text.loggedOut);
    await page.waitForURL((url) => url.pathname === '/');

    // Typed the way a phone keyboard in Arabic types it: Arabic-Indic digits.
    const typedMobile = language === 'ar' ? arabicIndic(customer.mobile) : customer.mobile;
    await login(typedMobile, customer.password);
    await toastSaying(page, text.welcomeBack);
    await page.waitForURL('**/dashboard');

    await page.locator('#main').getByRole('button', { name: text.logout }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await login(customer.email, 'not the password');
    await toastSaying(page, text.invalidCredentials);
    expect(await page.getByTestId('toast').textContent()).toContain(text.loginFailed);
    expect(new URL(page.url()).pathname).toBe('/');

    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await page.getByTestId('toast').getByRole('button').last().click();
      await login(customer.mobile, `wrong ${attempt}`);
      await toastSaying(page, text.invalidCredentials);
    }
    await login(customer.email, customer.password);
    await toastSaying(page, text.tooManyAttempts);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('refuses a second account with the same email and offers to log in instead', async () => {
    const { page, customer } = await registeredAndLoggedOut('Faisal Alharbi');

    await page.getByRole('button', { name: text.getStarted }).click();
    await fillRegistration({ ...customer, fullName: 'Someone Else' }, newCustomer('x').mobile);
    await toastSaying(page, text.accountExists);
    await page.getByTestId('toast').getByRole('button', { name: text.logInInstead }).click();
    await page.getByLabel(text.identifier).waitFor();
    await login(customer.email, customer.password);
    await page.getByRole('heading', { name: text.welcome(customer.fullName) }).waitFor();
  });

  it('sends a signed-out visitor of /dashboard to sign in, then back to /dashboard', async () => {
    const { page, customer } = await registeredAndLoggedOut('Omar Alotaibi');

    await visitor.open('/dashboard');
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('redirect') === '/dashboard');
    await login(customer.email, customer.password);
    await page.waitForURL('**/dashboard');
  });
});
