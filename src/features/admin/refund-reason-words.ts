// Why the server gave a charge back, in the admin's words (machines/domain/charge-refunds.ts).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RefundReason } from '../../../machines/domain/charge-refunds.ts';

export const refundReasonWords: Record<RefundReason, MessageDescriptor> = {
  alreadyPaid: msg`already paid by another payment`,
  planStillActive: msg`a plan was still active`,
  paymentMismatch: msg`the payment did not match the amount or purchase`,
  visitCancelled: msg`the customer cancelled the visit (less the cancellation fee)`,
};
