import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { MachineEvent } from '../../machines/domain/envelope.ts';
import { subscriptionRows } from '../../machines/projections/admin-subscriptions.ts';
import { replay } from '../../machines/stream-decision.ts';
import { subscriptionMachine } from '../../machines/subscription.machine.ts';
import { userMachine } from '../../machines/user.machine.ts';
import { admin, anEvent } from './given-events.ts';

// The admin's Subscriptions tab rows, from the streams of the admin's log, at a moment.
const registered = (userId: string, fullName: string) =>
  replay(userMachine, [
    anEvent('user.registered', { fullName, email: `${userId}@example.com`, mobile: `+96651234${userId}` }, { actor: { role: 'customer', userId } }),
  ]);
const subscription = (...events: MachineEvent[]) => replay(subscriptionMachine, events);
const requested = (at: string) => anEvent('subscription.requested', { plan: 'vip' }, { at });
const granted = (at: string) =>
  anEvent('subscription.granted', { plan: 'vip', days: 30, maxVisits: 4, note: '', via: 'admin' }, { actor: admin, at });

const refundedPlanPayment = anEvent(
  'subscription.chargeRefunded',
  { provider: 'test', paymentId: 'pay-1', amountHalalas: 50_000, reason: 'paymentMismatch', refundId: 'pay-1' },
  { actor: { role: 'system' }, at: '2026-11-21T12:00:00.000Z' },
);

const streams = new Map<string, AnyMachineSnapshot>([
  ['user-1001', registered('1001', 'Sara')],
  ['user-1002', registered('1002', 'Omar')],
  ['user-1003', registered('1003', 'Huda')],
  ['user-1004', registered('1004', 'Reem')],
  ['subscription-1001', subscription(requested('2026-11-20T10:00:00.000Z'))],
  ['subscription-1002', subscription(granted('2026-11-01T10:00:00.000Z'))],
  ['subscription-1003', subscription(requested('2026-11-19T10:00:00.000Z'), granted('2026-11-21T10:00:00.000Z'), requested('2026-11-22T08:00:00.000Z'))],
  ['subscription-1004', subscription(refundedPlanPayment)],
]);

describe('the Subscriptions tab rows', () => {
  it('lists the customers waiting for a plan, oldest request first, with their names', () => {
    const { waiting } = subscriptionRows(streams, '2026-11-22T09:00:00.000Z');
    expect(waiting.map((row) => [row.userId, row.customer.fullName])).toEqual([
      ['1001', 'Sara'],
      ['1003', 'Huda'],
    ]);
  });

  it('lists the plans active at the moment, the soonest to expire first, and drops an expired one', () => {
    expect(subscriptionRows(streams, '2026-11-22T09:00:00.000Z').active.map((row) => row.userId)).toEqual(['1002', '1003']);
    expect(subscriptionRows(streams, '2026-12-02T09:00:00.000Z').active.map((row) => row.userId)).toEqual(['1003']);
  });

  it('lists a customer neither waiting nor active for a plan payment refunded automatically, and keeps the refund on the active row', () => {
    const at = '2026-12-02T09:00:00.000Z';
    expect(subscriptionRows(streams, at).refundedOnly.map((row) => [row.userId, row.subscription.automaticRefunds.length])).toEqual([['1004', 1]]);
    const withActive = new Map([...streams, ['subscription-1002', subscription(granted('2026-11-01T10:00:00.000Z'), refundedPlanPayment)]]);
    const rows = subscriptionRows(withActive, '2026-11-22T09:00:00.000Z');
    expect(rows.active.find((row) => row.userId === '1002')!.subscription.automaticRefunds).toMatchObject([{ status: 'refunded', paymentId: 'pay-1' }]);
    expect(rows.refundedOnly.map((row) => row.userId)).toEqual(['1004']);
  });
});
