
import { afterEach, describe, expect, it } from 'vitest';
import { registeredCustomer } from './booking-steps.ts';
import { chromiumForThisFile, newCustomer, newVisitor, toastSaying, type Visitor } from './browser.ts';
import { languages, screenText } from './screen-text.ts';
import { baseUrl } from './file-server.ts';

const browser = chromiumForThisFile();

describe.each(languages)('account settings, in %s', (language) => {
  const text = screenText[language];
  let visitor: Visitor;
  afterEach(async () => {
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  it('edits the profile from the avatar menu, refuses a taken or foreign mobile, and changes the password', async () => {
    const someoneElse = newCustomer('Someone Else');
    visitor = await newVisitor(browser());
    const { page } = visitor;
    const registered = await page.request.post('/api/auth/register', {
      data: { fullName: someoneElse.fullName, mobile: someoneElse.mobile, email: someoneElse.email, password: someoneElse.password, privacyNoticeAccepted: true },
      headers: { origin: baseUrl() },
    });
    expect(registered.status()).toBe(201);
    await visitor.context.clearCookies();

    const customer = await registeredCustomer(visitor, language, language === 'ar' ? 'لمى الزهراني' : 'Lama Alzahrani');
    await page.getByRole('button', { name: text.accountMenu(customer.fullName) }).click();
    await page.getByRole('banner').getByRole('link', { name: text.settings }).click();
    await page.waitForURL('**/settings');
    await page.getByRole('heading', { name: text.accountSettings }).waitFor();

    const newName = `${customer.fullName} B`;
    await page.getByLabel(text.fullName).fill(newName);
    await page.getByRole('button', { name: text.saveChanges }).click();
    await toastSaying(page, text.profileUpdated);

    await page.getByLabel(text.mobile).fill('+14155550100');
    await page.getByRole('button', { name: text.saveChanges }).click();
    await page.getByTestId('form-error').filter({ hasText: text.invalidMobile }).waitFor();

    await page.getByLabel(text.mobile).fill(someoneElse.mobile);
    await page.getByRole('button', { name: text.saveChanges }).click();
    await toastSaying(page, text.accountTaken);
    await page.waitForFunction((mobile) => (document.querySelector('input[type="tel"]') as HTMLInputElement | null)?.value === mobile, customer.storedMobile);

    await page.getByLabel(text.currentPassword).fill('not my password');
    await page.getByLabel(text.newPassword).fill('a brand new secret');
    await page.getByRole('button', { name: text.changePassword }).click();
    await page.getByTestId('password-error').filter({ hasText: text.wrongCurrentPassword }).waitFor();
    await page.getByLabel(text.currentPassword).fill(customer.password);
    await page.getByLabel(text.newPassword).fill('a brand new secret');
    await page.getByRole('button', { name: text.changePassword }).click();
    await toastSaying(page, text.passwordChanged);

    await page.getByRole('button', { name: text.accountMenu(newName) }).click();
    await page.getByRole('banner').getByRole('link', { name: text.settings }).waitFor();
    await visitor.open('/dashboard');
    await page.getByRole('heading', { name: text.welcome(newName) }).waitFor();
  });

  it('says in the page’s language what an emptied profile field needs, never the browser’s own words, and sends no empty password', async () => {
    visitor = await newVisitor(browser());
    const { page } = visitor;
    await registeredCustomer(visitor, language, language === 'ar' ? 'غادة المطيري' : 'Ghada Almutairi');
    await visitor.open('/settings');

    await page.getByLabel(text.fullName).fill('');
    await page.getByRole('button', { name: text.saveChanges }).click();
    await page.getByTestId('form-error').filter({ hasText: text.enterFullName }).waitFor();

    await page.getByLabel(text.fullName).fill(language === 'ar' ? 'غادة المطيري' : 'Ghada Almutairi');
    await page.getByRole('textbox', { name: text.email }).fill('');
    await page.getByRole('button', { name: text.saveChanges }).click();
    await page.getByTestId('form-error').filter({ hasText: text.enterValidEmail }).waitFor();

    // An empty password form cannot be sent at all.
    expect(await page.getByRole('button', { name: text.changePassword }).isDisabled()).toBe(true);
    // The browser speaks only when a form leaves the checking to it.
    expect(await page.locator('form').evaluateAll((forms) => forms.every((form) => (form as HTMLFormElement).noValidate))).toBe(true);
  });
});
