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
  const now = useNow(everyMs);
  const at = new Date(now).toISOString();
  const active = subscription !== null && activeAt(subscription, at);
  return { subscription, active, daysLeft: subscription ? daysLeftAt(subscription, at) : 0, now };
}
