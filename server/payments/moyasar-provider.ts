import { createHash, timingSafeEqual } from 'node:crypto';
import { gatewayPayment, providerPayment } from './gateway-payment.ts';
import type { PaymentProvider } from './payment-provider.ts';

// Moyasar, the Saudi gateway for mada, Visa and Mastercard, used when its keys are set. The
// browser creates the payment with the publishable key; the server reads it back with the
// secret key, and hears of it by webhook, whose secret token is compared in constant time.
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
  };
}

/** Compared as digests, so neither the length nor the first differing byte shows in the timing. */
export function webhookTokenMatches(expected: string | null, given: unknown): boolean {
  if (!expected || typeof given !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(expected), digest(given));
}
