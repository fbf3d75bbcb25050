// Whose turn it is in a chat between a customer and the company, as the chat flow walks it.
// The customer keeps their chat open once it has opened, so each message of the company is
// read at once; the admin stays on the Messages tab until they open the thread, then keeps it
// open, so each customer message is read at once; the server answers every customer message
// 1.5 s later. Those come by themselves, before anyone acts again; the events' ids say which
// move of a person or of the server each event is, for the plan's words.
import type { EventFromLogic } from 'xstate';
import { chatMachine, chatMessages, unreadFor, type ChatContext, type ChatEntry, type ChatSnapshot } from '../../../machines/chat.machine.ts';
import type { Actor } from '../../../machines/domain/envelope.ts';

export type ChatModelEvent = EventFromLogic<typeof chatMachine>;

export type Move =
  | 'opensChat'
  | 'reopensChat'
  | 'writesOffline'
  | 'writes'
  | 'replies'
  | 'serverAnswers'
  | 'serverLeavesAdminAlone'
  | 'customerSees'
  | 'adminOpens'
  | 'adminSees'
  | 'adminReopens';

/** Moves the chat machine refuses: what they check is that nothing comes of them. */
const refusedMoves: readonly Move[] = ['reopensChat', 'adminReopens', 'serverLeavesAdminAlone'];

export const moveOf = (event: { id: string }) => event.id.split('#')[0] as Move;

/** What the customer types, by the English words the model's events carry. */
export const customerLines = ['The kitchen sink leaks', 'Can someone come today?'] as const;
export const offlineLine = 'Written while offline';
export const adminLine = 'A plumber can come tomorrow';

const customer: Actor = { role: 'customer', userId: 'customer' };
const admin: Actor = { role: 'admin', userId: 'admin' };
const server: Actor = { role: 'system' };
const at = '2026-11-27T09:00:00.000Z';

function event<Type extends ChatModelEvent['type']>(type: Type, data: Extract<ChatModelEvent, { type: Type }>['data'], actor: Actor, move: Move, context: ChatContext) {
  // Ids from the thread's length keep the paths' ids stable and every message's id its own.
  return { id: `${move}#${chatMessages(context).length + 1}`, type, data, actor, at } as Extract<ChatModelEvent, { type: Type }>;
}

const texts = (context: ChatContext, from: Actor['role']) => chatMessages(context).filter((message) => message.from === from && message.content.kind === 'text');
const lastFrom = (context: ChatContext, wrote: (message: ChatEntry) => boolean) => chatMessages(context).findLast(wrote);
const fromCompany = (message: ChatEntry) => message.from !== 'customer';
const fromCustomer = (message: ChatEntry) => message.from === 'customer';

export const customerOnChat = (context: ChatContext) => chatMessages(context).length > 0;
/** The admin opens the thread by reading it (or writing in it), and stays there. */
export const adminOnThread = (context: ChatContext) => context.seenByAdmin > 0;
export const hasGreeting = (context: ChatContext) => chatMessages(context).some((message) => message.content.kind === 'greeting');

/** What the open screens and the server will still do by themselves: what a screen may not show yet. */
export function stillToCome(context: ChatContext) {
  const autoReply = context.awaitingReply.length > 0;
  return {
    autoReply,
    adminReads: adminOnThread(context) && unreadFor(context, 'admin') > 0,
    customerReads: customerOnChat(context) && (unreadFor(context, 'customer') > 0 || autoReply),
  };
}

/** The events that may come next: what comes by itself, or else what either person may do. */
export function nextEvents(snapshot: ChatSnapshot): ChatModelEvent[] {
  const { context } = snapshot;
  const coming = stillToCome(context);
  const lastCustomerMessage = lastFrom(context, fromCustomer);
  if (coming.adminReads) return [event('chat.read', { upTo: lastCustomerMessage!.id }, admin, 'adminSees', context)];
  if (coming.autoReply) return [event('chat.autoReplied', { inReplyTo: context.awaitingReply[0]! }, server, 'serverAnswers', context)];
  if (coming.customerReads) return [event('chat.read', { upTo: lastFrom(context, fromCompany)!.id }, customer, 'customerSees', context)];
  if (snapshot.matches('empty')) {
    return [event('chat.greeted', { customerName: 'customer' }, server, 'opensChat', context), event('chat.messageSent', { text: offlineLine }, customer, 'writesOffline', context)];
  }
  // A thread the customer began offline shows the moves below as well as a greeted one: it ends here.
  if (!hasGreeting(context)) return [];
  const written = texts(context, 'customer').length;
  const answered = texts(context, 'admin');
  const events: ChatModelEvent[] = [];
  if (written < customerLines.length) events.push(event('chat.messageSent', { text: customerLines[written]! }, customer, 'writes', context));
  if (written > 0 && answered.length === 0) events.push(event('chat.messageSent', { text: adminLine }, admin, 'replies', context));
  if (!adminOnThread(context) && unreadFor(context, 'admin') > 0) events.push(event('chat.read', { upTo: lastCustomerMessage!.id }, admin, 'adminOpens', context));
  // Each refusal once, where it is first possible.
  if (written === 0) events.push(event('chat.greeted', { customerName: 'customer' }, server, 'reopensChat', context));
  if (adminOnThread(context) && answered.length === 0) events.push(event('chat.read', { upTo: lastCustomerMessage!.id }, admin, 'adminReopens', context));
  if (written === 1 && answered.length > 0) events.push(event('chat.autoReplied', { inReplyTo: answered.at(-1)!.id }, server, 'serverLeavesAdminAlone', context));
  return events;
}

/**
 * What the screens tell apart, capped by the moves above. A refused event leaves the snapshot
 * as it was: the state it leads to is marked with it, so the refusal gets a path of its own.
 */
export function chatSituation(snapshot: ChatSnapshot, event?: { id: string }): string {
  const { context } = snapshot;
  const refused = event && refusedMoves.includes(moveOf(event)) ? moveOf(event) : null;
  return JSON.stringify([
    snapshot.value,
    hasGreeting(context),
    texts(context, 'customer').length,
    texts(context, 'admin').length,
    context.awaitingReply.length,
    unreadFor(context, 'customer'),
    unreadFor(context, 'admin'),
    adminOnThread(context),
    refused,
  ]);
}
