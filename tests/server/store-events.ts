import { v7 as uuidv7 } from 'uuid';
import type { EventToAppend } from '../../server/store/event-store.ts';

// The event the store contract appends: any stream, any version; the store does not read payloads.
export const at = '2026-11-22T09:00:00.000Z';

export function anEvent(stream: string, expectedVersion: number, overrides: Partial<EventToAppend> = {}): EventToAppend {
  return {
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
  };
}
