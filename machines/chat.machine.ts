// A conversation between a customer and the company: the customer's general thread, or one
// request's thread. The server greets the customer the first time the thread opens, once;
// each customer message waits for the server's auto-reply, which answers it at most once; each
// side marks how far it has read, so the other sees its messages were read.
import { and, assign, setup, type SnapshotFrom } from 'xstate';
import { appended, emptyList, lastIndexWhere, listItems, listLength, type AppendOnlyList } from './domain/append-only-list.ts';
import type { ChatAutoReplied, ChatGreeted, ChatMessageSent, ChatRead } from './domain/chat-events.ts';
import type { MachineEvent, Role } from './domain/envelope.ts';

export type ChatContent = { kind: 'text'; text: string } | { kind: 'greeting'; customerName: string } | { kind: 'autoReply' };

export interface ChatEntry {
  /** The event's id: a message's identity, in the browser before and after the server accepts it. */
  id: string;
  at: string;
  from: Role;
  content: ChatContent;
}

export interface ChatContext {
  /** Read with chatMessages(): a thread folds each message without copying those before it. */
  messages: AppendOnlyList<ChatEntry>;
  /** Customer messages the auto-reply has not answered yet. */
  awaitingReply: string[];
  /** How many messages (from the start) each side has seen. */
  seenByAdmin: number;
  seenByCustomer: number;
}

export type ChatEvent =
  | MachineEvent<'chat.greeted', ChatGreeted>
  | MachineEvent<'chat.messageSent', ChatMessageSent>
  | MachineEvent<'chat.autoReplied', ChatAutoReplied>
  | MachineEvent<'chat.read', ChatRead>;

type Payload<T extends ChatEvent['type']> = Extract<ChatEvent, { type: T }>['data'];

const noMessages: ChatContext = { messages: emptyList, awaitingReply: [], seenByAdmin: 0, seenByCustomer: 0 };

/** The thread's messages, oldest first. */
export const chatMessages = (context: ChatContext): readonly ChatEntry[] => listItems(context.messages);

// A read mark names one of the newest messages: looked for from the end.
const readUpTo = (context: ChatContext, event: ChatEvent) =>
  lastIndexWhere(context.messages, (message) => message.id === (event.data as Payload<'chat.read'>).upTo) + 1;
const seenBy = (context: ChatContext, role: Role) => (role === 'admin' ? context.seenByAdmin : context.seenByCustomer);

/** Whether the other side has read this customer's or admin's message. */
export function readByOtherSide(context: ChatContext, index: number): boolean {
  const from = chatMessages(context)[index]?.from;
  return from === 'customer' ? index < context.seenByAdmin : index < context.seenByCustomer;
}

const writtenByOtherSide = (reader: 'customer' | 'admin') => (message: ChatEntry) =>
  reader === 'admin' ? message.from === 'customer' : message.from !== 'customer';

/** Messages `reader` has not seen yet, written by the other side (the company's included for a customer). */
export function unreadFor(context: ChatContext, reader: 'customer' | 'admin'): number {
  const seen = seenBy(context, reader);
  return chatMessages(context).slice(seen).filter(writtenByOtherSide(reader)).length;
}

export const chatMachine = setup({
  types: { context: {} as ChatContext, events: {} as ChatEvent },
  guards: {
    oneGreetingPerThread: ({ context }) => lastIndexWhere(context.messages, (message) => message.content.kind === 'greeting') === -1,
    answersAWaitingMessage: ({ context, event }) =>
      context.awaitingReply.includes((event.data as Payload<'chat.autoReplied'>).inReplyTo),
    readsAMessageOfThread: ({ context, event }) => readUpTo(context, event) > 0,
    readsSomethingNew: ({ context, event }) => readUpTo(context, event) > seenBy(context, event.actor.role),
  },
  actions: {
    greet: assign({
      messages: ({ context, event }) =>
        appended(context.messages, {
          id: event.id,
          at: event.at,
          from: event.actor.role,
          content: { kind: 'greeting', customerName: (event.data as Payload<'chat.greeted'>).customerName },
        }),
    }),
    addMessage: assign(({ context, event }) => {
      const from = event.actor.role;
      const message: ChatEntry = { id: event.id, at: event.at, from, content: { kind: 'text', text: (event.data as Payload<'chat.messageSent'>).text } };
      const messages = appended(context.messages, message);
      // Writing is reading: whoever writes has seen the thread up to their own message.
      const count = listLength(messages);
      const seen = from === 'admin' ? { seenByAdmin: count } : { seenByCustomer: count };
      return { messages, ...seen, awaitingReply: from === 'customer' ? [...context.awaitingReply, event.id] : context.awaitingReply };
    }),
    addAutoReply: assign(({ context, event }) => {
      const { inReplyTo } = event.data as Payload<'chat.autoReplied'>;
      return {
        messages: appended(context.messages, { id: event.id, at: event.at, from: event.actor.role, content: { kind: 'autoReply' } as const }),
        awaitingReply: context.awaitingReply.filter((id) => id !== inReplyTo),
      };
    }),
    markRead: assign(({ context, event }) =>
      event.actor.role === 'admin' ? { seenByAdmin: readUpTo(context, event) } : { seenByCustomer: readUpTo(context, event) },
    ),
  },
}).createMachine({
  id: 'chat',
  context: noMessages,
  initial: 'empty',
  states: {
    empty: {
      on: {
        'chat.greeted': { target: 'open', actions: 'greet' },
        'chat.messageSent': { target: 'open', actions: 'addMessage' },
      },
    },
    open: {
      on: {
        'chat.greeted': { guard: 'oneGreetingPerThread', actions: 'greet' },
        'chat.messageSent': { actions: 'addMessage' },
        'chat.autoReplied': { guard: 'answersAWaitingMessage', actions: 'addAutoReply' },
        'chat.read': { guard: and(['readsAMessageOfThread', 'readsSomethingNew']), actions: 'markRead' },
      },
    },
  },
});

export type ChatSnapshot = SnapshotFrom<typeof chatMachine>;

/** The company greets a customer once, when they first open a thread with nothing in it yet. */
export function needsGreeting(context: ChatContext | null, viewer: 'customer' | 'admin'): boolean {
  return viewer === 'customer' && (context === null || listLength(context.messages) === 0);
}

/** The message `reader` marks read up to, the other side's newest, when something of it is unread; else null. */
export function readMarkDue(context: ChatContext | null, reader: 'customer' | 'admin'): string | null {
  if (!context || unreadFor(context, reader) === 0) return null;
  return chatMessages(context).findLast(writtenByOtherSide(reader))?.id ?? null;
}
