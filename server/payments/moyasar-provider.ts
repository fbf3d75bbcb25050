import { createHash, timingSafeEqual } from 'node:crypto';
import { gatewayPayment, providerPayment } from './gateway-payment.ts';
import { RefundRefused, type PaymentProvider } from './payment-provider.ts';

// Moyasar, the Saudi gateway for mada, Visa and Mastercard, used when its keys are set. The
// browser creates the payment with the publishable key; the server reads it back with the
// secret key, and hears of it by webhook, whose secret token is compared in constant time.
// A refund is `POST /v1/payments/:id/refund {amount}` with the secret key: Moyasar keeps it on
// the payment itself (its status becomes refunded), so the payment's id is the refund's name.
export interface MoyasarConfig {
  publishableKey: string;
  secretKey: string;
  /** The secret token Moyasar puts in each webhook; webhooks are refused while it is unset. */
  webhookSecret: string | null;
  /** https://api.moyasar.com unless a test points it at a local fake. */
  apiUrl: string;
}

export function moyasarProvider(config: MoyasarConfig): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`;
  return {
    name: 'moyasar',
    browserGateway: { provider: 'moyasar', paymentsUrl: `${config.apiUrl}/v1/payments`, publishableKey: config.publishableKey },
    async fetchPayment(paymentId) {
      const response = await fetch(`${config.apiUrl}/v1/payments/${encodeURIComponent(paymentId)}`, {
        headers: { authorization, accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`Moyasar answered ${response.status} to a payment fetch`);
      return providerPayment(gatewayPayment.parse(await response.json()));
    },
    async refundPayment(paymentId, amountHalalas) {
      const response = await fetch(`${config.apiUrl}/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
        method: 'POST',
        headers: { authorization, accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ amount: amountHalalas }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
      if (!response.ok) {
        const words = typeof body?.message === 'string' ? body.message.slice(0, 200) : 'no reason given';
        throw new RefundRefused(`Moyasar answered ${response.status} to a refund: ${words}`);
      }
      return { refundId: gatewayPayment.parse(body).id };
    },
  };
}

/** Compared as digests, so neither the length nor the first differing byte shows in the timing. */
export function webhookTokenMatches(expected: string | null, given: unknown): boolean {
  if (!expected || typeof given !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(expected), digest(given));
}
