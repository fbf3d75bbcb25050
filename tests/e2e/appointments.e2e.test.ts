// The admin confirms a paid request's visit: a day, an arrival window and a technician; sees
// it under "Visits by technician" for that day; cannot give the same technician a second
// visit whose window overlaps it (they show as busy); and moves the visit. In both languages.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { adminByApiForThisFile } from './admin-by-api.ts';
import { postBooking, riyadhWorkingDate } from './booking-steps.ts';
import { chromiumForThisFile, expectNoViolations, registeredByApi, toastSaying, visitorsOf, type Visitor } from './browser.ts';
import { acceptOfferByApi, payByApi } from './checkout-steps.ts';
import { languages } from './screen-text.ts';

const browser = chromiumForThisFile();
const admin = adminByApiForThisFile(browser);

const words = {
  en: {
    confirmTitle: 'Confirm the visit',
    moveTitle: 'Move the visit',
    date: 'Date',
    from: 'Arrival from',
    technician: 'Technician',
    confirm: 'Confirm visit',
    move: 'Move visit',
    confirmed: 'Visit confirmed',
    moved: 'Visit moved',
    width: 'Arrival window: 2 hours',
    visits: 'Visits by technician',
    day: 'Day',
    busy: 'busy from',
    customer: 'Nora Alharbi',
    technicianName: 'Ahmed Alharbi',
  },
  ar: {
    confirmTitle: 'تأكيد الزيارة',
    moveTitle: 'نقل الزيارة',
    date: 'التاريخ',
    from: 'الوصول من',
    technician: 'الفني',
    confirm: 'تأكيد الزيارة',
    move: 'نقل الزيارة',
    confirmed: 'تم تأكيد الزيارة',
    moved: 'تم نقل الزيارة',
    width: 'نافذة الوصول: ساعتان',
    visits: 'الزيارات حسب الفني',
    day: 'اليوم',
    busy: 'مشغول من',
    customer: 'نورة الحربي',
    technicianName: 'أحمد الحربي',
  },
};

/** Given: the customer booked a plumbing visit, the admin offered 150 riyals, the customer accepted and paid. */
async function paidRequest(customer: Visitor): Promise<string> {
  const requestId = uuidv7();
  const booked = await postBooking(customer.page, requestId, {
    services: ['plumbing'],
    note: `A leaking pipe ${randomUUID().slice(0, 8)}`,
    address: 'King Fahd Road, Riyadh',
    coordinates: null,
    phone: '+966500000000',
    preferredDate: riyadhWorkingDate(2),
    preferredTime: '11:00',
    photoId: null,
  });
  expect(booked.status(), await booked.text()).toBe(200);
  await admin().makeOffer(requestId, 15_000, '');
  await acceptOfferByApi(customer.page, requestId);
  await payByApi(customer.page, requestId);
  return requestId;
}

/** Given: the admin added a plumber under a name no other test uses; returns the names. */
async function plumberAdded(tag: string): Promise<{ en: string; ar: string }> {
  const name = { en: `${words.en.technicianName} ${tag}`, ar: `${words.ar.technicianName} ${tag}` };
  await admin().propose(`technician-${uuidv7()}`, 'technician.added', { name, mobile: '+966551234567', services: ['plumbing'], photoId: null });
  return name;
}

describe.each(languages)('appointing a visit, in %s', (language) => {
  const text = words[language];
  const { visitor, signedInAdmin } = visitorsOf(browser, language);

  const form = (page: Page, title: string) => page.locator('form').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  const technicianOption = (page: Page, name: string) => page.getByLabel(text.technician, { exact: true }).locator('option').filter({ hasText: name });

  it('confirms a paid request’s visit with a technician, shows it by technician, refuses an overlapping one and moves it', async () => {
    const tag = randomUUID().slice(0, 6);
    const customer = await visitor();
    await registeredByApi(customer, `${text.customer} ${tag}`);
    const first = await paidRequest(customer);
    const second = await paidRequest(customer);
    const names = await plumberAdded(tag);
    const name = names[language];
    const day = riyadhWorkingDate(5);

    const desk = await signedInAdmin();
    await desk.open(`/admin/dashboard?tab=requests&request=${first}`);
    const confirming = form(desk.page, text.confirmTitle);
    await confirming.waitFor({ timeout: 15_000 });
    expect(await confirming.getByTestId('arrival-window').innerText()).toContain(text.width);
    await confirming.getByLabel(text.date, { exact: true }).selectOption(day);
    await confirming.getByLabel(text.from, { exact: true }).selectOption('10:00');
    await expect.poll(() => technicianOption(desk.page, name).count(), { timeout: 15_000 }).toBe(1);
    await confirming.getByLabel(text.technician, { exact: true }).selectOption({ label: name });
    await expectNoViolations(desk, `the appointment form (${language})`);
    await confirming.getByRole('button', { name: text.confirm, exact: true }).click();
    await toastSaying(desk.page, text.confirmed);
    await form(desk.page, text.moveTitle).waitFor();

    // The day's visits by technician, on the Requests tab.
    await desk.open('/admin/dashboard?tab=requests');
    const visits = desk.page.getByTestId('technician-visits');
    await visits.getByRole('heading', { name: text.visits }).waitFor({ timeout: 15_000 });
    await visits.getByLabel(text.day, { exact: true }).fill(day);
    const technicianDay = visits.getByTestId('technician-day').filter({ hasText: name });
    await expect.poll(() => technicianDay.innerText(), { timeout: 15_000 }).toContain(`${text.customer} ${tag}`);
    expect(await technicianDay.innerText()).toContain(text.confirmed);
    await expectNoViolations(desk, `visits by technician (${language})`);

    // A second request in a window that overlaps: the technician is busy and cannot be chosen.
    await desk.open(`/admin/dashboard?tab=requests&request=${second}`);
    const overlapping = form(desk.page, text.confirmTitle);
    await overlapping.waitFor({ timeout: 15_000 });
    await overlapping.getByLabel(text.date, { exact: true }).selectOption(day);
    await overlapping.getByLabel(text.from, { exact: true }).selectOption('11:00');
    const busy = technicianOption(desk.page, name);
    await expect.poll(() => busy.textContent(), { timeout: 15_000 }).toContain(text.busy);
    expect(await busy.isDisabled()).toBe(true);

    // The first visit moved to the afternoon; the second request's window is then free.
    await desk.open(`/admin/dashboard?tab=requests&request=${first}`);
    const moving = form(desk.page, text.moveTitle);
    await moving.waitFor({ timeout: 15_000 });
    expect(await moving.getByLabel(text.date, { exact: true }).inputValue()).toBe(day);
    await moving.getByLabel(text.from, { exact: true }).selectOption('14:00');
    await moving.getByRole('button', { name: text.move, exact: true }).click();
    await toastSaying(desk.page, text.moved);

    await desk.open(`/admin/dashboard?tab=requests&request=${second}`);
    const freed = form(desk.page, text.confirmTitle);
    await freed.waitFor({ timeout: 15_000 });
    await freed.getByLabel(text.date, { exact: true }).selectOption(day);
    await freed.getByLabel(text.from, { exact: true }).selectOption('11:00');
    await expect.poll(() => technicianOption(desk.page, name).textContent(), { timeout: 15_000 }).toBe(name);
    expect(await technicianOption(desk.page, name).isDisabled()).toBe(false);
  });
});
