// What the customer's views read of their writes the server has not taken: those still waiting
// to be sent (in the log's pending queue) and those it refused on arrival (kept on the device
// until seen, docs/decisions.md 36), each with what the customer can do next. Stable selectors
// for useLogSelector.
import type { RequestSubmitted } from '../../machines/domain/request-events.ts';
import { parseStream } from '../../machines/domain/streams.ts';
import type { EventLog, RefusedWrite } from '../eventlog/event-log.ts';

/** What a refused write lets the customer do next. */
export type NextStep = 'chooseAnotherTime' | 'bookAgain' | 'seePlans' | 'sendAgain' | null;

interface RefusedBase {
  batch: string;
  /** The refusing rule's name (the guard's), or the server's code. */
  code: string;
  refusedAt: string;
  next: NextStep;
}

export type RefusedBooking = RefusedBase & { kind: 'booking'; requestId: string; booking: RequestSubmitted };
export type RefusedMessage = RefusedBase & { kind: 'message'; stream: string; text: string };
export type RefusedItem = RefusedBooking | RefusedMessage | (RefusedBase & { kind: 'change'; stream: string; type: string });

/** The rules about a booking's day and time: another time may pass them. */
const timeRules = new Set(['workingHoursChanged', 'withinWorkingHours', 'notInThePast', 'notBeforeToday', 'noFridayService', 'noBookingWithin2Hours']);
/** The rules about the VIP plan: the plans page says how to get or renew one. */
const planRules = new Set(['vipSubscriptionRequired', 'visitLimitReached']);

function refusedItem(write: RefusedWrite): RefusedItem {
  const { batch, code, refusedAt, events } = write;
  const first = events[0]!;
  const booking = events.find((event) => event.type === 'request.submitted');
  const stream = booking ? parseStream(booking.stream) : null;
  if (booking && stream?.kind === 'request') {
    const { requestId } = stream;
    const next = timeRules.has(code) ? 'chooseAnotherTime' : planRules.has(code) ? 'seePlans' : 'bookAgain';
    return { kind: 'booking', batch, code, refusedAt, next, requestId, booking: booking.data as RequestSubmitted };
  }
  if (first.type === 'chat.messageSent') {
    return { kind: 'message', batch, code, refusedAt, next: 'sendAgain', stream: first.stream, text: (first.data as { text: string }).text };
  }
  return { kind: 'change', batch, code, refusedAt, next: null, stream: first.stream, type: first.type };
}

/** Every write refused on arrival and not yet seen, newest refusal first. */
export const selectRefusedItems = (log: EventLog): RefusedItem[] => log.refused().map(refusedItem).reverse();

/** The refused booking of a request, or null: a selector per request id, made once per page. */
export const refusedBookingSelector = (requestId: string) => (log: EventLog): RefusedBooking | null =>
  selectRefusedItems(log).find((item): item is RefusedBooking => item.kind === 'booking' && item.requestId === requestId) ?? null;

/** The refused bookings, newest refusal first: they have no request in the log, only this. */
export const selectRefusedBookings = (log: EventLog): RefusedBooking[] =>
  selectRefusedItems(log).filter((item): item is RefusedBooking => item.kind === 'booking');

/** The refused messages of a chat thread, oldest first: a selector per thread. */
export const refusedMessagesSelector = (stream: string) => (log: EventLog): RefusedMessage[] =>
  selectRefusedItems(log)
    .filter((item): item is RefusedMessage => item.kind === 'message' && item.stream === stream)
    .reverse();

/** The ids of a stream's events still waiting to be sent: a selector per stream. */
export const waitingEventIdsSelector = (stream: string) => (log: EventLog): ReadonlySet<string> =>
  new Set(log.pending().filter((event) => event.stream === stream).map((event) => event.id));

/** Whether anything written to a stream is still waiting to be sent: a selector per stream. */
export const streamWaitingSelector = (stream: string) => (log: EventLog): boolean =>
  log.pending().some((event) => event.stream === stream);
