import { createHash, timingSafeEqual } from 'node:crypto';
import { gatewayPayment, providerPayment, type StcPayPaymentBody } from './gateway-payment.ts';
import { RefundRefused, StcPayRefused, type PaymentProvider } from './payment-provider.ts';

// Moyasar, the Saudi gateway for mada, Visa and Mastercard, used when its keys are set. The
// browser creates the payment with the publishable key; the server reads it back with the
// secret key, and hears of it by webhook, whose secret token is compared in constant time.
// A refund is `POST /v1/payments/:id/refund {amount}` with the secret key: Moyasar keeps it on
// the payment itself (its status becomes refunded), so the payment's id is the refund's name.
// STC Pay is asked for by our server (no card in it): `POST /v1/payments` with the `stcpay`
// source and the wallet's mobile answers an initiated payment whose `transaction_url` takes the
// code STC Pay texted (`otp_value`); that address is read back with the secret key, never taken
// from the browser, and must be Moyasar's own.
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
  const publishable = `Basic ${Buffer.from(`${config.publishableKey}:`).toString('base64')}`;
  const fetchPayment = async (paymentId: string) => {
    const response = await fetch(`${config.apiUrl}/v1/payments/${encodeURIComponent(paymentId)}`, {
      headers: { authorization, accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Moyasar answered ${response.status} to a payment fetch`);
    return gatewayPayment.parse(await response.json());
  };
  const posted = (url: string, key: string, body: unknown) =>
    fetch(url, {
      method: 'POST',
      headers: { authorization: key, accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  return {
    name: 'moyasar',
    browserGateway: { provider: 'moyasar', paymentsUrl: `${config.apiUrl}/v1/payments`, publishableKey: config.publishableKey },
    async fetchPayment(paymentId) {
      const payment = await fetchPayment(paymentId);
      return payment && providerPayment(payment);
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
    async startStcPay({ paymentId, amountHalalas, currency, description, metadata, mobile }) {
      const body: StcPayPaymentBody = {
        given_id: paymentId,
        amount: amountHalalas,
        currency,
        description,
        metadata,
        source: { type: 'stcpay', mobile },
      };
      const response = await posted(`${config.apiUrl}/v1/payments`, publishable, body);
      const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
      if (response.status >= 400 && response.status < 500) {
        throw new StcPayRefused(typeof answer?.message === 'string' ? answer.message.slice(0, 200) : 'no reason given');
      }
      if (!response.ok) throw new Error(`Moyasar answered ${response.status} to an STC Pay payment`);
      return providerPayment(gatewayPayment.parse(answer));
    },
    async submitStcPayCode(paymentId, code) {
      const payment = await fetchPayment(paymentId);
      if (!payment) throw new Error('Moyasar knows no such payment');
      const codePage = payment.source?.transaction_url;
      if (payment.status !== 'initiated' || !codePage) return providerPayment(payment);
      if (new URL(codePage).origin !== new URL(config.apiUrl).origin) throw new Error('Moyasar named an STC Pay page outside its API');
      const response = await posted(codePage, publishable, { otp_value: code });
      if (response.status >= 500) throw new Error(`Moyasar answered ${response.status} to an STC Pay code`);
      // A refused code answers the payment failed, or an error: either way the payment is read back as it stands.
      return providerPayment((await fetchPayment(paymentId))!);
    },
    async validateApplePayMerchant(validationUrl, domainName) {
      const body = { validation_url: validationUrl, display_name: 'Home maintenance', domain_name: domainName, publishable_api_key: config.publishableKey };
      const response = await posted(`${config.apiUrl}/v1/applepay/initiate`, publishable, body);
      if (!response.ok) throw new Error(`Moyasar answered ${response.status} to an Apple Pay merchant validation`);
      return (await response.json()) as Record<string, unknown>;
    },
  };
}

/** Compared as digests, so neither the length nor the first differing byte shows in the timing. */
export function webhookTokenMatches(expected: string | null, given: unknown): boolean {
  if (!expected || typeof given !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(expected), digest(given));
}
