import { isPlanId, type PlanId } from '../../machines/domain/constants.ts';
import { requestNumber } from '../../machines/request-status.ts';

// What a card payment pays for: a request's accepted offer, or a VIP plan for a customer. The
// provider keeps it in the payment's metadata, which is how a webhook names what it paid.
export type Purchase = { kind: 'request'; requestId: string } | { kind: 'plan'; customerId: string; planId: PlanId };

export type PaymentMetadata = Record<string, string>;

export function purchaseMetadata(purchase: Purchase): PaymentMetadata {
  return purchase.kind === 'request'
    ? { requestId: purchase.requestId }
    : { customerId: purchase.customerId, planId: purchase.planId };
}

/** The purchase a provider's payment names, or null when its metadata names none of ours. */
export function purchaseOf(metadata: PaymentMetadata): Purchase | null {
  if (metadata.requestId) return { kind: 'request', requestId: metadata.requestId };
  const { planId, customerId } = metadata;
  if (isPlanId(planId) && customerId) return { kind: 'plan', customerId, planId };
  return null;
}

export function samePurchase(metadata: PaymentMetadata, purchase: Purchase): boolean {
  return Object.entries(purchaseMetadata(purchase)).every(([key, value]) => metadata[key] === value);
}

/** The line on the customer's card statement and in the provider's dashboard. */
export function purchaseDescription(purchase: Purchase): string {
  return purchase.kind === 'request'
    ? `Request ${requestNumber(purchase.requestId)}`
    : `${purchase.planId === 'vip' ? 'VIP' : 'VIP Plus'} plan, customer ${purchase.customerId}`;
}
