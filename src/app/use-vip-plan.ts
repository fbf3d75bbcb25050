// The signed-in customer's VIP plan as views show it: active or not and the days left, read
// from their log at the clock's moment, so a grant, a revocation or the expiry shows at once.
import { activeAt, daysLeftAt, type SubscriptionContext } from '../../machines/subscription.machine.ts';
import { useNow } from './clock.ts';
import { selectOwnSubscription } from './log-readings.ts';
import { useCustomer } from './use-customer.ts';
import { useLogSelector } from './use-event-log.ts';

export interface VipPlan {
  subscription: SubscriptionContext | null;
  active: boolean;
  daysLeft: number;
  now: number;
}

export function useVipPlan(everyMs = 30_000): VipPlan {
  const { log } = useCustomer();
  const subscription = useLogSelector(log, selectOwnSubscription, null);
  const tick = useNow(everyMs);
  // The log only holds what has happened: a grant newer than the last tick moves the moment on,
  // so a fresh 30-day plan never reads 31 days until the next tick.
  const now = Math.max(tick, Date.parse(subscription?.grantedAt ?? '') || 0, Date.parse(subscription?.lastVipRequestAt ?? '') || 0);
  const at = new Date(now).toISOString();
  const active = subscription !== null && activeAt(subscription, at);
  return { subscription, active, daysLeft: subscription ? daysLeftAt(subscription, at) : 0, now };
}
