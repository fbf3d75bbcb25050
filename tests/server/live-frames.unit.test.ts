import { describe, expect, it } from 'vitest';
import { framesOf } from '../../server/http/live-frames.ts';
import type { StoredEvent } from '../../server/store/event-store.ts';

// An event of a commit goes out in several lists (an admin's whole commit, its customer's own
// part): it is serialised once, and each list is encoded once however many clients it goes to.
function eventCountingPayloadReads(position: number, audience: string) {
  const counted = { reads: 0 };
  const event = {
    id: `event-${position}`,
    stream: `user-${audience}`,
    version: position,
    position,
    type: 'user.profileUpdated',
    schema: 1,
    actor: { role: 'customer', userId: audience },
    at: '2026-11-28T08:00:00.000Z',
    audience,
  } as Omit<StoredEvent, 'data'>;
  Object.defineProperty(event, 'data', {
    enumerable: true,
    get: () => {
      counted.reads += 1;
      return { fullName: 'Amal Harbi' };
    },
  });
  return { event: event as StoredEvent, counted };
}

describe('the live frames', () => {
  it('serialise an event once for every list it is in, and encode a list once', () => {
    const amals = eventCountingPayloadReads(7, '1000');
    const badrs = eventCountingPayloadReads(8, '1001');
    const whole = [amals.event, badrs.event];
    const amalsPart = [amals.event];

    const forAdmins = framesOf(whole);
    const forAmal = framesOf(amalsPart);

    expect(framesOf(whole)).toBe(forAdmins);
    expect(framesOf(amalsPart)).toBe(forAmal);
    expect(amals.counted.reads).toBe(1);
    expect(badrs.counted.reads).toBe(1);
    expect(new TextDecoder().decode(forAmal)).toBe(
      'id: 7\ndata: {"id":"event-7","stream":"user-1000","version":7,"position":7,"type":"user.profileUpdated","schema":1,"actor":{"role":"customer","userId":"1000"},"at":"2026-11-28T08:00:00.000Z","data":{"fullName":"Amal Harbi"}}\n\n',
    );
  });
});
