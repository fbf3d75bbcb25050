// The admin's grant screen against the built app and a real server, in both languages: the
// sync with its spinner and 'Sync Complete!', 'Missing Information' with nothing granted, a
// grant to a registered customer found by email, one to a stranger that makes an account to
// claim, the user id digits only, the form cleared after each grant.
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminByApi, signInAdminByApi, type AdminApi } from './admin-by-api.ts';
import { chooseLanguage, expectNoViolations, launchChromium, newCustomer, newVisitor, registeredByApi, toastSaying, type Visitor } from './browser.ts';
import { grantText } from './grant-text.ts';
import { languages } from './screen-text.ts';

let browser: Browser;
let api: AdminApi;
beforeAll(async () => {
  browser = await launchChromium();
  api = await adminByApi(browser);
});
afterAll(async () => {
  await api.context.close();
  await browser.close();
});

interface Granted {
  stream: string;
  type: string;
  data: { plan?: string; maxVisits?: number; note?: string; email?: string };
}

async function grantsTo(stream: string): Promise<Granted[]> {
  return ((await api.events()) as unknown as Granted[]).filter((event) => event.stream === stream && event.type === 'subscription.granted');
}

describe.each(languages)('the grant screen, in %s', (language) => {
  const text = grantText[language];
  const visitors: Visitor[] = [];
  afterEach(async () => {
    for (const visitor of visitors.splice(0)) {
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    }
  });

  async function grantScreen(path = '/admin/grant-subscription'): Promise<Visitor> {
    const admin = await newVisitor(browser);
    visitors.push(admin);
    await chooseLanguage(admin, language);
    await signInAdminByApi(admin.context);
    await admin.open(path);
    await admin.page.getByRole('heading', { name: text.title, level: 1 }).waitFor();
    return admin;
  }

  it('syncs, refuses a grant without name, email and phone, then grants to the customer the email finds', async () => {
    const customer = await newVisitor(browser);
    visitors.push(customer);
    const person = await registeredByApi(customer, language === 'ar' ? 'منيرة الحربي' : 'Munira Alharbi');
    const userId = ((await (await customer.page.request.get('/api/auth/session')).json()) as { user: { id: string } }).user.id;

    const admin = await grantScreen();
    const { page } = admin;
    await page.getByRole('button', { name: text.sync }).click();
    await toastSaying(page, text.synced);
    await page.getByText(text.syncedText).waitFor();

    await page.getByLabel(text.userId).fill('12ab345678');
    expect(await page.getByLabel(text.userId).inputValue()).toBe('12345');
    await page.getByLabel(text.userId).fill('');
    await page.getByLabel(text.fullName).fill(person.fullName);
    await page.getByLabel(text.email).fill(person.email);
    const before = await grantsTo(`subscription-${userId}`);
    await page.getByRole('button', { name: text.title }).click();
    await toastSaying(page, text.missing);
    await page.getByText(text.missingText).waitFor();
    expect(await grantsTo(`subscription-${userId}`)).toEqual(before);

    await page.getByLabel(text.phone).fill(person.mobile);
    await page.getByLabel(text.vipPlus).check();
    await page.getByLabel(text.notes).fill('Paid at the showroom');
    await expectNoViolations(admin, `admin-grant-${language}`);
    await page.getByRole('button', { name: text.title }).click();
    await toastSaying(page, text.granted);
    await expect.poll(async () => (await grantsTo(`subscription-${userId}`)).length).toBe(before.length + 1);
    expect((await grantsTo(`subscription-${userId}`)).at(-1)!.data).toMatchObject({ plan: 'vip-plus', maxVisits: 12, note: 'Paid at the showroom' });
    for (const label of [text.userId, text.fullName, text.email, text.phone, text.notes]) {
      expect(await page.getByLabel(label).inputValue()).toBe('');
    }
  });

  it('grants to someone unknown by making the account they will claim, and opens with a user id from the URL', async () => {
    const stranger = newCustomer(language === 'ar' ? 'سعاد القحطاني' : 'Suad Alqahtani');
    const admin = await grantScreen('/admin/grant-subscription/4321');
    const { page } = admin;
    expect(await page.getByLabel(text.userId).inputValue()).toBe('4321');
    await page.getByLabel(text.userId).fill('');
    await page.getByLabel(text.fullName).fill(stranger.fullName);
    await page.getByLabel(text.email).fill(stranger.email);
    await page.getByLabel(text.phone).fill(stranger.mobile);
    await page.getByRole('button', { name: text.title }).click();
    await toastSaying(page, text.granted);
    const created = ((await api.events()) as unknown as Granted[]).find(
      (event) => event.type === 'user.createdByAdmin' && event.data.email === stranger.email,
    );
    expect(created).toBeDefined();
    expect(await grantsTo(created!.stream.replace('user-', 'subscription-'))).toHaveLength(1);
    await page.getByRole('link', { name: text.back }).click();
    await page.waitForURL('**/admin/dashboard?tab=subscriptions');
  });
});
