import type { PushSubscriptionRecord } from './user-events.ts';

// The browsers a customer takes push notifications on: one record per push service endpoint.
export const maxPushSubscriptions = 10;

/** A new browser fits under the limit; one already recorded may always subscribe again. */
export const withinPushSubscriptionLimit = (subscriptions: readonly PushSubscriptionRecord[], endpoint: string): boolean =>
  subscriptions.some((each) => each.endpoint === endpoint) || subscriptions.length < maxPushSubscriptions;

export const knownPushSubscription = (subscriptions: readonly PushSubscriptionRecord[], endpoint: string): boolean =>
  subscriptions.some((each) => each.endpoint === endpoint);
