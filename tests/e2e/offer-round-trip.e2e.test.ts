// The heart of the business end to end, both people in the real app, each in their own
// browser: the customer books in the booking form, the admin's Requests tab shows it without
// a reload and sends an offer from it, the customer's /my-requests shows the offer without a
// reload and accepts it, which takes them to its checkout, and the admin's tab follows. In
// English and in Arabic.

import { afterEach, describe, expect, it } from 'vitest';
import { adminRequestsText } from './admin-requests-text.ts';
import { customerRequestIds, fillBooking, nextRiyadhWeekday, registeredCustomer } from './booking-steps.ts';
import { chooseLanguage, chromiumForThisFile, newVisitor, toastSaying, type Visitor } from './browser.ts';
import { e2eAdmin } from './e2e-admin.ts';
import { languages, screenText } from './screen-text.ts';
import { baseUrl } from './file-server.ts';

const browser = chromiumForThisFile();

describe.each(languages)('a booking, its offer and the answer, in %s', (language) => {
  const text = screenText[language];
  const adminText = adminRequestsText[language];
  const visitors: Visitor[] = [];
  afterEach(async () => {
    for (const visitor of visitors.splice(0)) {
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    }
  });

  it('travels from the customer’s form to the admin’s tab and back, live both ways', async () => {
    const customer = await newVisitor(browser());
    const admin = await newVisitor(browser());
    visitors.push(customer, admin);

    await chooseLanguage(admin, language);
    const signedIn = await admin.page.request.post('/api/admin/login', { data: e2eAdmin, headers: { origin: new URL(baseUrl()).origin } });
    expect(signedIn.status()).toBe(200);
    await admin.open('/admin/dashboard?tab=requests');
    await admin.page.getByRole('tab', { name: adminText.requestsTab }).waitFor();

    const person = await registeredCustomer(customer, language, language === 'ar' ? 'هند القحطاني' : 'Hind Alqahtani');
    const { page } = customer;
    await page.getByRole('link', { name: text.services.plumbing, exact: true }).click();
    await page.waitForURL('**/book/plumbing');
    await fillBooking(page, language, {
      note: language === 'ar' ? 'تسريب تحت حوض المطبخ' : 'A leak under the kitchen sink',
      address: 'حي الملقا، شارع أنس بن مالك',
      date: nextRiyadhWeekday(0),
      time: '17:00',
    });
    await page.getByRole('button', { name: text.submitRequest }).click();
    await toastSaying(page, text.requestSubmitted);
    await expect.poll(() => customerRequestIds(page)).toHaveLength(1);
    const [requestId] = await customerRequestIds(page);
    const number = requestId!.replace(/-/g, '').slice(-6).toUpperCase();
    await page.locator('#main').getByRole('link', { name: text.myRequests }).click();
    const card = page.getByTestId('request-card');
    await card.getByTestId('request-badge').filter({ hasText: text.badge.pending }).waitFor();

    const row = admin.page.locator('#main').getByRole('listitem').filter({ hasText: number });
    await toastSaying(admin.page, adminText.newRequest);
    await row.waitFor();
    expect(await row.textContent()).toContain(person.fullName);
    await row.getByRole('link').click();
    await admin.page.getByRole('heading', { name: adminText.request(number) }).waitFor();
    await admin.page.getByLabel(adminText.priceInRiyals).fill('240');
    await admin.page.getByLabel(adminText.noteToCustomer).fill(language === 'ar' ? 'يشمل قطع الغيار' : 'Spare parts included');
    await admin.page.getByRole('button', { name: adminText.sendOffer }).click();
    await toastSaying(admin.page, adminText.offerSent);

    await card.getByTestId('request-badge').filter({ hasText: text.badge.offerToAnswer }).waitFor();
    expect(await card.getByTestId('request-price').textContent()).toContain('240');
    // An offer with a price goes on to its checkout; back on the list, the card waits for the payment.
    await card.getByRole('button', { name: text.acceptOffer }).click();
    await page.waitForURL(`**/checkout/${requestId}`);
    await toastSaying(page, text.offerAccepted);
    await page.getByRole('heading', { name: text.checkout, level: 1 }).waitFor();
    await page.goBack();
    await page.waitForURL('**/my-requests');
    await card.getByTestId('request-badge').filter({ hasText: text.badge.offerAccepted }).waitFor();
    await card.getByRole('link', { name: text.payNow }).waitFor();

    await admin.page.getByRole('link', { name: adminText.backToAllRequests }).click();
    await expect.poll(async () => row.textContent()).toContain(text.badge.offerAccepted);
  });
});
