// What granting a plan gives, whoever grants it (the grant screen, the Subscriptions tab, a
// confirmed card payment): the plan's terms in force, its days and monthly visits.
import type { ConfirmedPayment } from './confirmed-payment.ts';
import type { PlanId } from './constants.ts';
import type { PlanTerms } from './settings-events.ts';
import type { SubscriptionGranted } from './subscription-events.ts';

export type GrantedBy = { via: 'admin'; note: string } | { via: 'payment'; payment: ConfirmedPayment };

export function planGrant(plan: PlanId, terms: Pick<PlanTerms, 'days' | 'visits'>, by: GrantedBy): SubscriptionGranted {
  const granted = { plan, days: terms.days, maxVisits: terms.visits };
  return by.via === 'admin' ? { ...granted, note: by.note, via: 'admin' } : { ...granted, note: '', via: 'payment', payment: by.payment };
}
