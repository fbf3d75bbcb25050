import { v7 as uuidv7 } from 'uuid';
import type { DecidedEvent, EventToAppend } from '../../server/store/event-store.ts';

// The events the store's own tests append: any stream, any version. The store reads no
// payload and asks no machine; on the server only server/events/append-decided.ts decides.
export const at = '2026-11-22T09:00:00.000Z';

export function anEvent(stream: string, expectedVersion: number, overrides: Partial<EventToAppend> = {}): DecidedEvent {
  return asDecided({
    id: uuidv7(),
    stream,
    expectedVersion,
    type: 'settings.autoReplySwitched',
    schema: 1,
    data: { enabled: expectedVersion % 2 === 0 },
    actor: { role: 'admin', userId: 'admin-1' },
    at,
    audience: 'public',
    ...overrides,
  });
}

/** An event the test vouches for, written to the store as it is: for tests of the store, and for a given that needs no decision. */
export const asDecided = (event: EventToAppend) => event as DecidedEvent;

