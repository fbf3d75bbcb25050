
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

  async function fillRegistration(customer: ReturnType<typeof newCustomer>, mobile: string, email = customer.email) {
    const { page } = visitor;
    await page.getByLabel(text.fullName).fill(customer.fullName);
    await page.getByLabel(text.mobile).fill(mobile);
    await page.getByLabel(text.email).fill(email);
    await page.getByLabel(text.password).fill(customer.password);
    await page.getByLabel(text.acceptPrivacyNotice).check();
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
    await page.getByRole('button', { name: text.createAccount, exact: true }).click();
    await toastSaying(page, text.registrationFailed);
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

  it('shows all five problems of an empty registration after one submit, in our words, beside each field', async () => {
    visitor = await newVisitor(browser());
    const { page } = visitor;
    await chooseLanguage(visitor, language);
    await page.getByRole('button', { name: text.getStarted }).click();
    await page.getByRole('button', { name: text.createAccount, exact: true }).click();

    await toastSaying(page, text.registrationFailed);
    const problems = page.getByTestId('field-problem');
    await problems.nth(4).waitFor();
    expect(await problems.allTextContents()).toEqual([
      text.fullNameRequired,
      text.mobileOrEmailRequired,
      text.mobileOrEmailRequired,
      text.passwordRequired,
      text.privacyNoticeNotAccepted,
    ]);
    for (const label of [text.fullName, text.mobile, text.email, text.password, text.acceptPrivacyNotice]) {
      expect(await page.getByLabel(label).getAttribute('aria-invalid')).toBe('true');
    }
    // The browser's own bubble ("Please fill out this field.") never shows: the form is ours to judge.
    expect(await page.locator('form').first().evaluate((form) => (form as HTMLFormElement).noValidate)).toBe(true);
    if (language === 'ar') expect(await problems.allTextContents()).not.toContain('Please fill out this field.');
  });

  it('registers with a mobile only and signs in with it, and another customer with an email only', async () => {
    visitor = await newVisitor(browser());
    const { page } = visitor;
    await chooseLanguage(visitor, language);
    const withMobile = newCustomer(language === 'ar' ? 'سعد الدوسري' : 'Saad Aldossari');
    await page.getByRole('button', { name: text.getStarted }).click();
    await fillRegistration(withMobile, withMobile.mobile, '');
    await page.waitForURL('**/dashboard');
    await page.locator('#main').getByRole('button', { name: text.logout }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await login(withMobile.mobile, withMobile.password);
    await page.getByRole('heading', { name: text.welcome(withMobile.fullName) }).waitFor();
    await page.locator('#main').getByRole('button', { name: text.logout }).click();
    await page.waitForURL((url) => url.pathname === '/');

    const withEmail = newCustomer(language === 'ar' ? 'ريم الشمري' : 'Reem Alshammari');
    await page.getByRole('button', { name: text.getStarted }).click();
    await fillRegistration(withEmail, '');
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: text.welcome(withEmail.fullName) }).waitFor();
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
