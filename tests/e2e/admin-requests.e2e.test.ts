// The admin's Requests tab against the built app and a real server, in both languages: a
// customer books in their own browser, the admin (another browser) sees it arrive live,
// opens it, offers, revises and declines; the customer's catch-up holds what the admin did.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { adminRequestsText } from './admin-requests-text.ts';
import { bookVipByApi, orderNumberIn, postBooking, riyadhWorkingDate } from './booking-steps.ts';
import {
  chromiumForThisFile,
  customerIdOf,
  expectNoViolations,
  registeredByApi,
  saveScreenshot,
  toastSaying,
  visitorsOf,
} from './browser.ts';
import { adminByApi } from './admin-by-api.ts';
import { languages } from './screen-text.ts';
import { baseUrl } from './file-server.ts';

const browser = chromiumForThisFile();

const origin = () => new URL(baseUrl()).origin;

interface Booked {
  requestId: string;
  number: string;
  orderNumber: number;
}

async function uploadPhoto(page: Page): Promise<string> {
  const png = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#0f5f5c' } }).png().toBuffer();
  const answer = await page.request.post('/api/uploads', { data: png, headers: { origin: origin(), 'content-type': 'image/png' } });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { upload: { id: string } }).upload.id;
}

async function book(page: Page, phone: string, note: string, photoId: string | null = null): Promise<Booked> {
  const requestId = uuidv7();
  const answer = await postBooking(page, requestId, {
    services: ['plumbing'],
    note,
    address: 'حي العليا، طريق الملك فهد 12',
    coordinates: { lat: 24.7136, lng: 46.6753 },
    phone,
    preferredDate: riyadhWorkingDate(3),
    preferredTime: '10:30',
    photoId,
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const orderNumber = await orderNumberIn(answer);
  return { requestId, number: requestId.replace(/-/g, '').slice(-6).toUpperCase(), orderNumber };
}

async function offersSeenBy(page: Page, requestId: string): Promise<number[]> {
  const answer = await page.request.get('/api/events?after=0');
  const { events } = (await answer.json()) as { events: { stream: string; type: string; data: { priceHalalas?: number } }[] };
  return events
    .filter((event) => event.stream === `request-${requestId}` && event.type === 'request.offerMade')
    .map((event) => event.data.priceHalalas ?? -1);
}

describe.each(languages)('the admin Requests tab, in %s', (language) => {
  const text = adminRequestsText[language];
  const { visitor, signedInAdmin } = visitorsOf(browser, language, 'storage');

  async function registeredCustomer(fullName: string) {
    const customer = await visitor();
    const person = await registeredByApi(customer, fullName);
    return { visitor: customer, person };
  }

  // By the request number, unique: an order number (3 digits, random) can also be the start
  // of another row's request number or run into the date that follows it in the row's text.
  // The tab's own list: the dashboard above it may list what the company's set-up still lacks.
  const rowsOf = (page: Page) => page.getByRole('tabpanel').getByRole('listitem');
  const rowOf = (page: Page, booked: Booked) => rowsOf(page).filter({ hasText: text.request(booked.number) });

  it('shows a new request live with a notice, sends and revises an offer the customer receives, declines another', async () => {
    const { visitor: customer, person } = await registeredCustomer(language === 'ar' ? 'نورة الدوسري' : 'Noura Aldosari');
    const first = await book(customer.page, person.storedMobile, 'The bathroom tap drips');

    const admin = await signedInAdmin();
    const { page } = admin;
    await admin.open('/admin/dashboard?tab=requests');
    const tab = page.getByRole('tab', { name: text.requestsTab });
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    await rowOf(page, first).waitFor();

    const second = await book(customer.page, person.storedMobile, 'الماء يتسرب تحت المغسلة');
    await toastSaying(page, text.newRequest);
    expect(await page.getByTestId('toast').textContent()).toContain(person.fullName);
    const row = rowOf(page, second);
    await row.waitFor();
    expect(await row.textContent()).toContain(text.pending);
    expect(await row.textContent()).toContain(text.plumbing);
    expect(await row.textContent()).toContain(second.number);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('requests');
    await saveScreenshot(page, `admin-requests-${language}`, { fullPage: true });

    await row.getByRole('link').click();
    await page.getByRole('heading', { name: text.request(second.number) }).waitFor();
    expect(new URL(page.url()).searchParams.get('request')).toBe(second.requestId);
    const detail = page.locator('#main article');
    expect(await detail.textContent()).toContain('الماء يتسرب تحت المغسلة');
    expect(await detail.getByRole('link', { name: text.openInMap }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=24.7136&mlon=46.6753#map=17/24.7136/46.6753',
    );
    expect(await page.getByRole('region', { name: text.history }).textContent()).toContain(text.requestSubmitted);

    await page.getByLabel(text.priceInRiyals).fill('150.505');
    await page.getByRole('button', { name: text.sendOffer }).click();
    await toastSaying(page, text.invalidPrice);

    await page.getByLabel(text.priceInRiyals).fill('150.50');
    await page.getByLabel(text.noteToCustomer).fill('Parts included');
    await page.getByRole('button', { name: text.sendOffer }).click();
    await toastSaying(page, text.offerSent);
    await expect.poll(() => offersSeenBy(customer.page, second.requestId)).toEqual([15_050]);
    await page.getByRole('region', { name: text.history }).getByText(text.byAdmin).waitFor();
    expect(await detail.textContent()).toContain(text.accepted);

    await page.getByLabel(text.priceInRiyals).fill('175');
    await page.getByRole('button', { name: text.sendRevisedOffer }).click();
    await toastSaying(page, text.offerRevised);
    await expect.poll(() => offersSeenBy(customer.page, second.requestId)).toEqual([15_050, 17_500]);

    await page.reload();
    await page.getByRole('heading', { name: text.request(second.number) }).waitFor();

    await page.getByRole('link', { name: text.backToAllRequests }).click();
    await rowOf(page, first).getByRole('link').click();
    await page.getByRole('heading', { name: text.request(first.number) }).waitFor();
    await page.getByLabel(text.reasonForCustomer).fill('No technician free that day');
    await page.getByRole('button', { name: text.declineRequest }).click();
    await toastSaying(page, text.requestDeclined);
    await page.getByRole('link', { name: text.backToAllRequests }).click();
    await expect.poll(async () => rowOf(page, first).textContent()).toContain(text.rejected);
  });

  /** The admin on `booked`'s detail, its price typed in. */
  async function offering(booked: Booked, price: string): Promise<Page> {
    const admin = await signedInAdmin();
    const { page } = admin;
    await admin.open(`/admin/dashboard?tab=requests&request=${booked.requestId}`);
    await page.getByRole('heading', { name: text.request(booked.number) }).waitFor();
    await page.getByLabel(text.priceInRiyals).fill(price);
    return page;
  }

  it('records one offer for a double click on Send offer', async () => {
    const { visitor: customer, person } = await registeredCustomer(language === 'ar' ? 'لمى الحربي' : 'Lama Alharbi');
    const booked = await book(customer.page, person.storedMobile, 'The heater is cold');
    const page = await offering(booked, '240');
    await page.getByRole('button', { name: text.sendOffer }).dblclick();
    await toastSaying(page, text.offerSent);
    await page.getByRole('region', { name: text.history }).getByText(text.byAdmin).waitFor();
    await expect.poll(() => offersSeenBy(customer.page, booked.requestId)).toEqual([24_000]);
    // Nothing left on its way either: the admin's history holds the one offer, sent.
    await expect.poll(() => page.getByRole('region', { name: text.history }).getByText(text.byAdmin).count()).toBe(1);
    expect(await offersSeenBy(customer.page, booked.requestId)).toEqual([24_000]);
  });

  it('says it is loading, never "0 requests", until the log has heard from the server', async () => {
    const { visitor: customer, person } = await registeredCustomer(language === 'ar' ? 'ريم القحطاني' : 'Reem Alqahtani');
    const booked = await book(customer.page, person.storedMobile, 'The sink is blocked');
    const admin = await signedInAdmin();
    const { page } = admin;
    // Every count line the tab shows from its first paint, as the admin would have read it.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { countLinesSeen: seen });
      new MutationObserver(() => {
        for (const line of document.querySelectorAll('#main p[role="status"], #main p[aria-busy="true"]')) {
          const words = line.textContent ?? '';
          if (seen.at(-1) !== words) seen.push(words);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await admin.open('/admin/dashboard?tab=requests');
    await rowOf(page, booked).waitFor();
    const seen = await page.evaluate(() => (window as unknown as { countLinesSeen: string[] }).countLinesSeen);
    expect(seen).not.toContain(text.noRequests);
  });

  it('asks before a free offer to a request that is not a VIP visit; Change the price sends nothing', async () => {
    const { visitor: customer, person } = await registeredCustomer(language === 'ar' ? 'وليد السهلي' : 'Waleed Alsahli');
    const booked = await book(customer.page, person.storedMobile, 'Fix the door lock');
    const page = await offering(booked, '0');
    await page.getByRole('button', { name: text.sendOffer }).click();
    const dialog = page.getByRole('dialog', { name: text.sendAFreeOffer });
    expect(await dialog.textContent()).toContain(text.customerPaysNothing);
    await dialog.getByRole('button', { name: text.changeThePrice }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByLabel(text.priceInRiyals).inputValue()).toBe('0');
    expect(await offersSeenBy(customer.page, booked.requestId)).toEqual([]);

    await page.getByRole('button', { name: text.sendOffer }).click();
    await dialog.getByRole('button', { name: text.sendFreeOffer }).click();
    await toastSaying(page, text.offerSent);
    await expect.poll(() => offersSeenBy(customer.page, booked.requestId)).toEqual([0]);
  });

  it('marks a VIP request VIP in the list and on its detail, and offers it at 0 without asking', async () => {
    const { visitor: customer } = await registeredCustomer(language === 'ar' ? 'جود القحطاني' : 'Joud Alqahtani');
    const general = await book(customer.page, '+966500000000', 'A general request');
    const userId = await customerIdOf(customer.page);
    const grants = await adminByApi(browser());
    await grants.propose(`subscription-${userId}`, 'subscription.granted', { plan: 'vip', days: 30, maxVisits: 4, note: '', via: 'admin' });
    await grants.context.close();
    const requestId = await bookVipByApi(customer.page, userId, riyadhWorkingDate(2));
    const vip: Booked = { requestId, number: requestId.replace(/-/g, '').slice(-6).toUpperCase(), orderNumber: 654 };

    const admin = await signedInAdmin();
    const { page } = admin;
    await admin.open('/admin/dashboard?tab=requests');
    await rowOf(page, vip).getByTestId('vip-mark').filter({ hasText: text.vip }).waitFor();
    expect(await rowOf(page, general).getByTestId('vip-mark').count()).toBe(0);

    await rowOf(page, vip).getByRole('link').click();
    const detail = page.locator('#main article');
    await detail.getByTestId('vip-mark').filter({ hasText: text.vip }).waitFor();
    await page.getByLabel(text.priceInRiyals).fill('0');
    await page.getByRole('button', { name: text.sendOffer }).click();
    await toastSaying(page, text.offerSent);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => offersSeenBy(customer.page, vip.requestId)).toEqual([0]);
  });

  it('searches and filters the list, and moves between tabs with the keyboard', async () => {
    const { visitor: customer, person } = await registeredCustomer(language === 'ar' ? 'خالد الشمري' : 'Khalid Alshammari');
    const booked = await book(customer.page, person.storedMobile, 'Paint the living room');
    const admin = await signedInAdmin();
    const { page } = admin;
    await admin.open('/admin/dashboard?tab=requests');
    await rowOf(page, booked).waitFor();

    await page.getByLabel(text.searchRequests).fill(person.mobile);
    await expect.poll(() => rowsOf(page).count()).toBe(1);
    await page.getByLabel(text.searchRequests).fill(String(booked.orderNumber));
    await rowOf(page, booked).waitFor();
    await page.getByLabel(text.status).selectOption({ label: text.rejected });
    await expect.poll(() => rowOf(page, booked).count()).toBe(0);
    await page.getByLabel(text.status).selectOption({ index: 0 });
    await rowOf(page, booked).waitFor();

    const tabs = page.getByRole('tablist', { name: text.adminSections }).getByRole('tab');
    const tabNames = [text.usersTab, text.requestsTab, text.lookupTab, text.subscriptionsTab, text.messagesTab, text.invoicesTab, text.analyticsTab, text.settingsTab];
    expect(await tabs.allTextContents()).toEqual(tabNames);
    const last = tabNames.length - 1;
    // The selected tab (Requests, second) is the one the Tab key reaches.
    await tabs.nth(1).focus();
    // Reading order: the next tab is to the right in English, to the left in Arabic.
    const [next, previous] = language === 'ar' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
    for (const [key, selected] of [[previous, 0], [next, 1], ['End', last], ['Home', 0], [previous, last]] as const) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-selected'))).toBe('true');
      await expect.poll(() => tabs.nth(selected).getAttribute('aria-selected')).toBe('true');
    }
    await page.keyboard.press(next);
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('users');
    expect(await page.getByRole('tabpanel', { name: text.usersTab }).count()).toBe(1);
  });

  it('has no axe violation on the Requests tab and on a request, which shows the photo the customer attached', async () => {
    const { visitor: customer, person } = await registeredCustomer(language === 'ar' ? 'ريم العتيبي' : 'Reem Alotaibi');
    const photoId = await uploadPhoto(customer.page);
    const booked = await book(customer.page, person.storedMobile, 'AC makes noise', photoId);
    const admin = await signedInAdmin();
    const { page } = admin;
    await admin.open('/admin/dashboard?tab=requests');
    await rowOf(page, booked).waitFor();
    await expectNoViolations(admin, `admin-requests-${language}`);

    await rowOf(page, booked).getByRole('link').click();
    await page.getByRole('heading', { name: text.request(booked.number) }).waitFor();
    await page.getByRole('region', { name: text.history }).getByText(text.byCustomer).waitFor();
    const photo = page.getByRole('img', { name: text.customerPhoto });
    expect(await photo.getAttribute('src')).toBe(`/api/uploads/${photoId}`);
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(16);
    await expectNoViolations(admin, `admin-request-${language}`);
    await saveScreenshot(page, `admin-request-${language}`, { fullPage: true });
  });
});
