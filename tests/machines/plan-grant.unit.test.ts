import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../machines/domain/default-settings.ts';
import { planGrant } from '../../machines/domain/plan-grant.ts';
import { subscriptionGranted } from '../../machines/domain/subscription-events.ts';
import { paidWith } from './sample-payloads.ts';

// The grant screen, the Subscriptions tab and a card payment grant a plan with one function.
describe('granting a plan', () => {
  const vipPlus = { ...defaultSettings.plans['vip-plus'], days: 30, visits: 12 };
  const paymentConfirmed = paidWith('pay_plan_1', 39_900);

  it('gives the plan’s terms in force and the admin’s note, as a valid grant', () => {
    const grant = planGrant('vip-plus', vipPlus, { via: 'admin', note: 'Welcome back' });
    expect(grant).toEqual({ plan: 'vip-plus', days: 30, maxVisits: 12, note: 'Welcome back', via: 'admin' });
    expect(subscriptionGranted.safeParse(grant).success).toBe(true);
  });

  it('carries the confirmed payment of a plan bought by card, and no note', () => {
    const grant = planGrant('vip-plus', { ...vipPlus, visits: 10 }, { via: 'payment', payment: paymentConfirmed });
    expect(grant).toEqual({ plan: 'vip-plus', days: 30, maxVisits: 10, note: '', via: 'payment', payment: paymentConfirmed });
    expect(subscriptionGranted.safeParse(grant).success).toBe(true);
  });
});
