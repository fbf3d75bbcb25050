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

export const chargeRefunded = z.strictObject({ ...chargeFields, refundId: lineText({ min: 1, max: 100 }) });
/** The provider did not take the refund: the admin is shown it, and the next report of the payment tries again. */
export const chargeRefundFailed = z.strictObject({ ...chargeFields, problem: lineText({ min: 1, max: 300 }) });

export type ChargeRefunded = z.infer<typeof chargeRefunded>;
export type ChargeRefundFailed = z.infer<typeof chargeRefundFailed>;
