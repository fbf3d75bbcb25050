import { describe, expect, it } from 'vitest';
import type { Actor, MachineEvent } from '../../machines/domain/envelope.ts';
import { analytics, type AnalyticsSource } from '../../machines/projections/analytics.ts';
import { lastDays, rangeProblem } from '../../machines/projections/analytics-range.ts';
import { admin, anEvent, system } from './given-events.ts';
import { paidWith, plumbingVisit } from './sample-payloads.ts';

// The admin's analytics from given events of the admin's log, over a range of Riyadh days.
const customer = (userId: string): Actor => ({ role: 'customer', userId });

/** A log holding these streams' accepted events, as the admin's event log reads them. */
function logOf(streams: Record<string, MachineEvent[]>, pending: Record<string, MachineEvent[]> = {}): AnalyticsSource {
  const names = new Map([...Object.keys(streams), ...Object.keys(pending)].map((name) => [name, {}]));
  return {
    streams: () => names,
    history: (stream) => [
      ...(streams[stream] ?? []).map((event) => ({ ...event, pending: false })),
      ...(pending[stream] ?? []).map((event) => ({ ...event, pending: true })),
    ],
  };
}

const submitted = (at: string, services: string[] = ['plumbing'], userId = '1001') =>
  anEvent(
    'request.submitted',
    { ...plumbingVisit, kind: services.length > 1 ? 'vip' : 'general', services, preferredDate: '2026-11-30' },
    { actor: customer(userId), at },
  );
const offered = (at: string, priceHalalas = 15_000) => anEvent('request.offerMade', { priceHalalas, adminNote: '' }, { actor: admin, at });
const accepted = (at: string) => anEvent('request.offerAccepted', {}, { at });
const rejected = (at: string) => anEvent('request.offerRejected', {}, { at });
const paid = (at: string, amountHalalas = 15_000) => anEvent('request.paid', paidWith(`pay-${at}`, amountHalalas), { actor: system, at });

const granted = (at: string, days: number, via: 'admin' | 'payment' = 'admin', amountHalalas = 29_900) =>
  anEvent(
    'subscription.granted',
    { plan: 'vip', days, maxVisits: 4, note: '', via, ...(via === 'payment' ? { payment: paidWith(`plan-${at}`, amountHalalas) } : {}) },
    { actor: via === 'payment' ? system : admin, at },
  );
const extended = (at: string, days: number) => anEvent('subscription.extended', { days }, { actor: admin, at });
const revoked = (at: string) => anEvent('subscription.revoked', {}, { actor: admin, at });

const week = { from: '2026-11-20', to: '2026-11-26' };

describe('the analytics date range', () => {
  it('given today, when no range was chosen, then it is the last 30 Riyadh days up to today', () => {
    expect(lastDays('2026-11-22')).toEqual({ from: '2026-10-24', to: '2026-11-22' });
  });

  it('given From after To, when the range is checked, then it is refused as starting after its end', () => {
    expect(rangeProblem({ from: '2026-11-23', to: '2026-11-22' })).toBe('rangeStartsAfterEnd');
    expect(rangeProblem({ from: '2026-11-22', to: '2026-11-22' })).toBeNull();
  });

  it('given a range longer than a year or a date that does not exist, when checked, then it is refused', () => {
    expect(rangeProblem({ from: '2025-11-21', to: '2026-11-22' })).toBe('rangeTooLong');
    expect(rangeProblem({ from: '2025-11-22', to: '2026-11-22' })).toBeNull();
    expect(rangeProblem({ from: '2026-02-30', to: '2026-11-22' })).toBe('invalidDate');
  });
});

describe('requests per day and per service', () => {
  const log = logOf({
    'request-0193a0a0-0000-7000-8000-000000000001': [submitted('2026-11-20T08:00:00.000Z')],
    // 00:30 on the 22nd in Riyadh, still the 21st in UTC.
    'request-0193a0a0-0000-7000-8000-000000000002': [submitted('2026-11-21T21:30:00.000Z', ['plumbing', 'painting'])],
    'request-0193a0a0-0000-7000-8000-000000000003': [submitted('2026-11-22T10:00:00.000Z', ['electrical'])],
    // Before the range.
    'request-0193a0a0-0000-7000-8000-000000000004': [submitted('2026-11-19T20:59:00.000Z', ['marble'])],
  });

  it('given requests submitted on several days, when counted, then each counts on the Riyadh day it was accepted', () => {
    const figures = analytics(log, week);
    expect(figures.days).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
    expect(figures.requestsPerDay).toEqual([1, 0, 2, 0, 0, 0, 0]);
  });

  it('given a VIP request for two services, when counted per service, then it counts for each of them', () => {
    const { requestsPerService } = analytics(log, week);
    expect(requestsPerService).toMatchObject({ plumbing: 2, painting: 1, electrical: 1, marble: 0, ac: 0 });
  });

  it('given a stream whose state a new event replaced, when counted again, then the new event counts', () => {
    const stream = 'request-0193a0a0-0000-7000-8000-000000000006';
    const events: MachineEvent[] = [submitted('2026-11-22T10:00:00.000Z'), offered('2026-11-22T11:00:00.000Z')];
    const states = new Map([[stream, {}]]);
    const live: AnalyticsSource = { streams: () => states, history: () => events };
    expect(analytics(live, week).offers.accepted).toBe(0);
    events.push(accepted('2026-11-22T12:00:00.000Z'));
    states.set(stream, {});
    expect(analytics(live, week).offers.accepted).toBe(1);
  });

  it('given a booking still on its way to the server, when counted, then it is not counted yet', () => {
    const waiting = logOf({}, { 'request-0193a0a0-0000-7000-8000-000000000005': [submitted('2026-11-22T10:00:00.000Z')] });
    expect(analytics(waiting, week).requestsPerDay).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('the offer acceptance rate', () => {
  it('given offers answered in and before the range, when rated, then it is accepted / answered within the range', () => {
    const log = logOf({
      'request-0193a0a0-0000-7000-8000-000000000011': [submitted('2026-11-18T08:00:00.000Z'), offered('2026-11-18T09:00:00.000Z'), accepted('2026-11-19T09:00:00.000Z')],
      'request-0193a0a0-0000-7000-8000-000000000012': [submitted('2026-11-19T08:00:00.000Z'), offered('2026-11-19T09:00:00.000Z'), accepted('2026-11-20T09:00:00.000Z')],
      'request-0193a0a0-0000-7000-8000-000000000013': [submitted('2026-11-20T08:00:00.000Z'), offered('2026-11-20T09:00:00.000Z'), accepted('2026-11-21T09:00:00.000Z')],
      'request-0193a0a0-0000-7000-8000-000000000014': [
        submitted('2026-11-20T08:00:00.000Z'),
        offered('2026-11-20T09:00:00.000Z'),
        rejected('2026-11-21T10:00:00.000Z'),
        offered('2026-11-21T11:00:00.000Z', 12_000),
        accepted('2026-11-22T09:00:00.000Z'),
      ],
      // Offered, not answered yet.
      'request-0193a0a0-0000-7000-8000-000000000015': [submitted('2026-11-20T08:00:00.000Z'), offered('2026-11-20T09:00:00.000Z')],
    });
    expect(analytics(log, week).offers).toEqual({ accepted: 3, rejected: 1, rate: 0.75 });
  });

  it('given no offer answered in the range, when rated, then there is no rate', () => {
    const log = logOf({ 'request-0193a0a0-0000-7000-8000-000000000016': [submitted('2026-11-20T08:00:00.000Z'), offered('2026-11-20T09:00:00.000Z')] });
    expect(analytics(log, week).offers).toEqual({ accepted: 0, rejected: 0, rate: null });
  });
});

describe('revenue', () => {
  const log = logOf({
    'request-0193a0a0-0000-7000-8000-000000000021': [
      submitted('2026-11-19T08:00:00.000Z'),
      offered('2026-11-19T09:00:00.000Z', 15_000),
      accepted('2026-11-19T10:00:00.000Z'),
      paid('2026-11-20T10:00:00.000Z', 15_000),
    ],
    'request-0193a0a0-0000-7000-8000-000000000022': [
      submitted('2026-11-20T08:00:00.000Z'),
      offered('2026-11-20T09:00:00.000Z', 25_050),
      accepted('2026-11-22T08:00:00.000Z'),
      // 01:00 on the 23rd in Riyadh.
      paid('2026-11-22T22:00:00.000Z', 25_050),
    ],
    // Paid after the range.
    'request-0193a0a0-0000-7000-8000-000000000023': [
      submitted('2026-11-20T08:00:00.000Z'),
      offered('2026-11-20T09:00:00.000Z', 9_900),
      accepted('2026-11-26T08:00:00.000Z'),
      paid('2026-11-27T08:00:00.000Z', 9_900),
    ],
    'subscription-1001': [granted('2026-11-21T08:00:00.000Z', 30, 'payment', 29_900)],
    // Granted by an admin: no money came in.
    'subscription-1002': [granted('2026-11-21T09:00:00.000Z', 30, 'admin')],
    'subscription-1003': [granted('2026-11-25T09:00:00.000Z', 30, 'payment', 49_900)],
  });

  it('given paid requests, when revenue is summed, then each payment counts in halalas on the day it was confirmed', () => {
    const figures = analytics(log, week);
    expect(figures.requestRevenuePerDay).toEqual([15_000, 0, 0, 25_050, 0, 0, 0]);
    expect(figures.requestRevenue).toBe(40_050);
  });

  it('given plans bought by card and one an admin granted, when revenue is summed, then only the card payments count', () => {
    const figures = analytics(log, week);
    expect(figures.subscriptionRevenuePerDay).toEqual([0, 29_900, 0, 0, 0, 49_900, 0]);
    expect(figures.subscriptionRevenue).toBe(79_800);
  });
});

describe('active plans per day', () => {
  const range = { from: '2026-10-31', to: '2026-11-06' };
  const plansOf = (streams: Record<string, MachineEvent[]>) => analytics(logOf(streams), range).activePlansPerDay;

  it('given a 3-day grant, when counted, then it is active at the end of each day until it expires', () => {
    // Expires at 12:00 on 4 November in Riyadh: not active at the end of that day.
    expect(plansOf({ 'subscription-1001': [granted('2026-11-01T09:00:00.000Z', 3)] })).toEqual([0, 1, 1, 1, 0, 0, 0]);
  });

  it('given a plan that expires at midnight, when counted, then it is active for the whole day before', () => {
    expect(plansOf({ 'subscription-1001': [granted('2026-10-31T21:00:00.000Z', 1)] })).toEqual([0, 1, 0, 0, 0, 0, 0]);
  });

  it('given an extension, when counted, then the plan stays active until its new expiry', () => {
    const events = [granted('2026-11-01T09:00:00.000Z', 3), extended('2026-11-03T10:00:00.000Z', 2)];
    expect(plansOf({ 'subscription-1001': events })).toEqual([0, 1, 1, 1, 1, 1, 0]);
  });

  it('given a revocation, when counted, then the plan stops counting from the day it was revoked', () => {
    const events = [granted('2026-11-01T09:00:00.000Z', 30), revoked('2026-11-02T10:00:00.000Z')];
    expect(plansOf({ 'subscription-1001': events })).toEqual([0, 1, 0, 0, 0, 0, 0]);
  });

  it('given a plan that lapsed and was granted again, and another customer’s plan, when counted, then each day counts the plans in force', () => {
    const first = [granted('2026-10-20T09:00:00.000Z', 12), granted('2026-11-04T09:00:00.000Z', 30, 'payment')];
    const second = [granted('2026-11-02T09:00:00.000Z', 30), anEvent('subscription.visitRecorded', { requestId: 'abcdef-1' }, { at: '2026-11-03T09:00:00.000Z' })];
    expect(plansOf({ 'subscription-1001': first, 'subscription-1002': second })).toEqual([1, 0, 1, 1, 2, 2, 2]);
  });
});
