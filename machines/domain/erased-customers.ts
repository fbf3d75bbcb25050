// A copy of the log kept outside the server (the admin's browser) redacts the personal fields
// of a customer's events once it receives their `user.erased`, by the same list the server
// encrypts (personal-fields.ts, docs/decisions.md 34). A customer's events are those of their
// user, plan and general chat streams, and of each request they opened and its chat thread.
import type { DomainEvent } from './envelope.ts';
import { redactedPayload } from './personal-fields.ts';
import { generalChatStream, parseStream, requestChatStream, subscriptionStream, userStream } from './streams.ts';

/** The customers these events erase, by user id. */
export function erasedBy(events: readonly DomainEvent[]): string[] {
  return events.flatMap((event) => {
    const stream = parseStream(event.stream);
    return event.type === 'user.erased' && stream?.kind === 'user' ? [stream.userId] : [];
  });
}

/** The events with the personal fields of these customers' events redacted. */
export function withErasedRedacted<Event extends DomainEvent>(events: readonly Event[], userIds: readonly string[]): Event[] {
  const streams = new Set(userIds.flatMap((userId) => [userStream(userId), subscriptionStream(userId), generalChatStream(userId)]));
  for (const event of events) {
    const stream = parseStream(event.stream);
    if (event.type === 'request.submitted' && stream?.kind === 'request' && userIds.includes(event.actor.userId ?? '')) {
      streams.add(event.stream);
      streams.add(requestChatStream(stream.requestId));
    }
  }
  return events.map((event) => (streams.has(event.stream) ? { ...event, data: redactedPayload(event.type, event.data) } : event));
}
