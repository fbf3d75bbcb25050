import { normaliseSaudiMobile } from '../../machines/domain/phone-number.ts';
import type { ConfirmedPayment } from '../../machines/domain/confirmed-payment.ts';
import { ApiError } from '../http/api-error.ts';
import { attemptAmount, markAttemptFailed } from './payment-attempts.ts';
import { StcPayRefused } from './payment-provider.ts';
import { unknownPayment, type PaymentDeps, type PaymentStart } from './payment-steps.ts';
import type { Purchase } from './purchases.ts';

// Paying with STC Pay, a request's offer or a plan alike. Our server asks the provider for the
// payment (under the id and amount `start` handed out: the same attempt a card would use), the
// provider texts a one-time code to the wallet's mobile, and the customer's code is passed on
// by our server; the payment is then confirmed by the purchase's own `confirm`, exactly as a
// card's. A refused code fails the payment: a new code is a new payment, so codes cannot be guessed.
export const invalidMobile = () => new ApiError(400, 'invalidMobile', 'Send a Saudi mobile number.');

/** The code is on its way to the wallet's phone: answers the payment that waits for it. */
export async function sendStcPayCode(deps: PaymentDeps, start: PaymentStart, typedMobile: string): Promise<{ paymentId: string }> {
  const mobile = normaliseSaudiMobile(typedMobile);
  if (!mobile) throw invalidMobile();
  let payment;
  try {
    payment = await deps.provider.startStcPay({ ...start, mobile: `0${mobile.slice(4)}` });
  } catch (error) {
    if (!(error instanceof StcPayRefused)) throw error;
    await markAttemptFailed(deps.db, start.paymentId, deps.now());
    throw new ApiError(402, 'stcPayRefused', 'STC Pay refused a payment for this number.', { providerMessage: error.message });
  }
  // The id was sent with a card that still waits for its bank's page: that payment is the one to finish.
  if (payment.wallet !== 'stcpay') throw new ApiError(409, 'paymentNotCompleted', 'A card payment for this purchase is not complete yet.');
  if (payment.status !== 'initiated') throw new ApiError(409, 'paymentNotCompleted', 'This STC Pay payment waits for no code.');
  return { paymentId: payment.id };
}

/** The customer's code for `paymentId` of this purchase, then the purchase's own confirmation. */
export async function payWithStcPayCode(
  deps: PaymentDeps,
  purchase: Purchase,
  paymentId: string,
  code: string,
  confirm: () => Promise<ConfirmedPayment>,
): Promise<ConfirmedPayment> {
  // Only an id our server handed out for this purchase is passed on to the provider.
  if ((await attemptAmount(deps.db, paymentId, purchase)) === null) throw unknownPayment();
  const payment = await deps.provider.submitStcPayCode(paymentId, code);
  if (payment.wallet === 'stcpay' && payment.status === 'failed') {
    await markAttemptFailed(deps.db, paymentId, deps.now());
    throw new ApiError(402, 'stcPayCodeRefused', 'STC Pay refused the code; nothing was charged.', { providerMessage: payment.message });
  }
  return confirm();
}
