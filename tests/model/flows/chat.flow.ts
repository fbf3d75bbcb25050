// A customer's chat with the company, from the real chat machine: the customer opens the chat
// from the dashboard (or writes a first message offline), writes, reads what arrives while the
// chat is open; the server greets and answers each message 1.5 s later; the admin, in a browser
// of their own, opens the conversation from the Messages tab, reads and replies. Each state is
// checked on every screen: the customer's chat, the dashboard's Chat card in a second tab of
// the customer's, and the admin's Messages tab or conversation.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { chatMachine, chatMessages, readByOtherSide, unreadFor, type ChatContext, type ChatEntry, type ChatSnapshot } from '../../../machines/chat.machine.ts';
import { languageChosenBefore, newVisitor, registeredByApi, toastSaying, type Visitor } from '../../e2e/browser.ts';
import { chatText } from '../../e2e/chat-text.ts';
import type { Language } from '../../e2e/screen-text.ts';
import type { EventMapping, FlowModel, FlowWorld, ModelEvent, Words } from '../flow-model.ts';
import { fileAdmin, leave } from '../steps/admin-visitor.ts';
import { messagesShown, messagesTabDrawn, newOnChatCard, ownMessageStates, pageCodeFetched, threadRow, unreadOnRow } from '../steps/chat-screens.ts';
import { adminLine, adminOnThread, chatSituation, customerLines, moveOf, nextEvents, offlineLine, stillToCome, type ChatModelEvent, type Move } from './chat-turns.ts';

interface ChatWorld extends FlowWorld {
  /** The customer's tab: the dashboard, then their chat, which stays open. */
  customer: Visitor;
  /** A second tab of the customer's, on the dashboard: its Chat card counts what they have not read. */
  dashboard: Visitor;
  admin: Visitor;
  customerName: string;
}

/** What each side types, in the flow's language, by the English words the model's events carry. */
const typed: Record<string, Words> = {
  [customerLines[0]]: { en: customerLines[0], ar: 'مغسلة المطبخ تسرّب الماء' },
  [customerLines[1]]: { en: customerLines[1], ar: 'هل يمكن أن يأتي أحد اليوم؟' },
  [offlineLine]: { en: offlineLine, ar: 'كتبتُ هذه دون اتصال' },
  [adminLine]: { en: adminLine, ar: 'يمكن أن يأتي السبّاك غدًا' },
};
const names: Words = { en: 'Hind Alotaibi', ar: 'هند العتيبي' };
const within = { timeout: 15_000 };

function shownText(message: ChatEntry, world: ChatWorld): string {
  const text = chatText[world.language];
  if (message.content.kind === 'greeting') return text.greeting(world.customerName);
  if (message.content.kind === 'autoReply') return text.autoReply;
  return typed[message.content.text]![world.language];
}

/** The state the app shows under each of `from`'s messages, oldest first. */
const statesUnder = (context: ChatContext, from: 'customer' | 'admin', language: Language) =>
  chatMessages(context).flatMap((message, index) => (message.from === from ? [readByOtherSide(context, index) ? chatText[language].read : chatText[language].sent] : []));

const lastText = (context: ChatContext) => chatMessages(context).findLast((message) => message.content.kind === 'text');

// What the open screens and the server still do by themselves is not asserted yet: an
// auto-reply may follow the messages expected, a read mark may still come.
async function showsConversation(world: ChatWorld, { context }: ChatSnapshot): Promise<void> {
  const coming = stillToCome(context);
  const expected = chatMessages(context).map((message) => shownText(message, world));
  const upToExpected = (shown: string[]) => (coming.autoReply ? shown.slice(0, expected.length) : shown);
  const { customer, admin, dashboard, language } = world;
  await expect.poll(async () => upToExpected(await messagesShown(customer.page)), within).toEqual(expected);
  if (!coming.adminReads) await expect.poll(() => ownMessageStates(customer.page), within).toEqual(statesUnder(context, 'customer', language));
  if (!coming.customerReads) await showsNewOnChatCard(dashboard.page, unreadFor(context, 'customer'), language);
  if (adminOnThread(context)) {
    await expect.poll(async () => upToExpected(await messagesShown(admin.page)), within).toEqual(expected);
    if (!coming.customerReads) await expect.poll(() => ownMessageStates(admin.page), within).toEqual(statesUnder(context, 'admin', language));
    return;
  }
  await messagesTabDrawn(admin.page);
  const row = threadRow(admin.page, world.customerName);
  const last = lastText(context);
  if (!last) {
    expect(await row.count()).toBe(0);
    return;
  }
  await expect.poll(() => row.locator('p').textContent(), within).toBe(shownText(last, world));
  const unread = unreadFor(context, 'admin');
  if (!coming.adminReads) await expect.poll(() => unreadOnRow(row), within).toBe(unread > 0 ? String(unread) : null);
}

async function showsNewOnChatCard(page: Page, unread: number, language: Language): Promise<void> {
  await page.locator('#main').getByRole('link', { name: chatText[language].chatCard }).waitFor();
  await expect.poll(() => newOnChatCard(page), within).toBe(unread > 0 ? chatText[language].newCount(unread) : null);
}

// --- The plan's words -------------------------------------------------------------------------

const quoted = (words: string) => `'${words}'`;

const separator: Words = { en: '; ', ar: '؛ ' };

/** A message as the plan names it; the state under a customer's message when it is due. */
function messageWords(message: ChatEntry, context: ChatContext, index: number, language: Language, marked: boolean): string {
  const text = chatText[language];
  if (message.content.kind === 'greeting') return language === 'en' ? 'the greeting (Hello …, welcome!)' : 'الترحيب (مرحبًا …، أهلًا بك!)';
  const autoReply = `${quoted(`${text.autoReply.split('.')[0]!}…`)}`;
  if (message.content.kind === 'autoReply') return language === 'en' ? `the auto-reply (${autoReply})` : `الرد التلقائي (${autoReply})`;
  const words = quoted(typed[message.content.text]![language]);
  if (message.from === 'admin') return language === 'en' ? `the admin's ${words}` : `${words} من المشرف`;
  return marked ? `${words} (${readByOtherSide(context, index) ? text.read : text.sent})` : words;
}

function conversationWords({ context }: ChatSnapshot): Words {
  const coming = stillToCome(context);
  const list = (language: Language) =>
    chatMessages(context).map((message, index) => messageWords(message, context, index, language, !coming.adminReads)).join(separator[language]);
  const text = (language: Language) => chatText[language];
  const unread = unreadFor(context, 'admin');
  const reply = chatMessages(context).findLastIndex((message) => message.from === 'admin');
  const replyState = (language: Language) => (readByOtherSide(context, reply) ? text(language).read : text(language).sent);
  const adminSide: Words = adminOnThread(context)
    ? reply >= 0 && !coming.customerReads
      ? { en: `The admin's conversation shows the same, their reply marked ${quoted(replyState('en'))}.`, ar: `تعرض محادثة المشرف الشيء نفسه، وتحت ردّه ${quoted(replyState('ar'))}.` }
      : { en: "The admin's conversation shows the same.", ar: 'تعرض محادثة المشرف الشيء نفسه.' }
    : !lastText(context)
      ? { en: "The admin's Messages tab has no conversation with the customer.", ar: 'لا توجد في تبويب الرسائل لدى المشرف محادثة مع العميل.' }
      : coming.adminReads || unread === 0
        ? { en: "The admin's Messages tab shows the customer's conversation with the last message.", ar: 'يعرض تبويب الرسائل لدى المشرف محادثة العميل مع آخر رسالة.' }
        : { en: `The admin's Messages tab shows the customer's conversation with ${unread} unread.`, ar: `يعرض تبويب الرسائل لدى المشرف محادثة العميل، وعدد الرسائل غير المقروءة فيها ${unread}.` };
  const card: Words = coming.customerReads
    ? { en: '', ar: '' }
    : { en: ` The ${quoted(text('en').chatCard)} card in the customer's second tab (the dashboard) shows nothing new.`, ar: ` لا تعرض بطاقة ${quoted(text('ar').chatCard)} في التبويب الثاني للعميل (لوحة التحكم) أي جديد.` };
  const more: Words = coming.autoReply ? { en: ' (the auto-reply may already follow)', ar: ' (وقد يليها الرد التلقائي)' } : { en: '', ar: '' };
  return {
    en: `The customer's chat shows, oldest first: ${list('en')}${more.en}. ${adminSide.en}${card.en}`,
    ar: `تعرض محادثة العميل، من الأقدم: ${list('ar')}${more.ar}. ${adminSide.ar}${card.ar}`,
  };
}

function moveWords(event: ChatModelEvent): Words {
  const line = 'text' in event.data ? typed[event.data.text]! : null;
  const en = chatText.en;
  const ar = chatText.ar;
  const words: Record<Move, Words> = {
    opensChat: { en: `Customer: on the dashboard, tap ${quoted(en.chatCard)}.`, ar: `العميل: في لوحة التحكم، اضغط ${quoted(ar.chatCard)}.` },
    reopensChat: {
      en: `Customer: tap ${quoted(en.backToDashboard)}, then ${quoted(en.chatCard)} again (no second greeting comes).`,
      ar: `العميل: اضغط ${quoted(ar.backToDashboard)} ثم ${quoted(ar.chatCard)} مرة أخرى (لا يصل ترحيب ثانٍ).`,
    },
    writesOffline: {
      en: `Customer: turn on airplane mode, tap ${quoted(en.chatCard)}, type ${quoted(line?.en ?? '')}, tap ${quoted(en.send)} (it shows ${quoted(en.waiting)}), then turn airplane mode off.`,
      ar: `العميل: شغّل وضع الطيران، اضغط ${quoted(ar.chatCard)}، اكتب ${quoted(line?.ar ?? '')}، اضغط ${quoted(ar.send)} (تظهر ${quoted(ar.waiting)})، ثم أوقف وضع الطيران.`,
    },
    writes: {
      en: `Customer: type ${quoted(line?.en ?? '')} and tap ${quoted(en.send)}; ${quoted(en.messageSent)} shows.`,
      ar: `العميل: اكتب ${quoted(line?.ar ?? '')} واضغط ${quoted(ar.send)}؛ تظهر ${quoted(ar.messageSent)}.`,
    },
    replies: {
      en: `Admin: open the customer's conversation on the Messages tab (if it is not open), type ${quoted(line?.en ?? '')} and tap ${quoted(en.send)}.`,
      ar: `المشرف: افتح محادثة العميل من تبويب الرسائل (إن لم تكن مفتوحة)، اكتب ${quoted(line?.ar ?? '')} واضغط ${quoted(ar.send)}.`,
    },
    serverAnswers: { en: 'Wait two seconds (the server answers by itself).', ar: 'انتظر ثانيتين (يرد الخادم من تلقاء نفسه).' },
    serverLeavesAdminAlone: { en: 'Wait two seconds (no auto-reply answers the admin).', ar: 'انتظر ثانيتين (لا يرد الرد التلقائي على المشرف).' },
    customerSees: { en: "Wait: the customer's open chat marks what arrived as read.", ar: 'انتظر: محادثة العميل المفتوحة تجعل ما وصل مقروءًا.' },
    adminOpens: { en: "Admin: on the Messages tab, tap the customer's conversation.", ar: 'المشرف: في تبويب الرسائل، اضغط محادثة العميل.' },
    adminSees: { en: "Wait: the admin's open conversation marks the message as read.", ar: 'انتظر: محادثة المشرف المفتوحة تجعل الرسالة مقروءة.' },
    adminReopens: {
      en: `Admin: tap ${quoted(en.backToAdminDashboard)}, then the customer's conversation again (nothing new to read).`,
      ar: `المشرف: اضغط ${quoted(ar.backToAdminDashboard)} ثم محادثة العميل مرة أخرى (لا جديد للقراءة).`,
    },
  };
  return words[moveOf(event)];
}

// --- What each person does ----------------------------------------------------------------

const chatCard = (world: ChatWorld) => world.customer.page.locator('#main').getByRole('link', { name: chatText[world.language].chatCard });

async function openChat(world: ChatWorld): Promise<void> {
  await chatCard(world).click();
  await world.customer.page.getByRole('heading', { name: chatText[world.language].chatWithUs, level: 1 }).waitFor();
}

async function send(page: Page, words: string, language: Language): Promise<void> {
  await page.getByRole('textbox', { name: chatText[language].typeYourMessage }).fill(words);
  await page.getByRole('button', { name: chatText[language].send, exact: true }).click();
}

async function openThreadFromMessagesTab(world: ChatWorld): Promise<void> {
  await threadRow(world.admin.page, world.customerName).click();
  await world.admin.page.waitForURL((url) => url.pathname.startsWith('/admin/chat/'));
}

const waitTwoSeconds = (world: ChatWorld) => world.customer.page.waitForTimeout(2_000);
const nothingToDo = async () => {};

const acts: Record<Move, (world: ChatWorld, event: ChatModelEvent, before: ChatSnapshot) => Promise<void>> = {
  opensChat: openChat,
  async reopensChat(world) {
    await world.customer.page.locator('#main').getByRole('link', { name: chatText[world.language].backToDashboard }).click();
    await chatCard(world).waitFor();
    await openChat(world);
  },
  async writesOffline(world, event) {
    const { page, context } = world.customer;
    // Offline, the chat can open only once its code is on the phone.
    await pageCodeFetched(page, [/\/chat\.lazy-/, /\/ChatPage-/, /\/use-chat-thread-/]);
    await context.setOffline(true);
    await openChat(world);
    await send(page, typed[(event.data as { text: string }).text]![world.language], world.language);
    await page.getByTestId('message-state').filter({ hasText: chatText[world.language].waiting }).waitFor();
    await context.setOffline(false);
  },
  async writes(world, event) {
    await send(world.customer.page, typed[(event.data as { text: string }).text]![world.language], world.language);
    await toastSaying(world.customer.page, chatText[world.language].messageSent);
  },
  async replies(world, event, before) {
    if (!adminOnThread(before.context)) await openThreadFromMessagesTab(world);
    await send(world.admin.page, typed[(event.data as { text: string }).text]![world.language], world.language);
  },
  serverAnswers: nothingToDo,
  serverLeavesAdminAlone: waitTwoSeconds,
  customerSees: nothingToDo,
  adminOpens: openThreadFromMessagesTab,
  adminSees: nothingToDo,
  async adminReopens(world) {
    await world.admin.page.getByRole('link', { name: chatText[world.language].backToAdminDashboard }).click();
    await messagesTabDrawn(world.admin.page);
    await openThreadFromMessagesTab(world);
  },
};

// Every event of the chart, whoever causes it: the move its id names says what is done.
const byMove: EventMapping<ChatWorld, ModelEvent, ChatSnapshot> = {
  does: (event) => moveWords(event as ChatModelEvent),
  act: (world, event, before) => acts[moveOf(event as ChatModelEvent)](world, event as ChatModelEvent, before),
};

/** Another tab of the same visitor: same cookies and storage, its own page. */
async function secondTab(visitor: Visitor): Promise<Visitor> {
  const page = await visitor.context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    context: visitor.context,
    page,
    errors,
    async open(path) {
      await page.goto(path);
      await page.locator('#main').waitFor();
    },
  };
}

export const flow: FlowModel<typeof chatMachine, ChatWorld> = {
  name: 'chat',
  machine: chatMachine,
  eventSamples: nextEvents,
  // Events the chart listens for but no move above proposes come without an id: never walked.
  filterEvents: (_snapshot, event) => 'id' in event,
  serializeState: chatSituation,
  languages: ['en', 'ar'],
  states: {
    empty: {
      shows: {
        en: `The customer's dashboard shows the ${quoted(chatText.en.chatCard)} card with nothing new; the admin's Messages tab has no conversation with the customer.`,
        ar: `تعرض لوحة تحكم العميل بطاقة ${quoted(chatText.ar.chatCard)} بلا جديد؛ ولا توجد في تبويب الرسائل لدى المشرف محادثة مع العميل.`,
      },
      async check(world) {
        await showsNewOnChatCard(world.customer.page, 0, world.language);
        await showsNewOnChatCard(world.dashboard.page, 0, world.language);
        await messagesTabDrawn(world.admin.page);
        expect(await threadRow(world.admin.page, world.customerName).count()).toBe(0);
      },
    },
    open: { shows: conversationWords, check: showsConversation },
  },
  events: { 'chat.greeted': byMove, 'chat.messageSent': byMove, 'chat.autoReplied': byMove, 'chat.read': byMove },
  async open(browser, language) {
    // A name of its own per path: the admin finds the customer's row by it.
    const customerName = `${names[language]} ${Math.floor(100_000 + Math.random() * 900_000)}`;
    const [[customer, dashboard], admin] = await Promise.all([
      (async () => {
        const visitor = await newVisitor(browser);
        await languageChosenBefore(visitor, language);
        await registeredByApi(visitor, customerName);
        await visitor.open('/dashboard');
        const tab = await secondTab(visitor);
        await tab.open('/dashboard');
        return [visitor, tab] as const;
      })(),
      (async () => {
        const visitor = await fileAdmin(browser, language);
        await visitor.open('/admin/dashboard?tab=messages');
        return visitor;
      })(),
    ]);
    return { language, visitors: [customer, dashboard, admin], customer, dashboard, admin, customerName };
  },
  async close(world) {
    await Promise.all([world.customer, world.admin].map(leave));
  },
  unreachable: {
    'chat.open --chat.greeted': 'the company greets only a thread with nothing in it (the app asks only then, the server checks it): no greeting comes after a message (tests/machines/chat.machine.unit.test.ts sends a second one)',
    'oneGreetingPerThread` never true': 'the same: a second greeting is the only one the guard could let through, and none comes (tests/machines/chat.machine.unit.test.ts: refused with oneGreetingPerThread)',
  },
};
