// The app survives what a real phone does to it (issue 24): garbage in its IndexedDB is dropped
// and read again from the server; 50 messages written offline, or left waiting across a reload,
// reach the server exactly once and in order when the network returns; two tabs of one
// customer writing at the same time make no duplicates and both show everything.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminByApi } from './admin-by-api.ts';
import { bookByApi, nextRiyadhWeekday } from './booking-steps.ts';
import { chromiumForThisFile, customerIdOf, registeredByApi, visitorsOf } from './browser.ts';
import { chatText } from './chat-text.ts';
import { garbleTheLog, storedLogState } from './garbled-log.ts';
import { offlineText } from './offline-text.ts';
import { languages, type Language } from './screen-text.ts';

const browser = chromiumForThisFile();

const messages = (page: Page) => page.getByTestId('chat-message');

function composer(page: Page, language: Language) {
  const text = chatText[language];
  const input = page.getByRole('textbox', { name: text.typeYourMessage });
  return async (words: string) => {
    await input.fill(words);
    await page.getByRole('button', { name: text.send, exact: true }).click();
    await messages(page).filter({ hasText: words }).waitFor();
  };
}

/** The customer's own messages on the server, in the order the log holds them. */
async function messagesOnServer(customerId: string): Promise<string[]> {
  const admin = await adminByApi(browser());
  const events = (await admin.events()) as Array<{ stream: string; type: string; data: unknown; actor?: { role: string } }>;
  await admin.context.close();
  return events
    .filter((event) => event.stream === `chat-user-${customerId}` && event.type === 'chat.messageSent' && event.actor?.role === 'customer')
    .map((event) => (event.data as { text: string }).text);
}

/** How many bubbles in the page say exactly each of `words`. */
const shownCounts = (page: Page, words: readonly string[]) =>
  page.evaluate(
    (expected) => {
      const shown = [...document.querySelectorAll('[data-testid="chat-message"]')].map((bubble) => bubble.textContent ?? '');
      return expected.map((one) => shown.filter((text) => text.includes(one)).length);
    },
    [...words],
  );

const numbered = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix} #${String(index + 1).padStart(2, '0')}`);

describe('garbage in the app’s IndexedDB', () => {
  const { visitor } = visitorsOf(browser, 'en');
  const text = chatText.en;

  it('is dropped on the next load: the app reads the server’s copy again and shows the same requests and messages', async () => {
    const customer = await visitor();
    const { page } = customer;
    await registeredByApi(customer, 'Muneera Alharbi');
    const id = await customerIdOf(page);
    await bookByApi(page, 'plumbing', nextRiyadhWeekday(2));
    await customer.open('/chat');
    const send = composer(page, 'en');
    const written = ['The kitchen tap drips', 'Since Tuesday', 'Any time after four'];
    for (const words of written) await send(words);
    await expect.poll(() => messages(page).filter({ hasText: text.autoReply }).count(), { timeout: 15_000 }).toBe(written.length);
    await customer.open('/my-requests');
    const orderNumber = await page.getByTestId('order-number').first().textContent();
    const shownBefore = await messagesOf(customer.open, page);

    await garbleTheLog(page, `eventlog-customer-${id}`);
    await customer.open('/my-requests');

    await page.getByTestId('request-card').first().waitFor();
    expect(await page.getByTestId('request-card').count()).toBe(1);
    expect(await page.getByTestId('order-number').first().textContent()).toBe(orderNumber);
    expect(await messagesOf(customer.open, page)).toEqual(shownBefore);
    const stored = await storedLogState(page, `eventlog-customer-${id}`);
    expect(stored.pendingKeys, 'the unusable queue records are removed').toEqual([]);
    expect(typeof stored.lastPosition, 'the read position is a number again').toBe('number');
  });

  async function messagesOf(open: (path: string) => Promise<void>, page: Page): Promise<string[]> {
    await open('/chat');
    await messages(page).filter({ hasText: text.autoReply }).nth(2).waitFor();
    return messages(page).evaluateAll((bubbles) => bubbles.map((bubble) => bubble.querySelector('p')?.textContent ?? bubble.textContent ?? ''));
  }
});

describe.each(languages)('messages written offline, in %s', (language) => {
  const { visitor } = visitorsOf(browser, language);
  const text = { ...chatText[language], ...offlineText[language] };
  const waitingMarks = (page: Page) => page.getByTestId('message-state').filter({ hasText: text.waiting });

  it('50 in a row wait on the phone, then reach the server once each and in order when the network returns', async () => {
    const customer = await visitor();
    const { page, context } = customer;
    await registeredByApi(customer, language === 'ar' ? 'سلطان الدوسري' : 'Sultan Aldosari');
    const id = await customerIdOf(page);
    await customer.open('/chat');
    await messages(page).first().waitFor();

    await context.setOffline(true);
    await page.getByRole('status').filter({ hasText: text.offlineBanner }).waitFor();
    const written = numbered(language === 'ar' ? 'رسالة دون اتصال' : 'Written offline', 50);
    const send = composer(page, language);
    for (const words of written) await send(words);
    expect(await waitingMarks(page).count()).toBe(50);

    await context.setOffline(false);
    await expect.poll(() => waitingMarks(page).count(), { timeout: 60_000 }).toBe(0);
    expect(await messagesOnServer(id)).toEqual(written);
    expect(await shownCounts(page, written)).toEqual(written.map(() => 1));
  });

  it('still waiting when the page is reloaded, are sent once the server can be reached', async () => {
    const customer = await visitor();
    const { page, context } = customer;
    await registeredByApi(customer, language === 'ar' ? 'لمى الزهراني' : 'Lama Alzahrani');
    const id = await customerIdOf(page);
    await customer.open('/chat');
    await messages(page).first().waitFor();

    await context.setOffline(true);
    const written = numbered(language === 'ar' ? 'قبل إعادة التحميل' : 'Before the reload', 5);
    const send = composer(page, language);
    for (const words of written) await send(words);
    // The page comes back, but its messages cannot get through yet.
    await context.route('**/api/events', (route) => (route.request().method() === 'POST' ? route.abort() : route.fallback()));
    await context.setOffline(false);
    await page.reload();
    await page.locator('#main').waitFor();
    await expect.poll(() => waitingMarks(page).count(), { timeout: 15_000 }).toBe(5);

    await context.unrouteAll();
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(() => waitingMarks(page).count(), { timeout: 60_000 }).toBe(0);
    expect(await messagesOnServer(id)).toEqual(written);
    expect(await shownCounts(page, written)).toEqual(written.map(() => 1));
  });
});

describe('two tabs of one customer', () => {
  const { visitor } = visitorsOf(browser, 'en');

  it('writing at the same time send each message once, and both tabs show all of them', async () => {
    const customer = await visitor();
    await registeredByApi(customer, 'Abdullah Alshehri');
    const id = await customerIdOf(customer.page);
    const first = customer.page;
    const second = await customer.context.newPage();
    second.on('pageerror', (error) => customer.errors.push(error.message));
    await customer.open('/chat');
    await second.goto('/chat');
    for (const page of [first, second]) await messages(page).first().waitFor();

    const fromFirst = numbered('From the first tab', 10);
    const fromSecond = numbered('From the second tab', 10);
    const sendFirst = composer(first, 'en');
    const sendSecond = composer(second, 'en');
    for (let index = 0; index < 10; index += 1) await Promise.all([sendFirst(fromFirst[index]!), sendSecond(fromSecond[index]!)]);

    const all = [...fromFirst, ...fromSecond];
    for (const page of [first, second]) {
      await expect.poll(() => shownCounts(page, all), { timeout: 30_000 }).toEqual(all.map(() => 1));
      await expect.poll(() => page.getByTestId('message-state').filter({ hasText: chatText.en.waiting }).count(), { timeout: 30_000 }).toBe(0);
    }
    const onServer = await messagesOnServer(id);
    expect([...onServer].sort()).toEqual([...all].sort());
    expect(onServer.filter((words) => words.startsWith('From the first')), 'one tab’s messages keep their order').toEqual(fromFirst);
    expect(onServer.filter((words) => words.startsWith('From the second'))).toEqual(fromSecond);
  });
});
