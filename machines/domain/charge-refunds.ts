import type { ChargeRefunded, ChargeRefundFailed } from './charge-refund-events.ts';

// A charge the provider took for a purchase that could no longer take it, given back by the
// server on its own (docs/payments.md, "Charges refunded automatically"): on a request's stream
// and on a customer's subscription stream alike, only the server appends these. A visit the
// customer cancelled is refunded the same way, less its fee (`visitCancelled`).
export const refundReasons = ['alreadyPaid', 'planStillActive', 'paymentMismatch', 'visitCancelled'] as const;
export type RefundReason = (typeof refundReasons)[number];
export type { ChargeRefunded, ChargeRefundFailed };

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
