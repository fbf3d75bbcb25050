import { afterEach, describe, expect, it } from 'vitest';
import { adminByApiForThisFile } from './admin-by-api.ts';
import { fillBooking, nextRiyadhWeekday, registeredCustomer, riyadhWorkingDate } from './booking-steps.ts';
import { chooseLanguage, chromiumForThisFile, customerIdOf, expectNoViolations, newVisitor, registeredByApi, toastSaying, type Visitor } from './browser.ts';
import { chatText } from './chat-text.ts';
import { languages, screenText } from './screen-text.ts';
import { unsentText } from './unsent-text.ts';
import { vipText } from './vip-text.ts';
import { workerInCharge } from './worker-in-charge.ts';

const browser = chromiumForThisFile();
const admin = adminByApiForThisFile(browser);
const hours = (closes: string) => admin().propose('settings', 'settings.workingHoursChanged', { opens: '08:00', closes });

describe.each(languages)('writes the server has not taken, in %s', (language) => {
  const text = { ...screenText[language], ...unsentText[language] };
  let visitor: Visitor;
  afterEach(async () => {
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  it('shows a booking made offline as waiting, then, refused on arrival since the hours changed, on its card and in the dashboard list until taken back to its form', async () => {
    // With the service worker, as the app runs: every page's code is on the device once it is in charge.
    visitor = await newVisitor(browser(), undefined, undefined, 'allow');
    const { page, context } = visitor;
    await registeredCustomer(visitor, language, language === 'ar' ? 'نورة القحطاني' : 'Noura Alqahtani');
    await workerInCharge(visitor.page);
    await visitor.open('/book/plumbing');
    await page.getByLabel(text.note).waitFor();

    await context.setOffline(true);
    await fillBooking(page, language, { note: 'A leak under the basin', address: 'Al Malqa, Riyadh', date: nextRiyadhWeekday(1), time: '09:00' });
    await page.getByRole('button', { name: text.submitRequest }).click();
    await toastSaying(page, text.requestSaved);
    await page.locator('#main').getByRole('link', { name: text.myRequests }).click();
    const card = page.getByTestId('request-card');
    await card.getByTestId('request-waiting').filter({ hasText: text.waitingToBeSent }).waitFor();
    await card.getByRole('link', { name: text.services.plumbing }).click();
    await page.getByRole('heading', { level: 1, name: text.services.plumbing }).waitFor();
    await page.getByTestId('request-waiting').filter({ hasText: text.waitingToBeSent }).waitFor();

    // Meanwhile the admin closes earlier: the booking carries the hours it was checked against.
    await hours('21:30');
    try {
      await context.setOffline(false);
      const onPage = page.getByTestId('refused-write');
      await onPage.getByRole('heading', { name: text.bookingNotSent(text.services.plumbing) }).waitFor({ timeout: 30_000 });
      expect(await onPage.getByTestId('refused-reason').textContent()).toBe(text.hoursChanged('08:00', '21:30'));

      await page.getByRole('link', { name: text.myRequests }).click();
      await page.getByTestId('refused-write').getByRole('button', { name: text.chooseAnotherTime }).waitFor();
      expect(await page.getByTestId('request-card').count()).toBe(0);
      await expectNoViolations(visitor, `my requests with a refused booking (${language})`);

      // Kept on the device: a reload still shows it, on the dashboard's list too.
      await visitor.open('/dashboard');
      const list = page.getByTestId('not-sent');
      await list.getByRole('heading', { name: text.notSent, exact: true }).waitFor();
      await list.getByTestId('refused-write').getByRole('heading', { name: text.bookingNotSent(text.services.plumbing) }).waitFor();
      await expectNoViolations(visitor, `dashboard with a refused booking (${language})`);

      await list.getByRole('button', { name: text.chooseAnotherTime }).click();
      await page.waitForURL('**/book/plumbing');
      await expect.poll(() => page.getByLabel(text.address).inputValue()).toBe('Al Malqa, Riyadh');
      expect(await page.getByLabel(text.note).inputValue()).toBe('A leak under the basin');
      expect(await page.getByLabel(text.preferredTime).inputValue()).toBe('');

      await visitor.open('/dashboard');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByTestId('not-sent').count()).toBe(0);
    } finally {
      await hours('22:00');
    }
  });

  it('shows a chat message written offline as waiting to be sent, then delivered once online', async () => {
    const chat = chatText[language];
    visitor = await newVisitor(browser());
    const { page, context } = visitor;
    await registeredCustomer(visitor, language, language === 'ar' ? 'لمى الحربي' : 'Lama Alharbi');
    await visitor.open('/chat');
    const messages = page.getByTestId('chat-message');
    await messages.first().waitFor();

    await context.setOffline(true);
    const words = language === 'ar' ? 'هل يمكن أن يأتي الفني صباحًا؟' : 'Can the technician come in the morning?';
    await page.getByRole('textbox', { name: chat.typeYourMessage }).fill(words);
    await page.getByRole('button', { name: chat.send, exact: true }).click();
    const mine = messages.filter({ hasText: words });
    await mine.getByTestId('message-state').filter({ hasText: chat.waiting }).waitFor();

    await context.setOffline(false);
    await mine.getByTestId('message-state').filter({ hasText: chat.waiting }).waitFor({ state: 'detached', timeout: 30_000 });
    await toastSaying(page, chat.messageSent);
    expect(await page.getByTestId('refused-write').count()).toBe(0);
  });

  it('shows a VIP visit booked offline as waiting beside the visits used, until it is sent', async () => {
    const vip = vipText[language];
    visitor = await newVisitor(browser(), undefined, undefined, 'allow');
    const { page, context } = visitor;
    await chooseLanguage(visitor, language);
    await registeredByApi(visitor, language === 'ar' ? 'عبير المطيري' : 'Abeer Almutairi');
    await admin().propose(`subscription-${await customerIdOf(page)}`, 'subscription.granted', { plan: 'vip', days: 30, maxVisits: 2, note: '', via: 'admin' });
    await visitor.open('/vip-poker');
    await page.getByRole('heading', { name: vip.vipServices, level: 1 }).waitFor();
    await workerInCharge(visitor.page);
    const visits = page.getByTestId('vip-visits');
    await expect.poll(() => visits.textContent()).toBe('0 / 2');

    await context.setOffline(true);
    await page.locator('#main').getByRole('group', { name: vip.chooseUpTo2 }).getByLabel(text.services.plumbing).check();
    await fillBooking(page, language, { note: 'A dripping tap', address: 'Al Narjis, Riyadh', date: riyadhWorkingDate(1), time: '10:00' });
    await page.locator('#main').getByRole('button', { name: text.submitRequest }).click();
    await toastSaying(page, text.requestSaved);
    await expect.poll(() => visits.textContent()).toBe('1 / 2');
    await page.getByTestId('vip-visit-waiting').filter({ hasText: text.waitingToBeSent }).waitFor();

    await context.setOffline(false);
    await page.getByTestId('vip-visit-waiting').waitFor({ state: 'detached', timeout: 30_000 });
    expect(await visits.textContent()).toBe('1 / 2');
  });
});
