// Chat end to end (issue 10), in English and in Arabic, customer and admin in separate
// browsers: the greeting on the first open, a message with its toast and the auto-reply, the
// admin's Messages tab and reply arriving live, the read state, a message that is HTML shown
// as text, a message written offline sent once on reconnect; /support for a visitor; axe.
import type { Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { adminByApi } from './admin-by-api.ts';
import {
  chromiumForThisFile,
  customerIdOf,
  expectNoViolations,
  languageChosenBefore,
  newVisitor,
  registeredByApi,
  saveScreenshot,
  toastSaying,
  visitorsOf,
  type Visitor,
} from './browser.ts';
import { bookByApi, nextRiyadhWeekday } from './booking-steps.ts';
import { chatText } from './chat-text.ts';
import { languages, screenText, type Language } from './screen-text.ts';
import { baseUrl } from './file-server.ts';

const browser = chromiumForThisFile();

describe.each(languages)('chat, in %s', (language: Language) => {
  const text = chatText[language];
  const { visitor, signedInAdmin } = visitorsOf(browser, language, 'storage');

  const messages = (page: Page) => page.getByTestId('chat-message');

  it('greets once, sends with a toast, auto-replies, and the admin’s reply and read mark arrive live', async () => {
    const customer = await visitor();
    const person = await registeredByApi(customer, language === 'ar' ? 'هند العتيبي' : 'Hind Alotaibi');
    const id = await customerIdOf(customer.page);
    const { page } = customer;
    // Signing in records "I am active now" (docs/decisions.md 19).
    const signedIn = await page.request.post('/api/auth/login', {
      data: { identifier: person.email, password: person.password },
      headers: { origin: new URL(baseUrl()).origin },
    });
    expect(signedIn.status()).toBe(200);
    await customer.open('/dashboard');
    await page.locator('#main').getByRole('link', { name: text.chatCard }).click();
    await page.waitForURL('**/chat');
    await page.getByRole('heading', { name: text.chatWithUs, level: 1 }).waitFor();
    await messages(page).filter({ hasText: text.greeting(person.fullName) }).waitFor();
    expect(await page.getByTestId('active-now').textContent()).toContain(text.wasActiveAt(person.fullName));
    await expectNoViolations(customer, `/chat in ${language}`);

    const input = page.getByRole('textbox', { name: text.typeYourMessage });
    const send = page.getByRole('button', { name: text.send, exact: true });
    expect(await send.isDisabled()).toBe(true);
    await input.fill('   ');
    expect(await send.isDisabled()).toBe(true);
    const words = language === 'ar' ? 'المكيف لا يبرد — AC model X200' : 'The AC does not cool — مكيف X200';
    await input.fill(`  ${words}  `);
    await send.click();
    await toastSaying(page, text.messageSent);
    await messages(page).filter({ hasText: words }).waitFor();
    expect(await input.inputValue()).toBe('');
    await messages(page).filter({ hasText: text.autoReply }).waitFor({ timeout: 3_000 });

    const admin = await signedInAdmin();
    await admin.open('/admin/dashboard?tab=messages');
    const row = admin.page.getByTestId('chat-thread-row').filter({ hasText: person.fullName });
    await row.waitFor();
    expect(await row.getByTestId('unread-count').textContent()).toBe('1');
    expect(await row.textContent()).toContain(text.lastSeen);
    await expectNoViolations(admin, `the Messages tab in ${language}`);
    await row.click();
    await admin.page.waitForURL(`**/admin/chat/user-${id}`);
    await messages(admin.page).filter({ hasText: words }).waitFor();
    await expectNoViolations(admin, `/admin/chat in ${language}`);

    // The customer, never reloaded, sees the message read, then the admin's reply.
    const mine = messages(page).filter({ hasText: words });
    await mine.getByTestId('message-state').filter({ hasText: text.read }).waitFor();
    const reply = language === 'ar' ? 'سيصلك الفني غدًا' : 'A technician will come tomorrow';
    await admin.page.getByRole('textbox', { name: text.typeYourMessage }).fill(reply);
    await admin.page.getByRole('button', { name: text.send, exact: true }).click();
    await messages(page).filter({ hasText: reply }).waitFor({ timeout: 3_000 });
    await saveScreenshot(page, `chat-${language}`);
    await admin.page.getByRole('link', { name: text.backToAdminDashboard }).click();
    await admin.page.waitForURL((url) => url.pathname === '/admin/dashboard' && url.searchParams.get('tab') === 'messages');
    await row.waitFor();
    expect(await row.getByTestId('unread-count').count()).toBe(0);

    // A message arriving while the admin area is open is announced, with a way to it.
    const another = language === 'ar' ? 'شكرًا لكم' : 'Thank you';
    await input.fill(another);
    await send.click();
    await toastSaying(admin.page, text.newMessage);
    await admin.page.getByTestId('toast').filter({ hasText: another }).waitFor();

    // A reply that arrives while the customer is elsewhere waits on the dashboard's Chat card.
    await messages(page).filter({ hasText: text.autoReply }).nth(1).waitFor({ timeout: 3_000 });
    await page.locator('#main').getByRole('link', { name: text.backToDashboard }).click();
    await page.waitForURL('**/dashboard');
    expect(await page.getByTestId('unread-messages').count()).toBe(0);
    await admin.page.getByTestId('chat-thread-row').filter({ hasText: person.fullName }).click();
    const later = language === 'ar' ? 'على الرحب والسعة' : 'You are welcome';
    await admin.page.getByRole('textbox', { name: text.typeYourMessage }).fill(later);
    await admin.page.getByRole('button', { name: text.send, exact: true }).click();
    await expect.poll(() => page.getByTestId('unread-messages').textContent()).toBe(text.newCount(1));
    await page.locator('#main').getByRole('link', { name: text.chatCard }).click();
    await messages(page).filter({ hasText: later }).waitFor();
    await saveScreenshot(admin.page, `admin-messages-${language}`);
  });

  it('opens a request’s own thread from /my-requests; another customer gets the not-found page', async () => {
    const customer = await visitor();
    await registeredByApi(customer, language === 'ar' ? 'فهد الشمري' : 'Fahad Alshammari');
    const { page } = customer;
    const requestId = await bookByApi(page, 'plumbing', nextRiyadhWeekday(2));
    await customer.open('/my-requests');
    // The order number the server gave the booking: customers know a request by it alone.
    const orderNumber = Number(await page.getByTestId('order-number').first().textContent());
    await page.getByRole('link', { name: text.chatAboutRequest }).click();
    await page.waitForURL((url) => url.pathname === '/chat' && url.searchParams.get('requestId') === requestId);
    await page.getByRole('heading', { name: text.chatAboutOrder(orderNumber), level: 1 }).waitFor();
    await messages(page).first().waitFor();
    const words = language === 'ar' ? 'متى يصل الفني؟' : 'When does the technician come?';
    await page.getByRole('textbox', { name: text.typeYourMessage }).fill(words);
    await page.getByRole('button', { name: text.send, exact: true }).click();
    await messages(page).filter({ hasText: words }).waitFor();

    const stranger = await visitor();
    await registeredByApi(stranger, 'Nasser Alqahtani');
    await stranger.open(`/chat?requestId=${requestId}`);
    await stranger.page.getByRole('heading', { name: screenText[language].notFound }).waitFor();
    expect(await messages(stranger.page).count()).toBe(0);
  });

  it('shows a message written as HTML as text, and runs none of it', async () => {
    const customer = await visitor();
    await registeredByApi(customer, 'Omar Alharbi');
    const { page } = customer;
    await customer.open('/support');
    await page.getByRole('heading', { name: text.support, level: 1 }).waitFor();
    await expectNoViolations(customer, `/support in ${language}`);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const html = '<img src=x onerror=alert(1)>';
    await page.getByRole('textbox', { name: text.typeYourMessage }).fill(html);
    await page.getByRole('button', { name: text.send, exact: true }).click();
    const shown = messages(page).filter({ hasText: html });
    await shown.waitFor();
    expect(await shown.locator('img').count()).toBe(0);
    await messages(page).filter({ hasText: text.autoReply }).waitFor({ timeout: 3_000 });
    expect(dialogs).toEqual([]);
  });

  it('keeps a message written offline as waiting, and sends it once when the connection returns', async () => {
    const customer = await visitor();
    await registeredByApi(customer, language === 'ar' ? 'ريم السبيعي' : 'Reem Alsubaie');
    const id = await customerIdOf(customer.page);
    const { page, context } = customer;
    await customer.open('/chat');
    await messages(page).first().waitFor();
    await context.setOffline(true);
    const words = language === 'ar' ? 'كتبت هذه دون اتصال' : 'Written while offline';
    await page.getByRole('textbox', { name: text.typeYourMessage }).fill(words);
    await page.getByRole('button', { name: text.send, exact: true }).click();
    const mine = messages(page).filter({ hasText: words });
    await mine.getByTestId('message-state').filter({ hasText: text.waiting }).waitFor();
    // While the bubble waits, the toast says so too: not "Message sent!".
    await toastSaying(page, text.keptUntilOnline);
    expect(await page.getByTestId('toast').filter({ hasText: text.messageSent }).count()).toBe(0);
    await context.setOffline(false);
    await mine.getByTestId('message-state').filter({ hasText: text.waiting }).waitFor({ state: 'detached', timeout: 30_000 });
    await toastSaying(page, text.messageSent);
    const sent = (await adminEvents(await signedInAdmin())).filter(
      (event) => event.stream === `chat-user-${id}` && event.type === 'chat.messageSent',
    );
    expect(sent.map((event) => (event.data as { text: string }).text)).toEqual([words]);
  });

  it('sends a visitor who is not signed in from /support to the welcome page', async () => {
    const stranger = await visitor();
    await stranger.open('/support');
    await stranger.page.waitForURL((url) => url.pathname === '/');
  });
});

describe.each(languages)('a long thread, in %s', (language: Language) => {
  it('of 1,000 messages that wrap on a phone opens at the newest one, and scrolls back to the first', async () => {
    const customer = await newVisitor(browser());
    await languageChosenBefore(customer, language);
    await registeredByApi(customer, 'Salem Alqahtani');
    const id = await customerIdOf(customer.page);
    const admin = await adminByApi(browser());
    const stream = `chat-user-${id}`;
    const headers = { origin: new URL(baseUrl()).origin, 'x-acting-as': 'admin' };
    for (let batch = 0; batch < 10; batch += 1) {
      const events = Array.from({ length: 100 }, (_, index) => ({
        id: uuidv7(),
        stream,
        expectedVersion: batch * 100 + index,
        type: 'chat.messageSent',
        schema: 1,
        // Two or three lines each at 390 px: taller than the height guessed for unseen messages.
        data: { text: `Message ${batch * 100 + index + 1}: the technician will come between ten and eleven, please keep the water valve reachable` },
      }));
      const answer = await admin.context.request.post('/api/events', { data: { events }, headers });
      expect(answer.status(), await answer.text()).toBe(200);
    }
    const { page } = customer;
    await customer.open('/chat');
    const thread = page.getByTestId('chat-thread');
    const newest = page.getByTestId('chat-message').filter({ hasText: /^Message 1000/ });
    await newest.waitFor();
    await expect.poll(() => newest.isVisible()).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => thread.evaluate((list) => list.scrollHeight - list.scrollTop - list.clientHeight)).toBeLessThan(48);
    await thread.evaluate((list) => list.scrollTo({ top: 0 }));
    await expect.poll(() => page.getByTestId('chat-message').filter({ hasText: /^Message 1(?!\d)/ }).isVisible()).toBe(true);
    expect(customer.errors).toEqual([]);
    await admin.context.close();
    await customer.context.close();
  });
});

/** Every event the signed-in admin may read (their catch-up). */
async function adminEvents(admin: Visitor): Promise<{ stream: string; type: string; data: unknown }[]> {
  const all: { stream: string; type: string; data: unknown }[] = [];
  const headers = { 'x-acting-as': 'admin' };
  for (let after = 0; ; ) {
    const page = (await (await admin.page.request.get(`/api/events?after=${after}`, { headers })).json()) as {
      events: { stream: string; type: string; data: unknown }[];
      lastPosition: number;
    };
    all.push(...page.events);
    if (page.events.length === 0) return all;
    after = page.lastPosition;
  }
}
