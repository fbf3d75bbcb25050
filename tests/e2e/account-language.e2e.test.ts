import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registeredCustomer } from './booking-steps.ts';
import { chooseLanguage, chromiumForThisFile, visitorsOf } from './browser.ts';
import { screenText, type Language } from './screen-text.ts';

// The language follows the account (issue 23 item 13): what a customer chose, at registration
// or while signed in, is what a new device switches to when they sign in there.
const browser = chromiumForThisFile();

const pageLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

async function signIn(page: Page, language: Language, identifier: string, password: string) {
  const text = screenText[language];
  await page.getByLabel(text.identifier).fill(identifier);
  await page.getByLabel(text.password).fill(password);
  await page.locator('form').getByRole('button', { name: text.login, exact: true }).click();
  await page.waitForURL('**/dashboard');
}

describe('the language of an account, on a new device', () => {
  const { visitor } = visitorsOf(browser);

  it('given a customer who registered in Arabic, when they sign in on a device in English, then the app turns Arabic', async () => {
    const first = await visitor();
    const customer = await registeredCustomer(first, 'ar', 'نورة العتيبي');

    const second = await visitor();
    await chooseLanguage(second, 'en');
    await signIn(second.page, 'en', customer.email, customer.password);

    await second.page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await second.page.getByRole('heading', { name: screenText.ar.welcome(customer.fullName) }).waitFor();
    expect(await pageLanguage(second.page)).toBe('ar');
  });

  it('given a customer who switched to English while signed in, when they sign in on a device in Arabic, then the app turns English', async () => {
    const first = await visitor();
    const customer = await registeredCustomer(first, 'ar', 'Noura Alotaibi');
    await first.page.locator('#main').getByRole('button', { name: 'English', exact: true }).click();
    await first.page.getByRole('heading', { name: screenText.en.welcome(customer.fullName) }).waitFor();
    await expect.poll(() => languageEvents(first.page)).toEqual(['ar', 'en']);

    const second = await visitor();
    await chooseLanguage(second, 'ar');
    await signIn(second.page, 'ar', customer.mobile, customer.password);

    await second.page.getByRole('heading', { name: screenText.en.welcome(customer.fullName) }).waitFor();
    expect(await pageLanguage(second.page)).toBe('en');
  });

  it('given a signed-in device, when it reloads, then it keeps its own language (only a sign-in takes the account’s)', async () => {
    const first = await visitor();
    const customer = await registeredCustomer(first, 'en', 'Reem Alharbi');
    await first.page.evaluate(() => localStorage.setItem('locale', 'ar'));

    await first.page.reload();
    await first.page.getByRole('heading', { name: screenText.ar.welcome(customer.fullName) }).waitFor();
    expect(await pageLanguage(first.page)).toBe('ar');
  });
});

/** The languages recorded on the signed-in customer's account, in order, from their own catch-up. */
async function languageEvents(page: Page): Promise<string[]> {
  const answer = (await (await page.request.get('/api/events?after=0')).json()) as {
    events: { type: string; data: { language?: string } }[];
  };
  return answer.events.filter((event) => event.type === 'user.languageChosen').map((event) => event.data.language!);
}
