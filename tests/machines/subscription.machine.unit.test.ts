import { describe, expect, it } from 'vitest';
import type { MachineEvent } from '../../machines/domain/envelope.ts';
import { decide, notAllowedNow, replay } from '../../machines/stream-decision.ts';
import {
  activeAt,
  daysLeftAt,
  nextVipBookingAt,
  planRequested,
  subscriptionMachine,
  visitsLeft,
  type SubscriptionSnapshot,
} from '../../machines/subscription.machine.ts';
import { admin, anEvent, system } from './given-events.ts';
import { secondChargeRefunded, secondChargeRefundFailed } from './sample-payloads.ts';

// The VIP plan and its visits, given events at explicit moments, never the clock.
const t0 = '2026-11-01T09:00:00.000Z';
const at = (hours: number) => new Date(Date.parse(t0) + hours * 3_600_000).toISOString();

const granted = (maxVisits = 4, hours = 0, plan: 'vip' | 'vip-plus' = 'vip') =>
  anEvent('subscription.granted', { plan, days: 30, maxVisits, note: 'Paid cash', via: 'admin' }, { actor: admin, at: at(hours) });
const visit = (requestId: string, hours: number) => anEvent('subscription.visitRecorded', { requestId }, { at: at(hours) });
const refund = (requestId: string, hours: number) =>
  anEvent('subscription.visitRefunded', { requestId }, { actor: admin, at: at(hours) });
const extended = (days: number, hours: number) => anEvent('subscription.extended', { days }, { actor: admin, at: at(hours) });
const revoked = (hours: number) => anEvent('subscription.revoked', {}, { actor: admin, at: at(hours) });
const requested = (hours: number) => anEvent('subscription.requested', { plan: 'vip-plus' }, { at: at(hours) });

const given = (...events: MachineEvent[]) => replay(subscriptionMachine, events) as SubscriptionSnapshot;
const refusal = (snapshot: SubscriptionSnapshot, event: MachineEvent) => {
  const decision = decide(snapshot, event);
  return decision.accepted ? 'accepted' : decision.reason;
};

describe('a plan payment refunded by the server', () => {
  const planCharge = { ...secondChargeRefunded, reason: 'planStillActive' as const };
  const refunded = (actor = system) => anEvent('subscription.chargeRefunded', planCharge, { actor, at: at(1) });
  const refundFailed = () => anEvent('subscription.chargeRefundFailed', { ...secondChargeRefundFailed, reason: 'planStillActive' }, { actor: system, at: at(1) });

  it('leaves the running plan as it is and shows the admin the refund', () => {
    const { value, context } = given(granted(4), refunded());
    expect(value).toBe('subscribed');
    expect(context.plan).toBe('vip');
    expect(context.automaticRefunds).toEqual([{ status: 'refunded', ...planCharge, at: at(1) }]);
  });

  it('refuses a refund recorded by anyone but the server with refundedByServer', () => {
    expect(refusal(given(granted(4)), refunded(admin))).toBe('refundedByServer');
  });

  it('refunds a payment once, and records no failure over a refund, with notRefundedYet', () => {
    expect(refusal(given(granted(4), refunded()), refunded())).toBe('notRefundedYet');
    expect(refusal(given(granted(4), refunded()), refundFailed())).toBe('notRefundedYet');
    expect(given(granted(4), refundFailed(), refunded()).context.automaticRefunds.map((refund) => refund.status)).toEqual(['refunded']);
  });
});

describe('a grant', () => {
  it('sets the plan, an expiry 30 days on and no visits used', () => {
    const { value, context } = given(granted(4));
    expect(value).toBe('subscribed');
    expect(context).toMatchObject({ plan: 'vip', expiresAt: '2026-12-01T09:00:00.000Z', maxVisits: 4, visitsUsed: 0, note: 'Paid cash' });
  });

  it('again resets the visits of the period, but not the time of the last VIP request', () => {
    const { context } = given(granted(4), visit('r1', 1), granted(12, 2, 'vip-plus'));
    expect(context).toMatchObject({ plan: 'vip-plus', maxVisits: 12, visitsUsed: 0, visits: [], lastVipRequestAt: at(1) });
  });

  it('bought by card is made by the server alone: confirmedByProvider', () => {
    const payment = { provider: 'test', paymentId: 'p-1', amountHalalas: 19_900, card: null, invoiceNumber: 7 };
    const paid = (actor: typeof admin | typeof system) =>
      anEvent('subscription.granted', { plan: 'vip', days: 30, maxVisits: 4, note: '', via: 'payment', payment }, { actor, at: at(0) });
    expect(refusal(given(), paid(admin))).toBe('confirmedByProvider');
    expect(refusal(given(granted()), paid(admin))).toBe('confirmedByProvider');
    expect(refusal(given(), paid(system))).toBe('accepted');
    expect(refusal(given(), granted())).toBe('accepted');
  });

  it('bought by card while a plan is still running is refused with planStillActive; after it ends, and by the admin, it is taken', () => {
    const payment = { provider: 'test', paymentId: 'p-2', amountHalalas: 39_900, card: null, invoiceNumber: 8 };
    const paidAt = (hours: number) =>
      anEvent('subscription.granted', { plan: 'vip-plus', days: 30, maxVisits: 12, note: '', via: 'payment', payment }, { actor: system, at: at(hours) });
    expect(refusal(given(granted()), paidAt(1))).toBe('planStillActive');
    expect(refusal(given(granted()), paidAt(24 * 30))).toBe('accepted');
    expect(refusal(given(granted(), revoked(1)), paidAt(2))).toBe('accepted');
    expect(refusal(given(granted()), granted(12, 1, 'vip-plus'))).toBe('accepted');
  });

  it('answers the plan the customer asked for', () => {
    expect(given(requested(0)).context.requested).toEqual({ plan: 'vip-plus', at: at(0) });
    expect(given(requested(0), granted()).context.requested).toBeNull();
  });
});

describe('active and days left, read at a moment', () => {
  const plan = given(granted()).context;

  it.each([
    [0, true, 30],
    [1, true, 30],
    [24 * 29 + 23, true, 1],
    [24 * 30, false, 0],
    [24 * 45, false, 0],
  ])('%i hours after the grant: active %s, %i days left', (hours, active, days) => {
    expect(activeAt(plan, at(hours))).toBe(active);
    expect(daysLeftAt(plan, at(hours))).toBe(days);
  });

  it('is never active without a plan', () => {
    expect(activeAt(given().context, t0)).toBe(false);
    expect(daysLeftAt(given().context, t0)).toBe(0);
  });
});

describe('recording a VIP visit', () => {
  it('counts it and remembers when it was booked', () => {
    const { context } = given(granted(), visit('r1', 1));
    expect(context).toMatchObject({ visitsUsed: 1, visits: ['r1'], lastVipRequestAt: at(1) });
    expect(nextVipBookingAt(context)).toBe(at(3));
  });

  it('is refused without a plan, and after the plan expired, with vipSubscriptionRequired', () => {
    expect(refusal(given(), visit('r1', 1))).toBe('vipSubscriptionRequired');
    expect(refusal(given(granted()), visit('r1', 24 * 30))).toBe('vipSubscriptionRequired');
    expect(refusal(given(granted(), revoked(1)), visit('r1', 2))).toBe('vipSubscriptionRequired');
  });

  it('is refused within 2 hours of the last VIP request with noBookingWithin2Hours, and taken at 2 hours', () => {
    const booked = given(granted(), visit('r1', 1));
    expect(refusal(booked, visit('r2', 2.99))).toBe('noBookingWithin2Hours');
    expect(refusal(booked, visit('r2', 3))).toBe('accepted');
  });

  it('is refused once the plan’s visits are used with visitLimitReached', () => {
    const used = given(granted(2), visit('r1', 1), visit('r2', 4));
    expect(refusal(used, visit('r3', 8))).toBe('visitLimitReached');
  });
});

describe('giving a visit back', () => {
  it('gives back a recorded visit once', () => {
    const back = given(granted(2), visit('r1', 1), visit('r2', 4), refund('r1', 5));
    expect(back.context).toMatchObject({ visitsUsed: 1, visits: ['r2'] });
    expect(refusal(back, refund('r1', 6))).toBe('visitWasRecorded');
    expect(refusal(back, visit('r3', 8))).toBe('accepted');
  });

  it('refuses a request that was never counted', () => {
    expect(refusal(given(granted(), visit('r1', 1)), refund('other', 2))).toBe('visitWasRecorded');
  });
});

describe('extending and revoking', () => {
  it('extends an active plan from its expiry', () => {
    expect(given(granted(), extended(30, 24)).context.expiresAt).toBe('2026-12-31T09:00:00.000Z');
  });

  it('extends a lapsed plan from the moment of the extension', () => {
    expect(given(granted(), extended(10, 24 * 40)).context.expiresAt).toBe(at(24 * 50));
  });

  it('revokes back to basic, and nothing but a grant follows a revocation', () => {
    const back = given(granted(), revoked(1));
    expect(back.value).toBe('basic');
    expect(back.context).toMatchObject({ plan: null, expiresAt: null, visitsUsed: 0 });
    expect(refusal(back, extended(30, 2))).toBe(notAllowedNow);
  });
});

describe('visits left', () => {
  it('are the plan’s visits less those used, and come back with a refund', () => {
    expect(visitsLeft(given(granted(4), visit('r1', 1), visit('r2', 4)).context)).toBe(2);
    expect(visitsLeft(given(granted(4), visit('r1', 1), refund('r1', 2)).context)).toBe(4);
  });

  it('reach 0 exactly when the next visit is refused with visitLimitReached', () => {
    const used = given(granted(1), visit('r1', 1));
    expect(visitsLeft(used.context)).toBe(0);
    expect(refusal(used, visit('r2', 4))).toBe('visitLimitReached');
  });

  it('are 0 without a plan', () => {
    expect(visitsLeft(given().context)).toBe(0);
  });
});

describe('a plan requested', () => {
  it('is the plan the customer asked for', () => {
    const { context } = given(requested(0));
    expect(planRequested(context, 'vip-plus')).toBe(true);
    expect(planRequested(context, 'vip')).toBe(false);
  });

  it('is no longer requested once a plan is granted', () => {
    expect(planRequested(given(requested(0), granted()).context, 'vip-plus')).toBe(false);
  });

  it('is nothing for a customer without a subscription stream', () => {
    expect(planRequested(null, 'vip')).toBe(false);
  });
});

describe('a dedicated technician', () => {
  const ahmedsName = { en: 'Ahmed Al-Harbi', ar: 'أحمد الحربي' };
  const dedicated = (hours: number, technician: { id: string; name: typeof ahmedsName } | null = { id: 'ahmed-plumber', name: ahmedsName }) =>
    anEvent('subscription.technicianDedicated', { technician }, { actor: admin, at: at(hours) });

  it('is dedicated to a VIP Plus customer while the plan is in force, and taken away with null', () => {
    const plus = given(granted(8, 0, 'vip-plus'), dedicated(1));
    expect(plus.context.dedicatedTechnician).toEqual({ id: 'ahmed-plumber', name: ahmedsName });
    expect(given(granted(8, 0, 'vip-plus'), dedicated(1), dedicated(2, null)).context.dedicatedTechnician).toBeNull();
  });

  it('is refused with vipPlusPlanInForce without a plan, on a VIP plan, after the plan ended or was revoked', () => {
    expect(refusal(given(), dedicated(1))).toBe('vipPlusPlanInForce');
    expect(refusal(given(granted()), dedicated(1))).toBe('vipPlusPlanInForce');
    expect(refusal(given(granted(8, 0, 'vip-plus')), dedicated(24 * 30))).toBe('vipPlusPlanInForce');
    expect(refusal(given(granted(8, 0, 'vip-plus'), revoked(1)), dedicated(2))).toBe('vipPlusPlanInForce');
  });

  it('stays with a new VIP Plus plan and goes with a VIP one or a revocation', () => {
    expect(given(granted(8, 0, 'vip-plus'), dedicated(1), granted(8, 2, 'vip-plus')).context.dedicatedTechnician?.id).toBe('ahmed-plumber');
    expect(given(granted(8, 0, 'vip-plus'), dedicated(1), granted(4, 2, 'vip')).context.dedicatedTechnician).toBeNull();
    expect(given(granted(8, 0, 'vip-plus'), dedicated(1), revoked(2)).context.dedicatedTechnician).toBeNull();
  });
});
