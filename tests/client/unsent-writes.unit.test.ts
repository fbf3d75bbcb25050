import { describe, expect, it } from 'vitest';
import type { EventLog, PendingEvent, RefusedWrite } from '../../src/eventlog/event-log.ts';
import {
  refusedBookingSelector,
  refusedMessagesSelector,
  selectRefusedBookings,
  selectRefusedItems,
  streamWaitingSelector,
  waitingEventIdsSelector,
} from '../../src/app/unsent-writes.ts';

const customer = { role: 'customer', userId: '1234' } as const;
const requestId = '01950000-0000-7000-8000-000000000001';
const booking = {
  kind: 'general',
  services: ['plumbing'],
  note: 'A leak under the basin',
  address: 'Al Malqa, Riyadh',
  coordinates: null,
  phone: '+966512345678',
  preferredDate: '2026-03-02',
  preferredTime: '09:00',
  workingHours: { opens: '08:00', closes: '22:00' },
  photoId: null,
};

let seq = 0;
const event = (stream: string, type: string, data: unknown, batch?: string): PendingEvent => {
  const id = `01950000-0000-7000-9000-${String(++seq).padStart(12, '0')}`;
  return { id, stream, expectedVersion: 0, type, schema: 1, data, batch: batch ?? id, seq, actor: customer, at: '2026-03-01T09:00:00.000Z' };
};
const refused = (code: string, refusedAt: string, ...events: PendingEvent[]): RefusedWrite => ({ batch: events[0]!.batch, code, refusedAt, events });

/** A log holding only what these selectors read. */
const logWith = (pending: PendingEvent[], refusedWrites: RefusedWrite[]) =>
  ({ pending: () => pending, refused: () => refusedWrites }) as unknown as EventLog;

const bookingEvent = () => event(`request-${requestId}`, 'request.submitted', booking);

describe('the writes still waiting to be sent', () => {
  it('are the pending events of the stream asked about, and no other', () => {
    const mine = event('chat-user-1234', 'chat.messageSent', { text: 'Hello' });
    const log = logWith([mine, bookingEvent()], []);

    expect(waitingEventIdsSelector('chat-user-1234')(log)).toEqual(new Set([mine.id]));
    expect(streamWaitingSelector(`request-${requestId}`)(log)).toBe(true);
    expect(streamWaitingSelector('subscription-1234')(log)).toBe(false);
  });
});

describe('the writes the server refused', () => {
  it('offers another time for a booking refused by a rule about its day or time', () => {
    const log = logWith([], [refused('workingHoursChanged', '2026-03-01T10:00:00.000Z', bookingEvent())]);

    expect(refusedBookingSelector(requestId)(log)).toMatchObject({ kind: 'booking', requestId, code: 'workingHoursChanged', next: 'chooseAnotherTime', booking });
    expect(selectRefusedBookings(log)).toHaveLength(1);
  });

  it('sends a VIP booking refused for its plan to the plans, and any other booking back to its form', () => {
    const vip = refused('visitLimitReached', '2026-03-01T10:00:00.000Z', bookingEvent(), event('subscription-1234', 'subscription.visitRecorded', { requestId }));
    const other = refused('insideRiyadh', '2026-03-01T10:01:00.000Z', bookingEvent());

    expect(selectRefusedItems(logWith([], [vip, other])).map((item) => item.next)).toEqual(['bookAgain', 'seePlans']);
  });

  it('keeps a refused message with its text, to send again, on its own thread only', () => {
    const message = refused('chatClosed', '2026-03-01T10:00:00.000Z', event('chat-user-1234', 'chat.messageSent', { text: 'Are you coming?' }));
    const log = logWith([], [message]);

    expect(refusedMessagesSelector('chat-user-1234')(log)).toMatchObject([{ kind: 'message', text: 'Are you coming?', next: 'sendAgain' }]);
    expect(refusedMessagesSelector(`chat-request-${requestId}`)(log)).toEqual([]);
    expect(refusedBookingSelector(requestId)(log)).toBeNull();
  });

  it('lists the newest refusal first, and a change with nothing to do next as such', () => {
    const older = refused('forbidden', '2026-03-01T10:00:00.000Z', event('user-1234', 'user.profileUpdated', { fullName: 'Sara' }));
    const newer = refused('notInThePast', '2026-03-01T11:00:00.000Z', bookingEvent());

    expect(selectRefusedItems(logWith([], [older, newer])).map((item) => [item.kind, item.next])).toEqual([
      ['booking', 'chooseAnotherTime'],
      ['change', null],
    ]);
  });
});
