import type { CardBrand } from '../../machines/domain/payment-cards.ts';
import type { RefundReason } from '../../machines/domain/charge-refunds.ts';
import type { PaymentProvider as ProviderName } from '../../machines/domain/confirmed-payment.ts';

// The port every card payment provider plugs into (docs/design.md section 6). The browser sends the card
// straight to the provider, naming the payment by the id our server handed out for it; the
// server then asks the provider what became of that payment and believes nothing else.
export interface ProviderPayment {
  id: string;
  status: 'initiated' | 'paid' | 'failed' | 'refunded' | 'other';
  amountHalalas: number;
  currency: string;
  /** What it pays for, in our words (purchases.ts); only its string entries. */
  metadata: Record<string, string>;
  card: { brand: CardBrand; last4: string } | null;
  /** The provider's words on a failure, for the customer's second look and the admin. */
  message: string | null;
}

/** What the browser needs to send a card: where, and the key that may only create payments. */
export interface BrowserGateway {
  provider: ProviderName;
  paymentsUrl: string;
  publishableKey: string;
}

/** The provider took the refund: how its dashboard names it. */
export interface ProviderRefund {
  refundId: string;
}

/** The provider would not refund: its words, for the admin. */
export class RefundRefused extends Error {}

export interface PaymentProvider {
  name: ProviderName;
  browserGateway: BrowserGateway;
  /** Null when the provider knows no such payment. */
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  /** Gives a paid charge back to the card; throws `RefundRefused` (or on the network) when it is not. */
  refundPayment(paymentId: string, amountHalalas: number, reason: RefundReason): Promise<ProviderRefund>;
}
