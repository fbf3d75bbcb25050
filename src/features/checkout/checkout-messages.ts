// What the customer reads for each card problem and payment refusal code, translated.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CheckoutProblem, StcPayProblem } from '../../../machines/checkout.machine.ts';

export function paymentProblemText(code: CheckoutProblem | StcPayProblem | string): MessageDescriptor {
  switch (code) {
    case 'required':
      return msg`This field is required.`;
    case 'invalidCardNumber':
      return msg`Enter a valid card number.`;
    case 'invalidExpiry':
      return msg`Enter the expiry date as MM/YY.`;
    case 'cardExpired':
      return msg`This card has expired.`;
    case 'invalidCvc':
      return msg`Enter the security code on the back of the card (4 digits on the front for American Express).`;
    case 'invalidMobile':
      return msg`Enter a Saudi mobile number, like 05XXXXXXXX.`;
    case 'invalidCode':
      return msg`Enter the 6-digit code STC Pay sent to your phone.`;
    case 'stcPayRefused':
      return msg`STC Pay could not take a payment from this number. Check the number, or pay by card.`;
    case 'stcPayCodeRefused':
      return msg`STC Pay did not accept this code and nothing was charged. Send a new code and try again.`;
    case 'applePayCancelled':
      return msg`Apple Pay was closed before paying. Nothing was charged.`;
    case 'paymentDeclined':
      return msg`Your card was declined and nothing was charged. Try another card.`;
    case 'cardRefused':
    case 'invalidPayment':
      return msg`The payment provider did not accept this card. Check the details and try again.`;
    case 'paymentNotCompleted':
      return msg`The payment was not completed. Please try again.`;
    case 'alreadyPaid':
      return msg`This request is paid already.`;
    case 'notAwaitingPayment':
    case 'notFound':
      return msg`This offer is not waiting for payment any more.`;
    case 'planStillActive':
      return msg`Your plan is still active. You can buy a new one once it ends.`;
    case 'nothingToPay':
      return msg`This plan cannot be paid by card. Please contact us to start it.`;
    case 'paymentMismatch':
    case 'unknownPayment':
      return msg`We could not match this payment to your offer. Nothing was recorded; please contact us.`;
    case 'chargeRefunded':
    case 'paymentRefunded':
      return msg`This payment could not be taken, so it was refunded in full to your card. Your bank may take a few days to show it.`;
    case 'chargeRefundPending':
      return msg`This payment could not be taken. Its refund to your card has not gone through yet: we are retrying and our team has been told.`;
    case 'networkError':
    case 'unreachable':
      return msg`We could not reach the server. Check your connection and try again.`;
    default:
      return msg`Please try again`;
  }
}
