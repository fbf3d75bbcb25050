// The admins end to end (docs/decisions.md 2; issue 11 item 5), in English and in Arabic: the owner adds
// an admin in the Settings tab, who signs in on their own browser and turns two-factor sign-in
// on with an authenticator's code; signing in then asks for a code (a recovery code works once);
// the owner removes them and their session ends at once. axe on the Settings tab.
import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';
import { signInAdminByApi } from './admin-by-api.ts';
import { totpCode, totpStepAt } from '../../server/auth/totp.ts';
import { adminAccountsText } from './admin-accounts-text.ts';
import { chromiumForThisFile, expectNoViolations, toastSaying, type Visitor, visitorsOf } from './browser.ts';
import { languages, screenText, type Language } from './screen-text.ts';

const browser = chromiumForThisFile();

describe.each(languages)('the admins, in %s', (language: Language) => {
  const text = { ...screenText[language], ...adminAccountsText[language] };
  const { visitor, signedInAdmin } = visitorsOf(browser, language);

  /** Signs in through the admin login form; answers once on the dashboard. */
  async function signInWithForm(admin: Visitor, email: string, password: string, code?: string) {
    const { page } = admin;
    await admin.open('/admin/login');
    await page.getByLabel(text.email).fill(email);
    await page.getByLabel(text.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: text.login, exact: true }).click();
    if (code === undefined) return;
    await page.getByTestId('form-error').filter({ hasText: text.enterCode }).waitFor();
    await page.getByLabel(text.authenticationCode).fill(code);
    await page.getByRole('button', { name: text.login, exact: true }).click();
  }

  it('adds an admin who turns two-factor sign-in on and signs in with a code; removing them ends their session', async () => {
    const owner = await visitor();
    await signInAdminByApi(owner.context);
    await owner.open('/admin/dashboard?tab=settings');
    const admins = owner.page.getByRole('region', { name: text.admins });
    await admins.waitFor();
    await expectNoViolations(owner, `the Settings tab's admins in ${language}`);

    const email = `second-${randomUUID().slice(0, 8)}@riyadh-maintenance.test`;
    const password = 'a first password for them';
    await admins.getByLabel(text.emailAddress).fill(email);
    await admins.getByLabel(text.firstPassword).fill(password);
    await admins.getByRole('button', { name: text.addAdmin }).click();
    await toastSaying(owner.page, text.adminAdded);
    await admins.getByText(email, { exact: true }).waitFor();

    // The new admin, in their own browser, signs in and turns two-factor sign-in on.
    const second = await visitor();
    await signInWithForm(second, email, password);
    await second.page.waitForURL('**/admin/dashboard**');
    await second.open('/admin/dashboard?tab=settings');
    const twoFactor = second.page.getByRole('region', { name: text.twoFactor });
    await twoFactor.getByRole('button', { name: text.setUpTwoFactor }).click();
    const secret = (await twoFactor.getByTestId('totp-secret').textContent())!;
    await expectNoViolations(second, `two-factor set-up in ${language}`);
    await twoFactor.getByLabel(text.authenticationCode).fill(totpCode(secret, totpStepAt(new Date())));
    await twoFactor.getByRole('button', { name: text.turnOn }).click();
    await toastSaying(second.page, text.twoFactorOn);
    const recoveryCodes = await twoFactor.getByTestId('recovery-codes').getByRole('listitem').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await twoFactor.getByRole('button', { name: text.keptThem }).click();

    // Signing in again asks for a code; a recovery code does (the app's code of this moment is used).
    const again = await visitor();
    await signInWithForm(again, email, password, recoveryCodes[0]!);
    await again.page.waitForURL('**/admin/dashboard**');

    // The owner removes them: their sessions end at once.
    await owner.page.reload();
    await admins.getByRole('button', { name: text.remove(email) }).click();
    await toastSaying(owner.page, text.adminRemoved);
    await expect.poll(async () => (await again.page.request.get('/api/admin/session')).status()).toBe(401);
    expect((await second.page.request.get('/api/admin/session')).status()).toBe(401);
    // Their open admin page, never reloaded, is signed out and back at the admin login.
    await again.page.waitForURL('**/admin/login');
  });
});
