import { describe, expect, it } from 'vitest';
import { resetLinkIn } from '../server/smtp-inbox.ts';
import { chromiumForThisFile, expectNoViolations, registeredByApi, toastSaying, visitorsOf } from './browser.ts';
import { latestMailTo } from './file-server.ts';
import { languages, screenText } from './screen-text.ts';

// Forgot password on a phone: from the login form to the e-mail (received by the local SMTP
// server this file's server sends to), through its link to a new password; the old password is
// refused afterwards, the new one signs in, and the session on the customer's other device ended.
const resetText = {
  en: {
    forgot: 'Forgot password?',
    forgotTitle: 'Forgot your password?',
    send: 'Send',
    checkEmail: 'Check your e-mail',
    inMail: 'You asked to reset the password',
    newPassword: 'New password',
    confirm: 'Confirm new password',
    set: 'Set new password',
    changed: 'Your password is changed',
    signIn: 'Sign in',
    differ: 'The two passwords are not the same.',
    used: 'This reset link or code was used already. Sign in with your new password, or ask for a new one.',
  },
  ar: {
    forgot: 'نسيت كلمة المرور؟',
    forgotTitle: 'هل نسيت كلمة المرور؟',
    send: 'إرسال',
    checkEmail: 'تحقّق من بريدك الإلكتروني',
    inMail: 'إعادة تعيين كلمة المرور',
    newPassword: 'كلمة المرور الجديدة',
    confirm: 'تأكيد كلمة المرور الجديدة',
    set: 'تعيين كلمة المرور الجديدة',
    changed: 'تم تغيير كلمة المرور',
    signIn: 'تسجيل الدخول',
    differ: 'كلمتا المرور غير متطابقتين.',
    used: 'استُخدم رابط أو رمز إعادة التعيين هذا من قبل. سجّل الدخول بكلمة المرور الجديدة، أو اطلب رابطاً أو رمزاً جديداً.',
  },
};

const browser = chromiumForThisFile();

describe.each(languages)('forgot password, in %s', (language) => {
  const text = { ...screenText[language], ...resetText[language] };
  const { visitor } = visitorsOf(browser, language);

  it('e-mails a link that sets a new password once, ends the other session, and only the new password signs in', async () => {
    const laptop = await visitor();
    const customer = await registeredByApi(laptop, 'Huda Alharbi');
    const phone = await visitor();
    const { page } = phone;
    const newPassword = 'my new phone passphrase';

    await page.getByRole('link', { name: text.forgot }).click();
    await page.getByRole('heading', { name: text.forgotTitle }).waitFor();
    await expectNoViolations(phone, 'the forgot-password form');
    await page.getByLabel(text.identifier).fill(customer.email);
    await page.getByRole('button', { name: text.send, exact: true }).click();
    await page.getByRole('heading', { name: text.checkEmail }).waitFor();

    const mail = await latestMailTo(customer.email);
    expect(mail.text).toContain(text.inMail);
    const link = resetLinkIn(mail);
    await phone.open(`${link.pathname}${link.search}`);
    await page.getByLabel(text.newPassword, { exact: true }).fill(newPassword);
    await page.getByLabel(text.confirm).fill(`${newPassword}!`);
    await page.getByRole('button', { name: text.set }).click();
    await page.getByText(text.differ).waitFor();
    await expectNoViolations(phone, 'the new-password form with a refusal');
    await page.getByLabel(text.confirm).fill(newPassword);
    await page.getByRole('button', { name: text.set }).click();
    await page.getByRole('heading', { name: text.changed }).waitFor();

    const laptopSession = await laptop.page.request.get('/api/auth/session');
    expect((await laptopSession.json()).user).toBeNull();

    await phone.open(`${link.pathname}${link.search}`);
    await page.getByLabel(text.newPassword, { exact: true }).fill('another passphrase');
    await page.getByLabel(text.confirm).fill('another passphrase');
    await page.getByRole('button', { name: text.set }).click();
    await page.getByText(text.used).waitFor();

    await phone.open('/');
    await page.getByLabel(text.identifier).fill(customer.email);
    await page.getByLabel(text.password).fill(customer.password);
    await page.locator('form').getByRole('button', { name: text.login, exact: true }).click();
    await toastSaying(page, text.invalidCredentials);
    await page.getByLabel(text.password).fill(newPassword);
    await page.locator('form').getByRole('button', { name: text.login, exact: true }).click();
    await page.waitForURL('**/dashboard');
  });
});
