// What a customer reads when push notifications are not turned on or off: the browser's refusal,
// the server's check of the push service, and the user machine's rules, by their codes.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const refusals: Record<string, MessageDescriptor> = {
  pushRefusedByBrowser: msg`Your browser did not allow notifications for this site. You can allow them in the browser's site settings, then try again.`,
  pushServiceNotAllowed: msg`This browser's notification service is not one we can send to.`,
  withinPushSubscriptionLimit: msg`Push notifications are on in 10 browsers already. Turn them off in one of them first.`,
  knownPushSubscription: msg`Push notifications were already off in this browser.`,
  networkError: msg`We could not reach the server. Check your connection and try again.`,
};

export const pushRefusal = (code: string): MessageDescriptor => refusals[code] ?? msg`Please try again`;

export const pushTurnedOn = msg`Push notifications on in this browser`;
export const pushTurnedOff = msg`Push notifications off in this browser`;
export const pushNotChanged = msg`Push notifications not changed`;
