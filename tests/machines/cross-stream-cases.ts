import type { BatchEvent } from '../../machines/cross-stream-rules.ts';
import type { MachineEvent } from '../../machines/domain/envelope.ts';
import type { RequestSubmitted } from '../../machines/domain/request-events.ts';
import { admin, anEvent } from './given-events.ts';
import { plumbingVisit } from './sample-payloads.ts';

// One table of batches and the rule across streams each breaks, run through the pure rules,
// the browser's pending plan and the server alike: they must refuse the same batches with the
// same reason. Customer 1234 holds a VIP plan granted on Sunday 22 November 2026.
export interface CrossStreamCase {
  name: string;
  /** Each stream's history before the batch. */
  given: Record<string, MachineEvent[]>;
  batch: BatchEvent[];
  refusal: string | null;
}

const sara = { role: 'customer' as const, userId: '1234' };
const granted = anEvent('subscription.granted', { plan: 'vip', days: 30, maxVisits: 4, note: '', via: 'admin' }, { actor: admin, at: '2026-11-22T08:00:00.000Z' });
const vipVisit = { ...plumbingVisit, kind: 'vip' as const };
const request = (n: number) => `019a0000-0000-7000-8000-00000000000${n}`;
const event = (stream: string, type: string, data: unknown, actor = sara): BatchEvent => ({ id: anEvent(type, data).id, stream, type, data, actor });

const bookingOf = (n: number, data: RequestSubmitted = vipVisit) => event(`request-${request(n)}`, 'request.submitted', data);
const visitFor = (n: number, subscription = 'subscription-1234') => event(subscription, 'subscription.visitRecorded', { requestId: request(n) });
const refundOf = (n: number) => event('subscription-1234', 'subscription.visitRefunded', { requestId: request(n) });
const cancelling = (n: number) => event(`request-${request(n)}`, 'request.cancelled', {});

/** Request 1 is a VIP visit already booked, its visit counted on Sara's plan. */
const bookedVipVisit = {
  'subscription-1234': [granted, anEvent('subscription.visitRecorded', { requestId: request(1) }, { actor: sara, at: '2026-11-22T09:00:00.000Z' })],
  [`request-${request(1)}`]: [anEvent('request.submitted', vipVisit, { actor: sara, at: '2026-11-22T09:00:00.000Z' })],
};

export const crossStreamCases: CrossStreamCase[] = [
  { name: 'a VIP booking with its visit on the customer’s own plan', given: { 'subscription-1234': [granted] }, batch: [visitFor(2), bookingOf(2)], refusal: null },
  { name: 'a VIP booking alone', given: { 'subscription-1234': [granted] }, batch: [bookingOf(2)], refusal: 'vipVisitNotRecorded' },
  { name: 'a visit with no booking', given: { 'subscription-1234': [granted] }, batch: [visitFor(2)], refusal: 'vipBookingMissing' },
  { name: 'a visit given back with its request cancelled', given: bookedVipVisit, batch: [cancelling(1), refundOf(1)], refusal: null },
  { name: 'a VIP request cancelled that keeps its visit', given: bookedVipVisit, batch: [cancelling(1)], refusal: 'visitNotGivenBack' },
  { name: 'a visit given back with its request still open', given: bookedVipVisit, batch: [refundOf(1)], refusal: 'requestNotEnded' },
  {
    name: 'a booking checked against working hours no longer in force',
    given: {},
    batch: [bookingOf(3, { ...plumbingVisit, workingHours: { opens: '09:00', closes: '17:00' } })],
    refusal: 'workingHoursChanged',
  },
  { name: 'a general booking checked against the hours in force', given: {}, batch: [bookingOf(3, plumbingVisit)], refusal: null },
];
