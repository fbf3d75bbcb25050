import { z } from 'zod';
import { paymentProviders } from './confirmed-payment.ts';
import { lineText } from './text-fields.ts';

// A charge the provider took for a purchase that could no longer take it, given back by the
// server on its own (docs/payments.md, "Charges refunded automatically"): on a request's stream
// and on a customer's subscription stream alike, only the server appends these.
export const refundReasons = ['alreadyPaid', 'planStillActive', 'paymentMismatch'] as const;
export type RefundReason = (typeof refundReasons)[number];

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

/** What the admin is shown of a charge given back: the latest word on each payment. */
export type AutomaticRefund = (
  | ({ status: 'refunded' } & ChargeRefunded)
  | ({ status: 'failed' } & ChargeRefundFailed)
) & { at: string };

/** The refunds so far with `recorded` in place of any earlier word on the same payment. */
export const withRefund = (refunds: AutomaticRefund[], recorded: AutomaticRefund): AutomaticRefund[] => [
  ...refunds.filter((refund) => refund.paymentId !== recorded.paymentId),
  recorded,
];

/** The rule both streams apply: a charge is given back once, and a failure is not recorded over a refund. */
export const notRefundedYet = (refunds: AutomaticRefund[], paymentId: string): boolean =>
  !refunds.some((refund) => refund.paymentId === paymentId && refund.status === 'refunded');
