// The customer's notifications in the app, in English and in Arabic: with their requests page
// open, the admin's price and appointment (through the API) raise the bell's count live; the card
// shows the appointment (the README's picture of it); opening the list shows each step in their
// language and clears the count, for good (the README's picture of the list). On /settings, the e-mail and WhatsApp switches save
// at once, by keyboard too, and survive a reload.
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { adminByApiForThisFile } from './admin-by-api.ts';
import { appointedWithOwnTechnician } from './appointed-visit.ts';
import { nextRiyadhWeekday, postBooking, riyadhDate } from './booking-steps.ts';
import { chromiumForThisFile, expectNoViolations, registeredByApi, saveScreenshot, toastSaying, visitorsOf } from './browser.ts';
import { acceptOfferByApi, customerEvents, payByApi } from './checkout-steps.ts';
import { languages } from './screen-text.ts';
import { visitStepsText } from './visit-steps-text.ts';

const browser = chromiumForThisFile();
const admin = adminByApiForThisFile(browser);

const words = {
  en: {
    customer: 'Huda Alotaibi',
    bell: (count: number) => `${count} new notifications`,
    noneNew: 'Notifications',
    titles: ['Visit confirmed', 'Your price is ready', 'Request received'],
    price: 'Your request is priced at',
    email: 'E-mail',
    whatsapp: 'WhatsApp',
    alwaysOn: 'In the app: always on.',
    saved: 'Notification channels saved',
  },
  ar: {
    customer: 'هدى العتيبي',
    bell: (count: number) => `${count} إشعارات جديدة`,
    noneNew: 'الإشعارات',
    titles: ['تم تأكيد الزيارة', 'سعرك جاهز', 'تم استلام الطلب'],
    price: 'سعر طلبك',
    email: 'بالبريد الإلكتروني',
    whatsapp: 'عبر واتساب',
    alwaysOn: 'داخل التطبيق: مفعّلة دائمًا.',
    saved: 'تم حفظ قنوات الإشعارات',
  },
};

// A Sunday whose reminder (18:00 Riyadh the evening before) is not due yet, so the count is the steps'.
const visitDay = nextRiyadhWeekday(0) === riyadhDate(1) ? riyadhDate(8) : nextRiyadhWeekday(0);

describe.each(languages)('notifications in the app, in %s', (language) => {
  const text = words[language];
  const { visitor } = visitorsOf(browser, language);

  it('counts the price and the appointment live, lists every step in the page’s language and clears the count once opened', async () => {
    const customer = await visitor();
    const { page } = customer;
    await registeredByApi(customer, text.customer);
    const requestId = uuidv7();
    const booked = await postBooking(page, requestId, {
      services: ['plumbing'],
      note: 'The kitchen tap drips',
      address: 'King Fahd Road, Riyadh',
      coordinates: null,
      phone: '+966500000000',
      preferredDate: visitDay,
      preferredTime: '10:00',
      photoId: null,
    });
    expect(booked.status(), await booked.text()).toBe(200);

    await customer.open('/my-requests');
    const bell = page.getByTestId('notifications-bell');
    const count = page.getByTestId('notifications-count');
    await count.filter({ hasText: /^1$/ }).waitFor();
    await admin().makeOffer(requestId, 15_000, '');
    await count.filter({ hasText: /^2$/ }).waitFor();
    await acceptOfferByApi(page, requestId);
    await payByApi(page, requestId);
    await appointedWithOwnTechnician(admin(), requestId, 'plumbing', { date: visitDay, from: '10:00', to: '12:00' });
    await count.filter({ hasText: /^3$/ }).waitFor();
    expect(await bell.getAttribute('aria-label')).toBe(text.bell(3));

    const appointment = page.getByTestId('visit-appointment');
    const line = visitStepsText[language].arriving('10:00', '12:00', visitDay, visitStepsText[language].technician);
    await appointment.filter({ hasText: line }).waitFor();
    await appointment.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `appointment-card-${language}`);

    await bell.click();
    await page.waitForURL('**/notifications');
    const items = page.getByTestId('notification');
    await items.first().waitFor();
    expect(await page.getByTestId('notification-title').allTextContents()).toEqual(text.titles);
    expect(await items.nth(0).textContent()).toContain(line);
    expect(await items.nth(1).textContent()).toContain(text.price);
    expect(await items.nth(1).getAttribute('href')).toBe(`/my-requests/${requestId}`);
    await count.waitFor({ state: 'detached' });
    expect(await bell.getAttribute('aria-label')).toBe(text.noneNew);
    await expectNoViolations(customer, `notifications-${language}`);
    await saveScreenshot(page, `notifications-${language}`);

    // Seen is recorded on the account, not this page: it stays seen after a reload.
    await expect.poll(async () => (await customerEvents(page)).some((event) => event.type === 'user.notificationsSeen')).toBe(true);
    await customer.open('/my-requests');
    await appointment.waitFor();
    expect(await count.count()).toBe(0);
  });

  it('saves the e-mail and WhatsApp switches at once, by keyboard too, and keeps them after a reload', async () => {
    const customer = await visitor();
    const { page } = customer;
    await registeredByApi(customer, text.customer);
    await customer.open('/settings');
    await page.getByText(text.alwaysOn).waitFor();
    const email = page.getByRole('switch', { name: text.email, exact: true });
    const whatsapp = page.getByRole('switch', { name: text.whatsapp, exact: true });
    await expect.poll(() => whatsapp.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect([await email.isChecked(), await whatsapp.isChecked()]).toEqual([true, true]);
    await expectNoViolations(customer, `settings channels-${language}`);

    await whatsapp.focus();
    await page.keyboard.press('Space');
    await toastSaying(page, text.saved);
    await expect.poll(() => whatsapp.isChecked()).toBe(false);

    await page.reload();
    await expect.poll(() => whatsapp.isEnabled()).toBe(true);
    expect([await email.isChecked(), await whatsapp.isChecked()]).toEqual([true, false]);
  });
});
