// Order numbers the server gives, against the built app and a real server, in both languages:
// two customers book through the form and each sees a number of their own appear; the admin's
// Lookup finds a request by it.
import { describe, expect, it } from 'vitest';
import { adminLookupText } from './admin-lookup-text.ts';
import { fillBooking, nextRiyadhWeekday, registeredCustomer } from './booking-steps.ts';
import { chooseLanguage, chromiumForThisFile, visitorsOf } from './browser.ts';
import { e2eAdmin } from './e2e-admin.ts';
import { languages, screenText, type Language } from './screen-text.ts';
import { baseUrl } from './file-server.ts';

const browser = chromiumForThisFile();

describe.each(languages)('order numbers, in %s', (language: Language) => {
  const text = screenText[language];
  const lookupText = adminLookupText[language];
  const { visitor } = visitorsOf(browser);

  /** A customer books plumbing through the form; returns the order number the page shows. */
  async function bookedThroughTheForm(fullName: string): Promise<string> {
    const customer = await visitor();
    await registeredCustomer(customer, language, fullName);
    const { page } = customer;
    await page.getByRole('link', { name: text.services.plumbing, exact: true }).click();
    await page.waitForURL('**/book/plumbing');
    await fillBooking(page, language, { note: 'The kitchen sink leaks', address: 'Al Olaya Street, Riyadh', date: nextRiyadhWeekday(0), time: '10:30' });
    await page.getByRole('button', { name: text.submitRequest }).click();
    const shown = page.getByTestId('order-number');
    await shown.waitFor();
    return (await shown.textContent())!;
  }

  it('shows each customer the number the server gave, different for two customers, and Lookup finds it', async () => {
    const first = await bookedThroughTheForm(language === 'ar' ? 'ريم العتيبي' : 'Reem Alotaibi');
    const second = await bookedThroughTheForm(language === 'ar' ? 'سلمى الحربي' : 'Salma Alharbi');

    expect(first).toMatch(/^\d{4,}$/);
    expect(second).toMatch(/^\d{4,}$/);
    expect(second).not.toBe(first);

    const admin = await visitor();
    await chooseLanguage(admin, language);
    const signedIn = await admin.page.request.post('/api/admin/login', { data: e2eAdmin, headers: { origin: new URL(baseUrl()).origin } });
    expect(signedIn.status()).toBe(200);
    await admin.open('/admin/dashboard?tab=lookup');
    await admin.page.getByLabel(lookupText.searchBox).fill(first);
    await admin.page.getByRole('button', { name: lookupText.lookUp, exact: true }).click();
    const hit = admin.page.getByTestId('lookup-request');
    await hit.first().waitFor();
    expect(await hit.count()).toBe(1);
    expect(await hit.textContent()).toContain(`#${first}`);
  });
});
