import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { bookByApi, riyadhWorkingDate } from './booking-steps.ts';
import { chooseLanguage, chromiumForThisFile, expectNoViolations, newCustomer, newVisitor, toastSaying, type Visitor } from './browser.ts';
import { languages, screenText } from './screen-text.ts';

// The customer's PDPL notice and access (docs/decisions.md 32): registering needs the privacy
// notice accepted, /privacy tells the notice, and Settings downloads everything kept about them.
const browser = chromiumForThisFile();

const privacyText = {
  en: {
    noticeLink: 'privacy notice',
    noticeTitle: 'Privacy notice',
    rights: 'Your rights',
    company: 'Riyadh Home Maintenance',
    yourData: 'Your data',
    download: 'Download my data',
  },
  ar: {
    noticeLink: 'إشعار الخصوصية',
    noticeTitle: 'إشعار الخصوصية',
    rights: 'حقوقك',
    company: 'صيانة المنازل بالرياض',
    yourData: 'بياناتك',
    download: 'تنزيل بياناتي',
  },
};

describe.each(languages)('privacy, in %s', (language) => {
  const text = { ...screenText[language], ...privacyText[language] };
  let visitor: Visitor;
  afterEach(async () => {
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  it('refuses a registration without the notice accepted, registers with it, shows /privacy and downloads the customer\'s data from Settings', async () => {
    visitor = await newVisitor(browser());
    const { page } = visitor;
    const customer = newCustomer(language === 'ar' ? 'هند العتيبي' : 'Hind Alotaibi');
    await chooseLanguage(visitor, language);
    await page.getByRole('button', { name: text.getStarted }).click();
    await page.getByLabel(text.fullName).fill(customer.fullName);
    await page.getByLabel(text.mobile).fill(customer.mobile);
    await page.getByLabel(text.email).fill(customer.email);
    await page.getByLabel(text.password).fill(customer.password);

    await page.getByRole('button', { name: text.createAccount, exact: true }).click();
    await toastSaying(page, text.registrationFailed);
    expect(await page.getByTestId('field-problem').allTextContents()).toEqual([text.privacyNoticeNotAccepted]);
    expect(await page.getByLabel(text.acceptPrivacyNotice).getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.locator('form').getByRole('link', { name: text.noticeLink }).getAttribute('href')).toBe('/privacy');

    await page.getByLabel(text.acceptPrivacyNotice).check();
    await page.getByRole('button', { name: text.createAccount, exact: true }).click();
    await page.waitForURL('**/dashboard');
    const requestId = await bookByApi(page, 'plumbing', riyadhWorkingDate(3));

    await visitor.open('/privacy');
    await page.getByRole('heading', { level: 1, name: text.noticeTitle }).waitFor();
    await page.getByRole('heading', { name: text.rights }).waitFor();
    expect(await page.locator('#main').textContent()).toContain(text.company);
    await expectNoViolations(visitor, `/privacy in ${language}`);

    await visitor.open('/settings');
    await page.getByRole('heading', { name: text.yourData }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: text.download }).click()]);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as { account: { email: string }; streams: { stream: string }[] };
    expect(exported.account.email).toBe(customer.email);
    expect(exported.streams.map(({ stream }) => stream)).toContain(`request-${requestId}`);
  });
});
