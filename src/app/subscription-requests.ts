// The customer's subscription request, proposed through their log (the admin sees it in the
// Subscriptions tab), and their id copied for the WhatsApp conversation.
import type { PlanId } from '../../machines/domain/constants.ts';
import { subscriptionStream } from '../../machines/domain/streams.ts';
import type { EventLog, ProposeResult } from '../eventlog/event-log.ts';

export function requestSubscription(log: EventLog, userId: string, plan: PlanId): Promise<ProposeResult> {
  return log.propose([{ stream: subscriptionStream(userId), type: 'subscription.requested', data: { plan } }]);
}

export async function copyText(text: string): Promise<boolean> {
  try {
    await globalThis.navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
