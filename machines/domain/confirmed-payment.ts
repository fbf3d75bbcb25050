import { z } from 'zod';
import { cardBrands } from './payment-cards.ts';
import { lineText } from './text-fields.ts';

// What a card payment the provider confirmed records, on a paid request and on a plan granted
// by payment alike: only the server appends it (docs/decisions.md 6).
export const paymentProviders = ['test', 'moyasar'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/** Paid from a wallet rather than a card typed into the form; absent on a card payment. */
export const paymentWallets = ['stcpay', 'applepay'] as const;
export type PaymentWallet = (typeof paymentWallets)[number];

/** Schema 1 of the payment, before its tax document's QR travelled with it. */
export const confirmedPaymentUnstamped = z.strictObject({
  provider: z.enum(paymentProviders),
  paymentId: lineText({ min: 1, max: 100 }),
  amountHalalas: z.number().int().positive(),
  // What the receipt may show of the card, never its number; null when the provider named none.
  card: z.strictObject({ brand: z.enum(cardBrands), last4: z.string().regex(/^\d{4}$/) }).nullable(),
  invoiceNumber: z.number().int().positive(),
  wallet: z.enum(paymentWallets).optional(),
});
/**
 * Schema 2: with ZATCA's QR text of its tax invoice (docs/decisions.md 33), the customer's own
 * copy of what the admins' `invoices` stream holds; null while the company has no VAT number.
 */
export const confirmedPayment = confirmedPaymentUnstamped.extend({ invoiceQr: lineText({ min: 1, max: 1000 }).nullable() });
export type ConfirmedPayment = z.infer<typeof confirmedPaymentUnstamped> & { invoiceQr?: string | null };
