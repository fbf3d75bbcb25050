import type { DomainEvent } from '../../machines/domain/envelope.ts';
import type { StoredEvent } from '../store/event-store.ts';

/** A stored event as clients are sent it: everything but its audience. */
export function envelope({ audience: _audience, ...event }: StoredEvent): DomainEvent {
  return event;
}
