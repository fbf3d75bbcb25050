import { v5 as uuidv5 } from 'uuid';
import type { AutomaticRefund, RefundReason } from '../../machines/domain/charge-refunds.ts';
import { requestStream, subscriptionStream } from '../../machines/domain/streams.ts';
import { requestMachine } from '../../machines/request.machine.ts';
import { subscriptionMachine } from '../../machines/subscription.machine.ts';
import { appendDecided } from '../events/append-decided.ts';
import { ApiError } from '../http/api-error.ts';
import { markAttemptFailed } from './payment-attempts.ts';
import { invoiceOfPayment, recordedWithDocument } from './tax-documents.ts';
import type { DocumentPurpose } from '../../machines/domain/invoice-events.ts';
import type { ProviderPayment } from './payment-provider.ts';
import type { PaymentDeps } from './payment-steps.ts';
import type { Purchase } from './purchases.ts';

// A charge the provider took for a purchase that can no longer take it (paid already by another
// payment, a plan still running, another amount or purchase) is given back at once, and the
// purchase's own stream records it for the admin: refunded, or failed at the provider and tried
// again at the payment's next report (a webhook is answered 502, so the provider sends it again).
// Once per payment: the log says when it is refunded, and the provider when the log missed it.
const refundIds = '2f0b8c1e-6a3d-4f7e-9b52-8d4c1a7e3f90';
/** The id of the refund of `paymentId`, the same whichever report records it. */
export const refundIdOf = (paymentId: string) => uuidv5(paymentId, refundIds);

const streamOf = (purchase: Purchase) =>
  purchase.kind === 'request'
    ? { stream: requestStream(purchase.requestId), machine: requestMachine, prefix: 'request' }
    : { stream: subscriptionStream(purchase.customerId), machine: subscriptionMachine, prefix: 'subscription' };

/** The line of a credit note, as ZATCA reads it. */
const refundLineName = 'Refund';

const purposeOf = (purchase: Purchase, paymentId: string): DocumentPurpose =>
  purchase.kind === 'request' ? { kind: 'request', requestId: purchase.requestId, paymentId } : { kind: 'plan', customerId: purchase.customerId, paymentId };

const server = { actor: { role: 'system' as const }, origin: 'server' as const };

export const chargeRefunded = (reason: RefundReason) =>
  new ApiError(422, 'chargeRefunded', 'This payment could not be taken and was refunded to the card.', { reason });
export const chargeRefundPending = (reason: RefundReason) =>
  new ApiError(502, 'chargeRefundPending', 'This payment could not be taken; its refund did not go through yet and is being retried.', { reason });

/**
 * The refusal to answer once a paid charge that `reason` forbids is given back (all of it, or
 * `amountHalalas` of it: a cancelled visit keeps its fee); null when nothing was charged.
 */
export async function refundCharge(
  deps: PaymentDeps,
  purchase: Purchase,
  payment: ProviderPayment,
  reason: RefundReason,
  amountHalalas = payment.amountHalalas,
): Promise<ApiError | null> {
  if ((await refundOf(deps, purchase, payment.id))?.status === 'refunded') return chargeRefunded(reason);
  if (payment.status !== 'paid' && payment.status !== 'refunded') return null;
  // That id can never pay the purchase now: the next start hands out another.
  await markAttemptFailed(deps.db, payment.id, deps.now());
  const charge = { provider: deps.provider.name, paymentId: payment.id, amountHalalas, reason };
  const { stream, prefix } = streamOf(purchase);
  let refundId: string;
  try {
    ({ refundId } = payment.status === 'refunded' ? { refundId: payment.id } : await deps.provider.refundPayment(payment.id, amountHalalas, reason));
  } catch (error) {
    const problem = (error instanceof Error && error.message.slice(0, 300)) || 'No reason given';
    try {
      await appendDecided(deps, server, [{ stream, type: `${prefix}.chargeRefundFailed`, data: { ...charge, problem } }]);
    } catch (refused) {
      // A report racing this one refunded the charge meanwhile: that is the answer.
      if (refused instanceof ApiError && refused.code === 'notRefundedYet') return chargeRefunded(reason);
      throw refused;
    }
    return chargeRefundPending(reason);
  }
  // Its id is the payment's: racing reports of one refund record it once.
  const refunded = (creditNote: { number: number; qr: string } | null) =>
    ({ id: refundIdOf(payment.id), stream, type: `${prefix}.chargeRefunded`, data: { ...charge, refundId, creditNote } });
  const corrected = await invoiceOfPayment(deps, payment.id);
  if (corrected === undefined) {
    // A charge never recorded (a second one, another amount) had no invoice: there is nothing to correct.
    await appendDecided(deps, server, [refunded(null)]);
    return chargeRefunded(reason);
  }
  const order = { kind: 'creditNote' as const, for: purposeOf(purchase, payment.id), corrects: { invoiceNumber: corrected, reason }, totalHalalas: amountHalalas, lineName: refundLineName };
  try {
    await recordedWithDocument(deps, order, deps.inlineProjection, ({ number, qr, alongside, serversOwn }) =>
      appendDecided(deps, server, [refunded({ number, qr: qr! })], { alongside, serversOwn }),
    );
  } catch (error) {
    // A report racing this one recorded the refund, with its credit note, first.
    if (!(error instanceof ApiError && error.code === 'idConflict')) throw error;
  }
  return chargeRefunded(reason);
}

/** `refusal` for a payment the purchase cannot take, or what became of its charge once given back. */
export async function refusedCharge(deps: PaymentDeps, purchase: Purchase, paymentId: string, reason: RefundReason, refusal: ApiError): Promise<ApiError> {
  const payment = await deps.provider.fetchPayment(paymentId);
  return (payment && (await refundCharge(deps, purchase, payment, reason))) ?? refusal;
}

/** A payment the provider reports refunded: how the log says it was given back, or that it was. */
export async function earlierRefund(deps: PaymentDeps, purchase: Purchase, paymentId: string): Promise<ApiError> {
  const refund = await refundOf(deps, purchase, paymentId);
  return refund ? chargeRefunded(refund.reason) : new ApiError(409, 'paymentRefunded', 'This payment was refunded.');
}

async function refundOf(deps: PaymentDeps, purchase: Purchase, paymentId: string): Promise<AutomaticRefund | undefined> {
  const { stream, machine } = streamOf(purchase);
  const { snapshot } = await deps.streamStates.current(stream, machine);
  return (snapshot.context as { automaticRefunds: AutomaticRefund[] }).automaticRefunds.find((refund) => refund.paymentId === paymentId);
}
