import { z } from 'zod';
import { refundReasons } from './charge-refunds.ts';
import { paymentProviders } from './confirmed-payment.ts';
import { lineText } from './text-fields.ts';

// The payloads of a charge given back by the server on its own (charge-refunds.ts), kept apart
// from the rules so the machines that apply them do not bring the schema library to a page.
const chargeFields = {
  provider: z.enum(paymentProviders),
  paymentId: lineText({ min: 1, max: 100 }),
  amountHalalas: z.number().int().positive(),
  reason: z.enum(refundReasons),
};

/** Schema 1, before a refund carried its credit note. */
export const chargeRefundedUncredited = z.strictObject({ ...chargeFields, refundId: lineText({ min: 1, max: 100 }) });
/**
 * Schema 2: with the customer's copy of its credit note (docs/decisions.md 33), its number in the
 * credit-note series and ZATCA's QR text; null for a charge that had no invoice to correct.
 */
export const chargeRefunded = chargeRefundedUncredited.extend({
  creditNote: z.strictObject({ number: z.number().int().positive(), qr: lineText({ min: 1, max: 1000 }) }).nullable(),
});
/** The provider did not take the refund: the admin is shown it, and the next report of the payment tries again. */
export const chargeRefundFailed = z.strictObject({ ...chargeFields, problem: lineText({ min: 1, max: 300 }) });

export type ChargeRefunded = z.infer<typeof chargeRefundedUncredited> & Partial<Pick<z.infer<typeof chargeRefunded>, 'creditNote'>>;
export type ChargeRefundFailed = z.infer<typeof chargeRefundFailed>;
