import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { requestMachine, type RequestSnapshot } from '../../machines/request.machine.ts';
import { subscriptionMachine, type SubscriptionSnapshot } from '../../machines/subscription.machine.ts';
import { fingerprintOf } from '../../machines/machine-fingerprint.ts';
import { decide, replay, UnfoldableEvent } from '../../machines/stream-decision.ts';
import { admin, anEvent, system } from './given-events.ts';
import { paidWith, plumbingVisit } from './sample-payloads.ts';

// Past events are facts: folding them never asks a rule again, and a rule changed tomorrow
// judges only new events.
const friday = '2026-11-27';
const sundayNoon = '2026-11-22T09:00:00.000Z';

describe('replaying a stream', () => {
  it('folds a booking that a rule refuses today into the state it reached when it was decided', () => {
    const fridayBooking = anEvent('request.submitted', { ...plumbingVisit, preferredDate: friday }, { at: sundayNoon });
    expect(decide(replay(requestMachine, []), fridayBooking)).toEqual({ accepted: false, reason: 'noFridayService' });

    const request = replay(requestMachine, [
      fridayBooking,
      anEvent('request.offerMade', { priceHalalas: 20_000, adminNote: '' }, { actor: admin }),
      anEvent('request.offerAccepted', {}),
      anEvent('request.paid', paidWith('pay_1', 20_000), { actor: system }),
    ]) as RequestSnapshot;

    expect(request.value).toBe('paid');
    expect(request.context.preferredDate).toBe(friday);
  });

  it('keeps a visit counted under a looser gap, and the branch an offer took follows the offer itself', () => {
    const grant = anEvent('subscription.granted', { plan: 'vip', days: 30, maxVisits: 1, note: '', via: 'admin' }, { actor: admin, at: sundayNoon });
    const visit = (requestId: string, at: string) => anEvent('subscription.visitRecorded', { requestId }, { at });
    // Two visits ten minutes apart on a plan of one: today's rules refuse the second.
    const subscription = replay(subscriptionMachine, [grant, visit('r1', '2026-11-22T10:00:00.000Z'), visit('r2', '2026-11-22T10:10:00.000Z')]) as SubscriptionSnapshot;
    expect(subscription.context.visitsUsed).toBe(2);

    const included = replay(requestMachine, [
      anEvent('request.submitted', plumbingVisit, { at: sundayNoon }),
      anEvent('request.offerMade', { priceHalalas: 0, adminNote: '' }, { actor: admin }),
      anEvent('request.offerAccepted', {}),
    ]);
    expect(included.value).toBe('scheduled');
  });

  it('fails loudly on an event its state has no transition for, instead of dropping it', () => {
    const submitted = anEvent('request.submitted', plumbingVisit, { at: sundayNoon });
    const paidTooEarly = anEvent('request.paid', paidWith('pay_1', 20_000), { actor: system });
    expect(() => replay(requestMachine, [submitted, paidTooEarly])).toThrow(UnfoldableEvent);
    expect(() => replay(requestMachine, [submitted, paidTooEarly])).toThrow(/no transition for 'request.paid'.*"pending"/);
  });
});

describe('the fingerprint kept beside stored snapshots', () => {
  const countingByOne = () =>
    setup({ types: { context: {} as { n: number } }, actions: { count: assign({ n: ({ context }) => context.n + 1 }) } }).createMachine({
      id: 'counter',
      context: { n: 0 },
      on: { counted: { actions: 'count' } },
    });
  const countingByTwo = setup({ types: { context: {} as { n: number } }, actions: { count: assign({ n: ({ context }) => context.n + 2 }) } }).createMachine({
    id: 'counter',
    context: { n: 0 },
    on: { counted: { actions: 'count' } },
  });
  const countingInStates = setup({}).createMachine({ id: 'counter', initial: 'a', states: { a: { on: { counted: 'b' } }, b: {} } });

  it('is the same for the same machines, in any order', () => {
    expect(fingerprintOf([requestMachine, subscriptionMachine])).toBe(fingerprintOf([subscriptionMachine, requestMachine]));
    expect(fingerprintOf([countingByOne()])).toBe(fingerprintOf([countingByOne()]));
  });

  it('changes when a machine folds differently (its chart or its actions), with no version number touched', () => {
    expect(fingerprintOf([countingByOne()])).not.toBe(fingerprintOf([countingInStates]));
    expect(fingerprintOf([countingByOne()])).not.toBe(fingerprintOf([countingByTwo]));
  });
});
