import { z } from 'zod';
import { cardBrands } from '../../machines/domain/payment-cards.ts';
import type { ProviderPayment } from './payment-provider.ts';

// A payment as the card gateways we speak to shape it on the wire (Moyasar's documented
// `POST /v1/payments` and `GET /v1/payments/:id`): the built-in test gateway answers the
// browser in the same shape, so one card form serves both.
const paymentFields = {
  given_id: z.uuid(),
  amount: z.number().int().min(100),
  currency: z.string().length(3),
  description: z.string().max(255),
  // Our purchase's names (purchases.ts): a few short strings, as the providers allow.
  metadata: z.record(z.string().max(40), z.string().max(100)).refine((entries) => Object.keys(entries).length <= 4),
};

export const createPaymentBody = z.object({
  ...paymentFields,
  callback_url: z.url(),
  source: z.object({
    type: z.literal('creditcard'),
    name: z.string().min(1).max(100),
    number: z.string().max(30),
    month: z.coerce.number().int(),
    year: z.coerce.number().int(),
    cvc: z.string().max(4),
  }),
});
export type CreatePaymentBody = z.infer<typeof createPaymentBody>;

/** STC Pay's source (Moyasar's `stcpay`): the wallet's mobile as 05XXXXXXXX; our server sends it, no page to come back to. */
export const stcPayPaymentBody = z.object({
  ...paymentFields,
  source: z.object({ type: z.literal('stcpay'), mobile: z.string().regex(/^05\d{8}$/) }),
});
export type StcPayPaymentBody = z.infer<typeof stcPayPaymentBody>;

/** Apple Pay's source (Moyasar's `applepay`): the payment token the page's ApplePaySession handed over, as JSON text. */
export const applePayPaymentBody = z.object({
  ...paymentFields,
  callback_url: z.url(),
  source: z.object({ type: z.literal('applepay'), token: z.string().max(20_000) }),
});
export type ApplePayPaymentBody = z.infer<typeof applePayPaymentBody>;

/** The body Moyasar's STC Pay page takes with the customer's code. */
export const stcPayCodeBody = z.object({ otp_value: z.string().max(10) });

export const gatewayPayment = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
  source: z
    .object({
      type: z.string(),
      company: z.string().nullable().optional(),
      number: z.string().nullable().optional(),
      message: z.string().nullable().optional(),
      transaction_url: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
});
export type GatewayPayment = z.infer<typeof gatewayPayment>;

const wallets: Record<string, ProviderPayment['wallet']> = { stcpay: 'stcpay', applepay: 'applepay' };

const statuses: Record<string, ProviderPayment['status']> = { initiated: 'initiated', paid: 'paid', failed: 'failed', refunded: 'refunded' };

/** What our server reads of a gateway's payment: the masked number gives only its last 4. */
export function providerPayment(payment: GatewayPayment): ProviderPayment {
  const brand = cardBrands.find((known) => known === payment.source?.company) ?? 'unknown';
  const last4 = /(\d{4})$/.exec(payment.source?.number ?? '')?.[1];
  const metadata = Object.fromEntries(
    Object.entries(payment.metadata ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return {
    id: payment.id,
    status: statuses[payment.status] ?? 'other',
    amountHalalas: payment.amount,
    currency: payment.currency,
    metadata,
    card: last4 && payment.source?.type !== 'stcpay' ? { brand, last4 } : null,
    wallet: wallets[payment.source?.type ?? ''] ?? null,
    message: payment.source?.message ?? null,
  };
}
