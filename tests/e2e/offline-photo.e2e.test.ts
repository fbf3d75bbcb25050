// A booking made offline keeps its photo: previewed on the form, kept on the device with the
// booking, shown as waiting on the request's page, then uploaded and attached when the network
// returns, so the admin sees it on the request. In both languages, on a 390 px phone.
import { afterEach, describe, expect, it } from 'vitest';
import { choosePhoto, customerRequestIds, fillBooking, nextRiyadhWeekday, registeredCustomer, tinyPng } from './booking-steps.ts';
import { adminByApi } from './admin-by-api.ts';
import { chooseLanguage, chromiumForThisFile, newVisitor, toastSaying, type Visitor } from './browser.ts';
import { e2eAdmin } from './e2e-admin.ts';
import { offlineText } from './offline-text.ts';
import { languages, screenText } from './screen-text.ts';
import { workerInCharge } from './worker-in-charge.ts';
import { baseUrl } from './file-server.ts';

const browser = chromiumForThisFile();

describe.each(languages)('a booking photo chosen offline, in %s', (language) => {
  const text = { ...screenText[language], ...offlineText[language] };
  const visitors: Visitor[] = [];
  afterEach(async () => {
    for (const visitor of visitors.splice(0)) {
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    }
  });

  it('is previewed, kept with the booking while offline, and reaches the admin once back online', async () => {
    // With the app's worker, which keeps every page's code on the device once the first screen is drawn.
    const customer = await newVisitor(browser(), undefined, undefined, 'allow');
    visitors.push(customer);
    const { page, context } = customer;
    await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await registeredCustomer(customer, language, language === 'ar' ? 'نورة القحطاني' : 'Noura Alqahtani');
    await page.getByRole('link', { name: text.services.electrical, exact: true }).click();
    await page.waitForURL('**/book/electrical');
    await workerInCharge(page);

    await context.setOffline(true);
    await page.getByRole('status').filter({ hasText: text.offlineBanner }).waitFor();
    await fillBooking(page, language, { note: 'The socket sparks', address: 'Al Malqa, Riyadh', date: nextRiyadhWeekday(2), time: '11:00' });
    const photo = { name: 'socket.png', mimeType: 'image/png', buffer: tinyPng };
    await choosePhoto(page, language, photo);
    const preview = page.getByRole('img', { name: text.photoPreview });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    await page.getByText(text.photoWillFollow).waitFor();
    await page.getByRole('button', { name: text.removePhoto }).click();
    await preview.waitFor({ state: 'detached' });
    await choosePhoto(page, language, photo);
    await page.getByText(text.photoWillFollow).waitFor();

    await page.getByRole('button', { name: text.submitRequest }).click();
    await toastSaying(page, text.requestSaved);
    await page.locator('#main').getByRole('link', { name: text.myRequests }).click();
    await page.getByTestId('request-card').getByRole('link', { name: text.services.electrical }).click();
    await page.getByTestId('photo-waiting').filter({ hasText: text.photoWaiting }).waitFor();

    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: text.offlineBanner }).waitFor({ state: 'detached' });
    await page.getByTestId('photo-waiting').waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByRole('img', { name: text.yourPhoto }).waitFor();

    const [requestId] = await customerRequestIds(page);
    const api = await adminByApi(browser());
    const stored = (await api.events()).filter((event) => event.stream === `request-${requestId}`);
    await api.context.close();
    expect(stored.map((event) => event.type)).toEqual(['request.submitted', 'request.numbered', 'request.photoAttached']);
    const { photoId } = stored[2]!.data as { photoId: string };

    const admin = await newVisitor(browser());
    visitors.push(admin);
    await chooseLanguage(admin, language);
    const login = await admin.page.request.post('/api/admin/login', { data: e2eAdmin, headers: { origin: new URL(baseUrl()).origin } });
    expect(login.status()).toBe(200);
    await admin.open(`/admin/dashboard?tab=requests&request=${requestId}`);
    const seen = admin.page.getByRole('img', { name: text.customerPhoto });
    await seen.waitFor();
    expect(await seen.getAttribute('src')).toBe(`/api/uploads/${photoId}`);
  });
});
