import { describe, expect, it } from 'vitest';
import type { MachineEvent } from '../../machines/domain/envelope.ts';
import { defaultSettings } from '../../machines/domain/default-settings.ts';
import { cancellationFigures, visitStartsAt } from '../../machines/domain/visit-cancellation.ts';
import { requestMachine, type RequestSnapshot } from '../../machines/request.machine.ts';
import { mayCancelVisit, requestBadge } from '../../machines/request-status.ts';
import { decide, replay } from '../../machines/stream-decision.ts';
import { admin, anEvent, system } from './given-events.ts';
import { ahmed, ahmedId, ahmedsWindow, paidWith, plumbingVisit } from './sample-payloads.ts';

// A paid (or included) visit given up by its customer online: until the visit starts, free up to
// 24 hours before it, 25 % of the price after (the default rules). Sara's plumbing visit asks for
// Tuesday 24 November 2026 at 10:30 in Riyadh; the appointment, when confirmed, is 10:00-12:00.
const rules = defaultSettings.visitRules;
const price = 15_000;
const windowStarts = '2026-11-24T07:00:00.000Z';
const preferredStarts = '2026-11-24T07:30:00.000Z';
const hoursBefore = (instant: string, hours: number, extraMs = 0) => new Date(Date.parse(instant) - hours * 3_600_000 + extraMs).toISOString();

const paidRequest = (priceHalalas = price) => [
  anEvent('request.submitted', plumbingVisit, { at: '2026-11-22T09:00:00.000Z' }),
  anEvent('request.offerMade', { priceHalalas, adminNote: '' }, { actor: admin, at: '2026-11-22T10:00:00.000Z' }),
  anEvent('request.offerAccepted', {}, { at: '2026-11-22T11:00:00.000Z' }),
  ...(priceHalalas > 0 ? [anEvent('request.paid', paidWith('pay_1', priceHalalas), { actor: system, at: '2026-11-22T12:00:00.000Z' })] : []),
];
const appointed = (priceHalalas = price) => [
  ...paidRequest(priceHalalas),
  anEvent(
    'request.appointmentConfirmed',
    { ...ahmedsWindow, technician: { id: ahmedId, name: ahmed.name }, workingHours: plumbingVisit.workingHours },
    { actor: admin, at: '2026-11-22T13:00:00.000Z' },
  ),
];
const cancelling = (at: string, feeHalalas: number, refundHalalas: number, visitRules = rules) =>
  anEvent('request.visitCancelled', { feeHalalas, refundHalalas, visitRules }, { at });

const given = (events: MachineEvent[]) => replay(requestMachine, events) as RequestSnapshot;
const answer = (events: MachineEvent[], event: MachineEvent) => {
  const decision = decide(given(events), event);
  return decision.accepted ? 'accepted' : decision.reason;
};

describe('the cancellation fee', () => {
  it('given exactly 24 hours before the visit starts, when worked out, then it is free: the whole price comes back', () => {
    expect(cancellationFigures(price, windowStarts, hoursBefore(windowStarts, 24), rules)).toEqual({ feeHalalas: 0, refundHalalas: price });
  });

  it('given a millisecond less than 24 hours before, when worked out, then 25 % of the price is kept', () => {
    expect(cancellationFigures(price, windowStarts, hoursBefore(windowStarts, 24, 1), rules)).toEqual({ feeHalalas: 3_750, refundHalalas: 11_250 });
  });

  it('given a price whose share is not a whole halala, when worked out, then the fee is rounded as money is and the two add up to the price', () => {
    expect(cancellationFigures(9_999, windowStarts, hoursBefore(windowStarts, 1), rules)).toEqual({ feeHalalas: 2_500, refundHalalas: 7_499 });
  });

  it('given a visit included in the plan, when cancelled late, then nothing is kept nor refunded', () => {
    expect(cancellationFigures(0, windowStarts, hoursBefore(windowStarts, 1), rules)).toEqual({ feeHalalas: 0, refundHalalas: 0 });
  });

  it('given other rules in force, when worked out, then they are the ones applied', () => {
    const strict = { ...rules, freeCancellationHours: 48, lateCancellationFeePercent: 50 };
    expect(cancellationFigures(price, windowStarts, hoursBefore(windowStarts, 30), strict)).toEqual({ feeHalalas: 7_500, refundHalalas: 7_500 });
  });

  it('a Riyadh day and time start at the instant 3 hours earlier in UTC', () => {
    expect(visitStartsAt('2026-11-24', '10:00')).toBe(windowStarts);
  });
});

describe('giving up a paid visit', () => {
  it('given an appointed visit, when cancelled 24 hours before its window with no fee, then it is cancelled with the figures kept', () => {
    const at = hoursBefore(windowStarts, 24);
    const request = decide(given(appointed()), cancelling(at, 0, price));
    expect(request.accepted).toBe(true);
    const snapshot = given([...appointed(), cancelling(at, 0, price)]);
    expect(snapshot.value).toBe('cancelled');
    expect(requestBadge(snapshot)).toBe('cancelled');
    expect(snapshot.context).toMatchObject({ cancelledAt: at, cancellation: { feeHalalas: 0, refundHalalas: price, visitRules: rules } });
    // The appointment stays readable: the page says which visit was given up.
    expect(snapshot.context.appointment).toMatchObject(ahmedsWindow);
  });

  it('given an appointed visit, when cancelled late for the fee its rules say, then it is accepted', () => {
    expect(answer(appointed(), cancelling(hoursBefore(windowStarts, 2), 3_750, 11_250))).toBe('accepted');
  });

  it('given a late cancellation, when it claims no fee, then it is refused: feeAsTheRulesSay', () => {
    expect(answer(appointed(), cancelling(hoursBefore(windowStarts, 2), 0, price))).toBe('feeAsTheRulesSay');
  });

  it('given a cancellation in time, when it keeps a fee nonetheless, then it is refused: feeAsTheRulesSay', () => {
    expect(answer(appointed(), cancelling(hoursBefore(windowStarts, 30), 3_750, 11_250))).toBe('feeAsTheRulesSay');
  });

  it('given the arrival window has started, when cancelled, then it is refused: beforeVisitStarts', () => {
    expect(answer(appointed(), cancelling(windowStarts, 3_750, 11_250))).toBe('beforeVisitStarts');
  });

  it('given a paid visit with no appointment yet, when cancelled before its preferred time, then it is accepted; at that time, refused', () => {
    expect(answer(paidRequest(), cancelling(hoursBefore(preferredStarts, 1), 3_750, 11_250))).toBe('accepted');
    expect(answer(paidRequest(), cancelling(preferredStarts, 3_750, 11_250))).toBe('beforeVisitStarts');
  });

  it('given a VIP visit included in the plan, when cancelled, then it is accepted with nothing to refund', () => {
    expect(given(paidRequest(0)).value).toBe('scheduled');
    expect(answer(paidRequest(0), cancelling(hoursBefore(preferredStarts, 2), 0, 0))).toBe('accepted');
  });

  it('given the technician on the way, when cancelled, then it is refused: the chart has no such step', () => {
    const onTheWay = [...appointed(), anEvent('request.technicianOnTheWay', { expectedAt: '10:40' }, { actor: admin, at: hoursBefore(windowStarts, 3) })];
    expect(answer(onTheWay, cancelling(hoursBefore(windowStarts, 2), 3_750, 11_250))).toBe('notAllowedNow');
  });

  it('given an offer not paid yet, when a visit cancellation comes, then it is refused (the plain cancellation is the one for it)', () => {
    const awaiting = paidRequest().slice(0, 3);
    expect(answer(awaiting, cancelling(hoursBefore(preferredStarts, 30), 0, price))).toBe('notAllowedNow');
  });
});

describe('whether the page offers to cancel the visit', () => {
  it('is offered for a paid or appointed visit until it starts, and not once the technician set out', () => {
    expect(mayCancelVisit(given(paidRequest()), hoursBefore(preferredStarts, 1))).toBe(true);
    expect(mayCancelVisit(given(appointed()), hoursBefore(windowStarts, 1))).toBe(true);
    expect(mayCancelVisit(given(appointed()), windowStarts)).toBe(false);
    const onTheWay = [...appointed(), anEvent('request.technicianOnTheWay', { expectedAt: '10:40' }, { actor: admin, at: hoursBefore(windowStarts, 3) })];
    expect(mayCancelVisit(given(onTheWay), hoursBefore(windowStarts, 4))).toBe(false);
  });
});
