import type { AppendDeps } from '../events/append-decided.ts';
import { confirmedPayment, type ConfirmedPayment } from '../../machines/domain/confirmed-payment.ts';
import type { StreamStates } from '../events/stream-states.ts';
import { ApiError } from '../http/api-error.ts';
import type { Database } from '../store/database.ts';
import type { EventStore } from '../store/event-store.ts';
import { earlierRefund, refundCharge } from './charge-refunds.ts';
import { markAttemptFailed, openAttempt } from './payment-attempts.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { Stamp } from '../zatca/test-stamp.ts';
import { purchaseDescription, purchaseMetadata, samePurchase, type PaymentMetadata, type Purchase } from './purchases.ts';

// The two steps of every card purchase, a request's offer or a plan: `paymentStart` hands out
// the id the card is sent under, with what the provider is to be told; then the provider is
// asked what became of that payment, and nothing else is believed: paid, in riyals, for this
// purchase and this amount, or refused with the reason.
export interface PaymentDeps extends AppendDeps {
  db: Database;
  provider: PaymentProvider;
  /** ZATCA's stamp as configured; null: the server's own test stamp signs the tax documents. */
  zatcaStamp: Stamp | null;
}

/** The customer asking, or null for the provider's own report (a webhook). */
export type Payer = { customerId: string } | null;

export const currency = 'SAR';

export interface PaymentStart {
  paymentId: string;
  amountHalalas: number;
  currency: typeof currency;
  description: string;
  metadata: PaymentMetadata;
}

/** The id to send the card under: the same while it may still succeed, a new one after a decline. */
export async function paymentStart(deps: PaymentDeps, purchase: Purchase, amountHalalas: number): Promise<PaymentStart> {
  const paymentId = await openAttempt(deps.db, { provider: deps.provider.name, purchase, amountHalalas }, deps.now());
  return { paymentId, amountHalalas, currency, description: purchaseDescription(purchase), metadata: purchaseMetadata(purchase) };
}

export const unknownPayment = () => new ApiError(404, 'unknownPayment', 'No such payment for this purchase.');

/** A payment the provider confirmed, to be numbered as it is recorded (tax-documents.ts). */
export type ProviderConfirmed = Omit<ConfirmedPayment, 'invoiceNumber' | 'invoiceQr'>;

/** The payment to record once the provider says it is paid, for this purchase and amount. */
export async function paymentConfirmedByProvider(
  deps: PaymentDeps,
  paymentId: string,
  purchase: Purchase,
  amountHalalas: number,
): Promise<ProviderConfirmed> {
  const payment = await deps.provider.fetchPayment(paymentId);
  if (!payment) throw new ApiError(404, 'unknownPayment', 'The provider knows no such payment.');
  if (!samePurchase(payment.metadata, purchase) || payment.currency !== currency || payment.amountHalalas !== amountHalalas) {
    // That id can never pay this purchase now: the next start hands out another.
    await markAttemptFailed(deps.db, payment.id, deps.now());
    throw (
      (await refundCharge(deps, purchase, payment, 'paymentMismatch')) ??
      new ApiError(422, 'paymentMismatch', 'This payment is not for this purchase and amount.')
    );
  }
  if (payment.status === 'refunded') throw await earlierRefund(deps, purchase, paymentId);
  if (payment.status === 'failed') {
    await markAttemptFailed(deps.db, payment.id, deps.now());
    throw new ApiError(402, 'paymentDeclined', 'The card was declined.', { providerMessage: payment.message });
  }
  if (payment.status !== 'paid') throw new ApiError(409, 'paymentNotCompleted', 'The payment is not complete yet.');
  const wallet = payment.wallet ? { wallet: payment.wallet } : {};
  return { provider: deps.provider.name, paymentId, amountHalalas: payment.amountHalalas, card: payment.card, ...wallet };
}

/** The payment as recorded: its invoice's number and QR, and checked as every recorded payment is. */
export const numbered = (payment: ProviderConfirmed, invoice: { number: number; qr: string | null }): ConfirmedPayment =>
  confirmedPayment.parse({ ...payment, invoiceNumber: invoice.number, invoiceQr: invoice.qr });
