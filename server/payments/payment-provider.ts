import type { CardBrand } from '../../machines/domain/payment-cards.ts';
import type { RefundReason } from '../../machines/domain/charge-refunds.ts';
import type { PaymentProvider as ProviderName, PaymentWallet } from '../../machines/domain/confirmed-payment.ts';
import type { PaymentStart } from './payment-steps.ts';

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
  /** Paid from STC Pay or Apple Pay; null for a card. */
  wallet: PaymentWallet | null;
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

/** STC Pay refused to start a payment for that number (not an STC Pay wallet, or the provider said no): its words. */
export class StcPayRefused extends Error {}

/** An STC Pay payment asked for by our server: the purchase's start, and the wallet's mobile as 05XXXXXXXX. */
export type StcPayStart = PaymentStart & { mobile: string };

export interface PaymentProvider {
  name: ProviderName;
  browserGateway: BrowserGateway;
  /** Null when the provider knows no such payment. */
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  /** Gives a paid charge back to the card; throws `RefundRefused` (or on the network) when it is not. */
  refundPayment(paymentId: string, amountHalalas: number, reason: RefundReason): Promise<ProviderRefund>;
  /** STC Pay: the provider texts a one-time code to the mobile; the payment waits for it (initiated). Throws `StcPayRefused`. */
  startStcPay(start: StcPayStart): Promise<ProviderPayment>;
  /** The code the customer typed: the payment as it then stands, paid or failed. */
  submitStcPayCode(paymentId: string, code: string): Promise<ProviderPayment>;
  /** Apple Pay's merchant validation: the provider asks Apple at `validationUrl` for a merchant session for our domain. */
  validateApplePayMerchant(validationUrl: string, domainName: string): Promise<Record<string, unknown>>;
}
