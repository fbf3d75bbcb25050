// When the admin last saw a sign of a customer (docs/decisions.md 19): the most recent of their last
// sign-in and their own chat messages, in any of their threads. A customer who chatted minutes
// ago is not "not seen since registering". Pure.
import type { AnyMachineSnapshot } from 'xstate';
import { chatMessages, type ChatContext } from '../chat.machine.ts';
import { chatThreadOf, requestStream } from '../domain/streams.ts';
import type { RequestContext } from '../request.machine.ts';
import type { UserContext } from '../user.machine.ts';

/** The moment of the customer's latest message in any of these threads, or null. */
export function lastCustomerMessageAt(chats: readonly (ChatContext | undefined)[]): string | null {
  let latest: string | null = null;
  for (const chat of chats) {
    const at = chat && chatMessages(chat).findLast((message) => message.from === 'customer')?.at;
    if (at && (!latest || at > latest)) latest = at;
  }
  return latest;
}

/** Each customer's latest message in any thread, by user id: read once for a whole list. */
export function customerMessageTimes(streams: ReadonlyMap<string, AnyMachineSnapshot>): Map<string, string> {
  const times = new Map<string, string>();
  for (const [stream, snapshot] of streams) {
    const thread = chatThreadOf(stream);
    if (!thread) continue;
    const customerId =
      thread.kind === 'general'
        ? thread.userId
        : ((streams.get(requestStream(thread.requestId))?.context as RequestContext | undefined)?.ownerId ?? null);
    const at = lastCustomerMessageAt([snapshot.context as ChatContext]);
    if (customerId && at && at > (times.get(customerId) ?? '')) times.set(customerId, at);
  }
  return times;
}

/** The later of the last sign-in and the last message; registering signs the customer in, an account the admin made is unseen until claimed. */
export function lastSeenOf(user: UserContext, lastMessageAt: string | null | undefined): string | null {
  const signedIn = user.lastSeen ?? (user.createdByAdmin ? null : user.createdAt);
  if (!signedIn || !lastMessageAt) return signedIn ?? lastMessageAt ?? null;
  return lastMessageAt > signedIn ? lastMessageAt : signedIn;
}
