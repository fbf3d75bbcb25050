import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminByApi, type AdminApi } from './admin-by-api.ts';
import { choosePhoto, customerRequestIds, fillBooking, nextRiyadhWeekday, offered, registeredCustomer, riyadhDate, tinyPng } from './booking-steps.ts';
import { expectNoViolations, launchChromium, newVisitor, toastSaying, type Visitor } from './browser.ts';
import { languages, screenText } from './screen-text.ts';
import { workerInCharge } from './worker-in-charge.ts';

const supportNumber = '+966500001234';

/** The booking drafts this device keeps (localforage's IndexedDB store), as text; '' before the first. */
const storedDrafts = (page: Page) =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'booking-drafts')) return '';
    return new Promise<string>((resolve, reject) => {
      const opening = indexedDB.open('booking-drafts');
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const database = opening.result;
        if (!database.objectStoreNames.contains('drafts')) {
          database.close();
          resolve('');
          return;
        }
        const reading = database.transaction('drafts').objectStore('drafts').getAll();
        reading.onerror = () => reject(reading.error);
        reading.onsuccess = () => {
          database.close();
          resolve(JSON.stringify(reading.result));
        };
      };
    });
  });
let browser: Browser;
let admin: AdminApi;
beforeAll(async () => {
  browser = await launchChromium();
  admin = await adminByApi(browser);
  await admin.setSupportNumber(supportNumber);
});
afterAll(async () => {
  await admin.context.close();
  await browser.close();
});

describe.each(languages)('booking a visit, in %s', (language) => {
  const text = screenText[language];
  let visitor: Visitor;
  afterEach(async () => {
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  it('books plumbing from the dashboard: no Friday, past day or hour outside work offered, a photo attached, then the WhatsApp summary', async () => {
    visitor = await newVisitor(browser);
    const { page, context } = visitor;
    // No network in the tests: the map's tiles fail, and the form works without them.
    await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    const customer = await registeredCustomer(visitor, language, language === 'ar' ? 'هند الشمري' : 'Hind Alshammari');

    for (const name of Object.values(text.services)) {
      await page.locator('#main').getByRole('link', { name, exact: true }).waitFor();
    }
    expect(await page.getByRole('link', { name: text.whatsAppSupport }).getAttribute('href')).toBe('https://wa.me/966500001234');
    await page.getByRole('link', { name: text.services.plumbing, exact: true }).click();
    await page.waitForURL('**/book/plumbing');
    await page.getByText(text.noFridayRestriction, { exact: true }).waitFor();
    await page.getByText(text.riyadhOnly, { exact: true }).waitFor();

    const submit = page.getByRole('button', { name: text.submitRequest });
    expect(await submit.isDisabled()).toBe(true);
    expect(await page.getByLabel(text.phone).inputValue()).toBe(customer.storedMobile);

    const sunday = nextRiyadhWeekday(0);
    await fillBooking(page, language, { note: 'The kitchen sink leaks', address: 'Al Olaya Street, Riyadh', date: sunday, time: '10:30' });
    const days = (await offered(page, text.preferredDate)).map((choice) => choice.value);
    expect(days).toContain(sunday);
    expect(days).not.toContain(nextRiyadhWeekday(5));
    expect(days).not.toContain(riyadhDate(-1));
    const times = (await offered(page, text.preferredTime)).map((choice) => choice.value);
    expect([times[1], times.at(-1)]).toEqual(['08:00', '22:00']);
    expect(times).not.toContain('23:30');
    expect(await page.getByTestId('field-problem').count()).toBe(0);

    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 21.4858, longitude: 39.1925 });
    await page.getByRole('button', { name: text.useMyLocation }).click();
    await page.getByText(text.insideRiyadh).waitFor();
    await context.setGeolocation({ latitude: 24.7136, longitude: 46.6753 });
    await page.getByRole('button', { name: text.useMyLocation }).click();
    await toastSaying(page, text.locationSelected);
    await page.getByTestId('picked-location').waitFor();

    await page.getByRole('button', { name: text.chooseOnMap }).click();
    await page.getByText(text.mapFailed).waitFor();

    await choosePhoto(page, language, { name: 'leak.png', mimeType: 'image/png', buffer: tinyPng });
    await page.getByText(text.photoAttached).waitFor();

    await submit.click();
    await toastSaying(page, text.requestSubmitted);
    // Nothing went to WhatsApp by itself: the toast says where the answer comes, the link below sends the details.
    expect(await page.getByTestId('toast').textContent()).toContain(text.answerInMyRequests);
    expect(await page.getByTestId('toast').textContent()).not.toContain(language === 'ar' ? 'تم إشعار' : 'notified');

    const whatsApp = await page.getByRole('link', { name: text.sendOnWhatsApp }).getAttribute('href');
    const message = new URL(whatsApp!).searchParams.get('text')!;
    expect(whatsApp!.startsWith('https://wa.me/966500001234?text=')).toBe(true);
    expect(message).toContain(`Client: ${customer.fullName}`);
    expect(message).toContain(`Date: ${sunday}`);
    expect(message).toContain('Image: yes');

    await page.locator('#main').getByRole('link', { name: text.myRequests }).click();
    const card = page.getByTestId('request-card');
    await card.getByText(text.services.plumbing).waitFor();
    await page.getByTestId('request-waiting').waitFor({ state: 'detached' });
    expect(await card.getByTestId('request-badge').textContent()).toBe(text.badge.pending);

    const [requestId] = await customerRequestIds(page);
    const stored = (await admin.events()).filter((event) => event.stream === `request-${requestId}`);
    // The booking, and the order number the server gave it in the same batch.
    expect(stored.map((event) => event.type)).toEqual(['request.submitted', 'request.numbered']);
    // One number for customers: the order number of the WhatsApp summary, not the request id's digits.
    expect(await card.getByTestId('order-number').textContent()).toBe(String((stored[1]!.data as { orderNumber: number }).orderNumber));
    expect(await card.textContent()).not.toContain(requestId!.replace(/-/g, '').slice(-6).toUpperCase());
    expect(stored[0]!.data).toMatchObject({ services: ['plumbing'], preferredDate: sunday, preferredTime: '10:30', coordinates: { lat: 24.7136, lng: 46.6753 } });
    expect((stored[0]!.data as { photoId: string | null }).photoId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a booking made offline as waiting to be sent, and delivers it once when the connection returns', async () => {
    // With the app's worker, which keeps every page's code on the device once the first screen is drawn.
    visitor = await newVisitor(browser, undefined, undefined, 'allow');
    const { page, context } = visitor;
    await registeredCustomer(visitor, language, language === 'ar' ? 'سارة الدوسري' : 'Sara Aldosari');
    await page.getByRole('link', { name: text.services.electrical, exact: true }).click();
    await page.waitForURL('**/book/electrical');
    await workerInCharge(page);

    await context.setOffline(true);
    await fillBooking(page, language, { note: 'A socket sparks', address: 'Al Malqa, Riyadh', date: nextRiyadhWeekday(1), time: '09:00' });
    await page.getByRole('button', { name: text.submitRequest }).click();
    await toastSaying(page, text.requestSaved);
    expect(await page.getByTestId('toast').textContent()).toContain(text.keptUntilOnline);
    await page.locator('#main').getByRole('link', { name: text.myRequests }).click();
    await page.getByTestId('request-waiting').filter({ hasText: text.waitingToBeSent }).waitFor();

    await context.setOffline(false);
    await page.getByTestId('request-waiting').waitFor({ state: 'detached', timeout: 30_000 });
    const [requestId] = await customerRequestIds(page);
    const submitted = (await admin.events()).filter((event) => event.stream === `request-${requestId}`);
    expect(submitted.map((event) => event.type)).toEqual(['request.submitted', 'request.numbered']);
  });

  it('keeps what was typed in the booking form through a reload, as a draft on this device', async () => {
    visitor = await newVisitor(browser);
    const { page } = visitor;
    await registeredCustomer(visitor, language, language === 'ar' ? 'منى الزهراني' : 'Mona Alzahrani');
    await visitor.open('/book/plumbing');
    const note = language === 'ar' ? 'تسريب تحت المغسلة' : 'A leak under the basin';
    await page.getByLabel(text.note).fill(note);
    await page.getByLabel(text.address).fill('King Fahd Road, Riyadh');
    // The draft is saved a moment after the typing stops: reload once it is on the device.
    await expect.poll(() => storedDrafts(page), { timeout: 15_000 }).toContain('King Fahd Road, Riyadh');

    await page.reload();
    await page.getByLabel(text.note).waitFor();
    await expect.poll(() => page.getByLabel(text.note).inputValue()).toBe(note);
    expect(await page.getByLabel(text.address).inputValue()).toBe('King Fahd Road, Riyadh');
  });

  it('offers the days and times of the booking form in the page\'s language, none of today\'s passed slots, at a phone\'s width', async () => {
    visitor = await newVisitor(browser);
    const { page } = visitor;
    await registeredCustomer(visitor, language, language === 'ar' ? 'دانة العتيبي' : 'Dana Alotaibi');
    // The browser's clock at 13:10 on a Sunday in Riyadh (10:10 UTC): the form starts from that moment.
    const sunday = nextRiyadhWeekday(0);
    await page.clock.setFixedTime(new Date(`${sunday}T10:10:00Z`));
    await visitor.open('/book/plumbing');

    // The choices come once the settings are read from the log: wait for them, not only for the field.
    const choicesOf = async (label: string) => {
      await expect.poll(async () => (await offered(page, label)).length, { timeout: 15_000 }).toBeGreaterThan(1);
      return offered(page, label);
    };
    const days = await choicesOf(text.preferredDate);
    expect(days[1]!.value).toBe(sunday);
    await page.getByLabel(text.preferredDate).selectOption(sunday);
    const times = await choicesOf(text.preferredTime);
    expect(times[1]!.value).toBe('13:30');
    expect(times.map((choice) => choice.value)).not.toContain('13:00');
    const labels = [...days, ...times].map((choice) => choice.label);
    if (language === 'ar') {
      // Arabic names and "ص/م" with the app's Latin digits (docs/decisions.md 24): no English word, no AM/PM.
      expect(labels.filter((label) => /[A-Za-z]/.test(label))).toEqual([]);
      expect(labels.some((label) => /^1:30\sم$/.test(label)), labels.join(' | ')).toBe(true);
    } else {
      expect(labels.some((label) => /^1:30\sPM$/.test(label)), labels.join(' | ')).toBe(true);
    }
    await expectNoViolations(visitor, `the booking form in ${language}`);
  });

  it('chooses the photo with a button in the page\'s language, the browser\'s own file button hidden', async () => {
    visitor = await newVisitor(browser);
    const { page } = visitor;
    await registeredCustomer(visitor, language, language === 'ar' ? 'جود الحربي' : 'Jood Alharbi');
    await visitor.open('/book/plumbing');

    expect(await page.locator('input[type=file]').isVisible()).toBe(false);
    await choosePhoto(page, language, { name: 'leak.png', mimeType: 'image/png', buffer: tinyPng });
    await page.getByText(text.photoAttached).waitFor();
    await page.getByRole('button', { name: text.chooseAnotherPhoto, exact: true }).waitFor();
  });

  it("shows 'Service not found' for an unknown service, with a way back to the dashboard", async () => {
    visitor = await newVisitor(browser);
    const { page } = visitor;
    await registeredCustomer(visitor, language, 'Khalid Alanazi');
    await visitor.open('/book/roofing');
    await page.getByRole('heading', { name: text.serviceNotFound }).waitFor();
    await page.locator('#main').getByRole('link', { name: text.backToDashboard }).click();
    await page.waitForURL('**/dashboard');
  });
});
