import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { adminByApiForThisFile } from './admin-by-api.ts';
import { fillBooking, nextRiyadhWeekday, riyadhWorkingDate } from './booking-steps.ts';
import { chooseLanguage, chromiumForThisFile, customerIdOf, newVisitor, registeredByApi, toastSaying, type Visitor } from './browser.ts';
import { chatText } from './chat-text.ts';
import { logKeptOnDevice } from './kept-log.ts';
import { offlineText } from './offline-text.ts';
import { languages, screenText, type Language } from './screen-text.ts';
import { vipText } from './vip-text.ts';
import { workerInCharge } from './worker-in-charge.ts';

// Writing with the app opened offline (docs/client.md, "Installable and offline"): a signed-in
// customer opens the installed app with no network, as from the home screen, books a visit
// (its days and times from the local log's settings), writes in the chat and books a VIP visit
// (buying a plan, which goes through the payment provider, says it needs a connection); once
// the network is back each is delivered: the admin has it, and the customer's screen
// shows what only the server gives (the order number, the chat's auto-reply).
const browser = chromiumForThisFile();
const admin = adminByApiForThisFile(browser);

describe.each(languages)('writing with the app opened offline, in %s', (language: Language) => {
  const text = screenText[language];
  const chat = chatText[language];
  const vip = vipText[language];
  let visitor: Visitor;
  afterEach(async () => {
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  /** A customer signed in on a browser whose worker keeps the app, having opened `path` online once. */
  async function customerOnline(fullName: string, path: string) {
    visitor = await newVisitor(browser(), undefined, undefined, 'allow');
    await chooseLanguage(visitor, language);
    const customer = await registeredByApi(visitor, fullName);
    return { customer, userId: await customerIdOf(visitor.page), firstOpen: () => visitor.open(path) };
  }

  /** Waits until the worker keeps the app and the device the customer's log, then opens the app afresh at `path` with the network cut. */
  async function openedOffline(userId: string, path: string): Promise<Page> {
    await workerInCharge(visitor.page);
    await logKeptOnDevice(visitor.page, userId);
    await visitor.page.close();
    await visitor.context.setOffline(true);
    const page = await visitor.context.newPage();
    page.on('pageerror', (error) => visitor.errors.push(error.message));
    await page.goto(path);
    return page;
  }

  it('books a visit and writes a message offline; both reach the admin once the network is back', async () => {
    const { customer, userId, firstOpen } = await customerOnline(language === 'ar' ? 'لمى الحربي' : 'Lama Alharbi', '/book/plumbing');
    await firstOpen();
    // The form's days come from the settings in the local log: once offered, the log has them.
    await expect.poll(() => visitor.page.getByLabel(text.preferredDate).locator('option').count()).toBeGreaterThan(1);

    const page = await openedOffline(userId, '/dashboard');
    const main = page.locator('#main');
    await page.getByRole('heading', { name: text.welcome(customer.fullName) }).waitFor();
    await main.getByRole('link', { name: text.services.plumbing, exact: true }).click();
    await page.waitForURL('**/book/plumbing');
    const note = language === 'ar' ? 'تسرب تحت المغسلة' : 'A leak under the sink';
    await fillBooking(page, language, { note, address: 'Al Yasmin, Riyadh', date: nextRiyadhWeekday(2), time: '10:00' });
    await main.getByRole('button', { name: text.submitRequest }).click();
    await toastSaying(page, text.requestSaved);
    // Buying a plan is no write of the log's: it waits for the network.
    await page.goto('/checkout/plan/vip');
    await main.getByRole('heading', { name: offlineText[language].paymentNeedsConnection }).waitFor();

    await page.goto('/chat');
    const words = language === 'ar' ? 'كتبتها والجهاز غير متصل' : 'Written with the app opened offline';
    await page.getByRole('textbox', { name: chat.typeYourMessage }).fill(words);
    await page.getByRole('button', { name: chat.send, exact: true }).click();
    await page.getByTestId('chat-message').filter({ hasText: words }).waitFor();

    await visitor.context.setOffline(false);
    // The server's auto-reply comes only once the message has arrived.
    await page.getByTestId('chat-message').filter({ hasText: chat.autoReply }).waitFor({ timeout: 30_000 });
    const events = await admin().events();
    const sent = events.filter((event) => event.stream === `chat-user-${userId}` && event.type === 'chat.messageSent');
    expect(sent.map((event) => (event.data as { text: string }).text)).toContain(words);
    const booked = events.find((event) => event.type === 'request.submitted' && (event.data as { note: string }).note === note);
    expect(booked).toBeDefined();
    const numbered = events.find((event) => event.stream === booked!.stream && event.type === 'request.numbered');
    const orderNumber = (numbered!.data as { orderNumber: number }).orderNumber;

    // The customer's requests show the number the server gave it.
    await page.goto('/my-requests');
    const card = main.getByTestId('request-card').filter({ hasText: note });
    await expect.poll(() => card.textContent(), { timeout: 30_000 }).toContain(String(orderNumber));
  });

  it('books a VIP visit offline, which the admin receives with the plan’s visit counted once the network is back', async () => {
    const { userId, firstOpen } = await customerOnline(language === 'ar' ? 'جود الزهراني' : 'Jood Alzahrani', '/vip-poker');
    await admin().propose(`subscription-${userId}`, 'subscription.granted', { plan: 'vip', days: 30, maxVisits: 2, note: '', via: 'admin' });
    await firstOpen();
    await expect.poll(() => visitor.page.getByTestId('vip-visits').textContent()).toBe('0 / 2');

    const page = await openedOffline(userId, '/vip-poker');
    const main = page.locator('#main');
    await main.getByRole('heading', { name: vip.vipServices, level: 1 }).waitFor();
    await main.getByRole('group', { name: vip.chooseUpTo2 }).getByLabel(text.services.electrical).check();
    const note = language === 'ar' ? 'فحص لوحة الكهرباء' : 'Check the fuse board';
    await fillBooking(page, language, { note, address: 'Al Narjis, Riyadh', date: riyadhWorkingDate(2), time: '12:00' });
    await main.getByRole('button', { name: text.submitRequest }).click();
    await toastSaying(page, text.requestSaved);
    await expect.poll(() => page.getByTestId('vip-visits').textContent()).toBe('1 / 2');

    await visitor.context.setOffline(false);
    await expect
      .poll(async () => (await admin().events()).filter((event) => event.stream === `subscription-${userId}`).map((event) => event.type), { timeout: 30_000 })
      .toEqual(['subscription.granted', 'subscription.visitRecorded']);
    const booked = (await admin().events()).find((event) => event.type === 'request.submitted' && (event.data as { note: string }).note === note);
    expect(booked?.data).toMatchObject({ kind: 'vip', services: ['electrical'], preferredTime: '12:00' });
    await page.goto('/my-requests');
    const card = main.getByTestId('request-card').filter({ hasText: note });
    await card.waitFor();
    await expect.poll(() => card.getByTestId('order-number-pending').count(), { timeout: 30_000 }).toBe(0);
  });
});
