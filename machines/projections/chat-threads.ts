// The chat threads a log holds, as the screens show them: one thread's timeline for the
// customer and the admin, and the admin's list of every thread, unread first. Pure.
import type { AnyMachineSnapshot } from 'xstate';
import { chatThreadOf, requestStream, userStream, type ChatThread } from '../domain/streams.ts';
import { chatMessages, readByOtherSide, unreadFor, type ChatContext, type ChatEntry } from '../chat.machine.ts';
import { type RequestContext } from '../request.machine.ts';
import { requestNumber } from '../request-status.ts';
import type { UserContext } from '../user.machine.ts';
import { customerMessageTimes, lastSeenOf } from './last-seen.ts';

export type TimelineEntry =
  | { kind: 'message'; message: ChatEntry; read: boolean }
  /** The customer's last sign-in ("I am active now", docs/decisions.md 19): a system line, not a message. */
  | { kind: 'activeNow'; at: string };

/** The thread's messages in order, with the customer's last sign-in placed at its moment. */
export function chatTimeline(chat: ChatContext | null, lastSeen: string | null): TimelineEntry[] {
  const entries: TimelineEntry[] = (chat ? chatMessages(chat) : []).map((message, index) => ({
    kind: 'message',
    message,
    read: readByOtherSide(chat!, index),
  }));
  if (!lastSeen) return entries;
  const before = entries.findIndex((entry) => entry.kind === 'message' && entry.message.at > lastSeen);
  entries.splice(before === -1 ? entries.length : before, 0, { kind: 'activeNow', at: lastSeen });
  return entries;
}

export interface ThreadRow {
  stream: string;
  thread: ChatThread;
  customerId: string | null;
  customerName: string;
  /** The request's number on screens, for a request's thread. */
  requestNumber: string | null;
  /** The last thing either side wrote: the greeting and the auto-reply are no news. */
  lastMessage: ChatEntry | null;
  unread: number;
  /** The customer's last sign-in, the "I am active now" line of their general thread. */
  lastSignIn: string | null;
  /** The most recent of that sign-in and the customer's own messages. */
  lastSeen: string | null;
}

/**
 * Every thread someone wrote in, unread ones first, then the latest conversation first. A thread
 * holding only the company's greeting is a customer's look at a screen, not a conversation.
 */
export function threadRows(streams: ReadonlyMap<string, AnyMachineSnapshot>): ThreadRow[] {
  const rows: ThreadRow[] = [];
  const messagedAt = customerMessageTimes(streams);
  for (const [stream, snapshot] of streams) {
    const thread = chatThreadOf(stream);
    if (!thread) continue;
    const chat = snapshot.context as ChatContext;
    const lastMessage = chatMessages(chat).findLast((message) => message.content.kind === 'text');
    if (!lastMessage) continue;
    const customerId =
      thread.kind === 'general'
        ? thread.userId
        : ((streams.get(requestStream(thread.requestId))?.context as RequestContext | undefined)?.ownerId ?? null);
    const customer = customerId ? (streams.get(userStream(customerId))?.context as UserContext | undefined) : undefined;
    rows.push({
      stream,
      thread,
      customerId,
      customerName: customer?.fullName ?? '',
      requestNumber: thread.kind === 'request' ? requestNumber(thread.requestId) : null,
      lastMessage,
      unread: unreadFor(chat, 'admin'),
      lastSignIn: customer?.lastSeen ?? null,
      lastSeen: customer && customerId ? lastSeenOf(customer, messagedAt.get(customerId)) : null,
    });
  }
  const lastAt = (row: ThreadRow) => row.lastMessage?.at ?? '';
  return rows.sort((a, b) => Number(b.unread > 0) - Number(a.unread > 0) || (lastAt(a) < lastAt(b) ? 1 : -1));
}
