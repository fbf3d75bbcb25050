import { z } from 'zod';
import { confirmedPayment, confirmedPaymentUnstamped, type ConfirmedPayment } from './confirmed-payment.ts';
import { chargeRefunded, chargeRefundedUncredited, chargeRefundFailed } from './charge-refund-events.ts';
import { planIds } from './constants.ts';
import { appointedTechnician } from './request-events.ts';
import { multilineText } from './text-fields.ts';
import type { EventDefinition } from './event-catalog.ts';

// Events of a customer's `subscription-{userId}` stream: the VIP plan and its monthly visits.
// A grant carries the plan's terms in force when it was made, so replaying it never depends
// on later changes to the settings. A card payment for a plan the customer could no longer
// buy is refunded by the server, and recorded here.
const requestId = z.string().regex(/^[0-9a-z-]{6,40}$/);

export const subscriptionRequested = z.strictObject({ plan: z.enum(planIds) });
/** A plan granted; `payment`: the schema its card payment is recorded with. */
const grantWith = (payment: typeof confirmedPayment | typeof confirmedPaymentUnstamped) =>
  z
    .strictObject({
      plan: z.enum(planIds),
      days: z.number().int().min(1).max(366),
      maxVisits: z.number().int().min(1).max(100),
      note: multilineText({ max: 500 }),
      /** Granted by an admin, or by the server once a card payment for the plan is confirmed. */
      via: z.enum(['admin', 'payment']),
      /** The card payment a grant `via: 'payment'` was bought with, and only such a grant. */
      payment: payment.optional(),
    })
    .refine((grant) => (grant.via === 'payment') === (grant.payment !== undefined), { message: 'paymentOnlyForPaidGrant', path: ['payment'] });
/** Schema 2: the payment carries its tax invoice's QR (docs/decisions.md 33). */
export const grantSchemaVersion = 2;
export const subscriptionGranted = grantWith(confirmedPayment);
export const subscriptionGrantedUnstamped = grantWith(confirmedPaymentUnstamped);
export const subscriptionExtended = z.strictObject({ days: z.number().int().min(1).max(366) });
export const subscriptionRevoked = z.strictObject({});
export const subscriptionVisitRecorded = z.strictObject({ requestId });
export const subscriptionVisitRefunded = z.strictObject({ requestId });
/** The technician a VIP Plus customer's visits go to, by the names the customer reads; null: none. */
export const subscriptionTechnicianDedicated = z.strictObject({ technician: appointedTechnician.nullable() });

export const subscriptionEventSchemas = {
  'subscription.requested': { stream: 'subscription', schemas: { 1: subscriptionRequested } },
  'subscription.granted': { stream: 'subscription', schemas: { 1: subscriptionGrantedUnstamped, [grantSchemaVersion]: subscriptionGranted } },
  'subscription.extended': { stream: 'subscription', schemas: { 1: subscriptionExtended } },
  'subscription.revoked': { stream: 'subscription', schemas: { 1: subscriptionRevoked } },
  'subscription.visitRecorded': { stream: 'subscription', schemas: { 1: subscriptionVisitRecorded } },
  'subscription.visitRefunded': { stream: 'subscription', schemas: { 1: subscriptionVisitRefunded } },
  'subscription.technicianDedicated': { stream: 'subscription', schemas: { 1: subscriptionTechnicianDedicated } },
  'subscription.chargeRefunded': { stream: 'subscription', schemas: { 1: chargeRefundedUncredited, 2: chargeRefunded } },
  'subscription.chargeRefundFailed': { stream: 'subscription', schemas: { 1: chargeRefundFailed } },
} satisfies Record<string, EventDefinition>;

export type SubscriptionRequested = z.infer<typeof subscriptionRequested>;
export type SubscriptionGranted = Omit<z.infer<typeof subscriptionGranted>, 'payment'> & { payment?: ConfirmedPayment };
export type SubscriptionExtended = z.infer<typeof subscriptionExtended>;
export type SubscriptionVisitRecorded = z.infer<typeof subscriptionVisitRecorded>;
export type SubscriptionVisitRefunded = z.infer<typeof subscriptionVisitRefunded>;
export type SubscriptionTechnicianDedicated = z.infer<typeof subscriptionTechnicianDedicated>;
