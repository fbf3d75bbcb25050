// A customer's steps the booking suites share: registering, filling the booking form, finding
// the ids of their requests, booking through the API, and the dates the booking rules care
// about (Riyadh's calendar).
import { randomUUID } from 'node:crypto';
import type { APIResponse, Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { chooseLanguage, newCustomer, type Visitor } from './browser.ts';
import { screenText, type Language } from './screen-text.ts';
import { baseUrl } from './file-server.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** Riyadh's date `days` from today, 'YYYY-MM-DD'. */
export function riyadhDate(days: number): string {
  return new Date(Date.now() + 3 * 60 * 60 * 1000 + days * dayMs).toISOString().slice(0, 10);
}

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The next date from tomorrow on that falls on `day` (0 Sunday … 5 Friday). */
export function nextRiyadhWeekday(day: number): string {
  for (let days = 1; ; days += 1) if (weekday(riyadhDate(days)) === day) return riyadhDate(days);
}

/** Riyadh's date `days` from today, or the day after when that is a Friday (no service). */
export function riyadhWorkingDate(days: number): string {
  const date = riyadhDate(days);
  return weekday(date) === 5 ? riyadhDate(days + 1) : date;
}

/** A 1×1 PNG, made here, not fetched. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export async function registeredCustomer(visitor: Visitor, language: Language, fullName: string) {
  const text = screenText[language];
  const customer = newCustomer(fullName);
  await chooseLanguage(visitor, language);
  const { page } = visitor;
  await page.getByRole('button', { name: text.getStarted }).click();
  await page.getByLabel(text.fullName).fill(customer.fullName);
  await page.getByLabel(text.mobile).fill(customer.mobile);
  await page.getByLabel(text.email).fill(customer.email);
  await page.getByLabel(text.password).fill(customer.password);
  await page.getByLabel(text.acceptPrivacyNotice).check();
  await page.getByRole('button', { name: text.createAccount, exact: true }).click();
  await page.waitForURL('**/dashboard');
  return customer;
}

export async function fillBooking(page: Page, language: Language, booking: { note: string; address: string; date: string; time: string }) {
  const text = screenText[language];
  await page.getByLabel(text.note).fill(booking.note);
  await page.getByLabel(text.address).fill(booking.address);
  await chooseVisit(page, language, booking);
}

/** Chooses the visit's day, then its time, from the lists the form offers ('YYYY-MM-DD', 'HH:MM'). */
export async function chooseVisit(page: Page, language: Language, visit: { date: string; time: string }) {
  const text = screenText[language];
  await page.getByLabel(text.preferredDate).selectOption(visit.date);
  await page.getByLabel(text.preferredTime).selectOption(visit.time);
}

/** What the form offers in a list: the values and what the customer reads. */
export async function offered(page: Page, label: string): Promise<{ value: string; label: string }[]> {
  return page
    .getByLabel(label)
    .locator('option')
    .evaluateAll((options) => options.map((option) => ({ value: (option as HTMLOptionElement).value, label: option.textContent ?? '' })));
}

/** Chooses the booking's photo as a customer does: our button, then the file dialog it opens. */
export async function choosePhoto(page: Page, language: Language, photo: { name: string; mimeType: string; buffer: Buffer }) {
  const [dialog] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: screenText[language].choosePhoto, exact: true }).click(),
  ]);
  await dialog.setFiles(photo);
}

/** The ids of the customer's requests, oldest first, from their own catch-up. */
export async function customerRequestIds(page: Page): Promise<string[]> {
  const answer = (await (await page.request.get('/api/events?after=0')).json()) as {
    events: { stream: string; type: string }[];
  };
  return answer.events
    .filter((event) => event.type === 'request.submitted')
    .map((event) => event.stream.slice('request-'.length));
}

interface BookingByApi {
  services: string[];
  note: string;
  address: string;
  coordinates: { lat: number; lng: number } | null;
  phone: string;
  preferredDate: string;
  preferredTime: string;
  photoId: string | null;
}

/** Sends `request.submitted` for `requestId` as the customer's own browser would; the caller checks the answer. */
export function postBooking(page: Page, requestId: string, booking: BookingByApi): Promise<APIResponse> {
  return page.request.post('/api/events', {
    headers: { origin: new URL(baseUrl()).origin },
    data: {
      events: [
        {
          id: uuidv7(),
          stream: `request-${requestId}`,
          expectedVersion: 0,
          type: 'request.submitted',
          schema: 2,
          data: { kind: 'general', ...booking, workingHours: { opens: '08:00', closes: '22:00' } },
        },
      ],
    },
  });
}

/** The order number the server gave a booking, from the answer to `postBooking`. */
export async function orderNumberIn(answer: APIResponse): Promise<number> {
  const { events } = (await answer.json()) as { events: { type: string; data: { orderNumber?: number } }[] };
  return events.find((event) => event.type === 'request.numbered')!.data.orderNumber!;
}

/** Books through the API as the customer's own browser would (for the suites that need many): the request's id, and the answer. */
async function postedBooking(page: Page, serviceId: string, date: string, note: string): Promise<{ requestId: string; answer: APIResponse }> {
  const requestId = uuidv7();
  const answer = await postBooking(page, requestId, {
    services: [serviceId],
    note,
    address: 'King Fahd Road, Riyadh',
    coordinates: null,
    phone: '+966500000000',
    preferredDate: date,
    preferredTime: '11:00',
    photoId: null,
  });
  if (answer.status() !== 200) throw new Error(`booking answered ${answer.status()}: ${await answer.text()}`);
  return { requestId, answer };
}

export async function bookByApi(page: Page, serviceId: string, date: string): Promise<string> {
  return (await postedBooking(page, serviceId, date, 'Booked through the API')).requestId;
}

/**
 * A plumbing visit booked through the API for the next weekday at 11:00, its note made unique
 * (the suites that find a request by its note): the request's id, that note and its order number.
 */
export async function bookedByApi(page: Page, note: string): Promise<{ requestId: string; note: string; orderNumber: number }> {
  const unique = `${note} ${randomUUID().slice(0, 8)}`;
  const { requestId, answer } = await postedBooking(page, 'plumbing', nextRiyadhWeekday(1), unique);
  return { requestId, note: unique, orderNumber: await orderNumberIn(answer) };
}

/** Books a VIP visit through the API as the customer's browser would, right after the plan's grant (its version 1). */
export async function bookVipByApi(page: Page, userId: string, date: string): Promise<string> {
  const requestId = uuidv7();
  const booking = {
    kind: 'vip',
    services: ['electrical'],
    note: 'Booked through the API',
    address: 'King Fahd Road, Riyadh',
    coordinates: null,
    phone: '+966500000000',
    preferredDate: date,
    preferredTime: '11:00',
    workingHours: { opens: '08:00', closes: '22:00' },
    photoId: null,
  };
  const answer = await page.request.post('/api/events', {
    headers: { origin: new URL(baseUrl()).origin },
    data: {
      events: [
        { id: uuidv7(), stream: `subscription-${userId}`, expectedVersion: 1, type: 'subscription.visitRecorded', schema: 1, data: { requestId } },
        { id: uuidv7(), stream: `request-${requestId}`, expectedVersion: 0, type: 'request.submitted', schema: 2, data: booking },
      ],
    },
  });
  if (answer.status() !== 200) throw new Error(`VIP booking answered ${answer.status()}: ${await answer.text()}`);
  return requestId;
}
