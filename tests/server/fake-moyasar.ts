import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { cardBrand, cardDigits, cardProblem } from '../../machines/domain/payment-cards.ts';
import { riyadhDateAt } from '../../machines/domain/riyadh-calendar.ts';
import { applePayPaymentBody, createPaymentBody, stcPayCodeBody, stcPayPaymentBody, type GatewayPayment } from '../../server/payments/gateway-payment.ts';
import type { PaymentStart } from '../../server/payments/payment-steps.ts';
import { cardPaymentBody } from './request-fixtures.ts';

// A stand-in for Moyasar's payments API on a local port, shaped as its documentation shows:
//   POST /v1/payments        the browser's card, with the publishable key; given_id is the id
//   GET  /v1/payments/:id    the server's look, with the secret key only
//   POST /v1/payments/:id/refund  {amount} with the secret key: a paid payment, in full or in part, once
//   GET  /transaction/:id    the bank's 3-D Secure page: approves, then back to callback_url
//   POST /v1/payments {source: {type: 'stcpay', mobile}}  initiated, its transaction_url takes the code
//   POST /v1/stc_pays/:id/proceed?otp_token=…  {otp_value}: 123456 pays (the sandbox's), another fails
//   POST /v1/applepay/initiate {validation_url, domain_name, …}  a merchant session, as Apple's through Moyasar
//   POST /v1/payments {source: {type: 'applepay', token}}  the page's Apple Pay token: paid (or failed) at once,
//        the scheme and last 4 digits as the token's payment method names them
// Test 4000 0000 0000 0002 fails at once (as an Apple Pay card ending 0002 does); every other valid card waits for its transaction
// page. The test reaches in to tamper with a payment and to build Moyasar's webhooks.
export type FakePayment = GatewayPayment & { callback_url: string | null; description: string; created_at: string };

/** The code Moyasar's sandbox accepts for STC Pay. */
export const stcPaySandboxCode = '123456';

export interface FakeMoyasar {
  url: string;
  payments: Map<string, FakePayment>;
  /** The payment ids the secret-key reader asked about, in order. */
  reads: string[];
  /** The Apple Pay merchant validations our server asked for, in order. */
  applePayValidations: { validationUrl: string; domainName: string }[];
  /** The payment ids refunded, in order. */
  refunds: string[];
  /** The amount refunded of each payment. */
  refunded: Map<string, number>;
  /** While true every refund is answered 503, as Moyasar down would. */
  refundsDown: boolean;
  setAmount(id: string, amount: number): void;
  /** The customer's card sent with the publishable key for `start`, then approved on the bank's page: paid at Moyasar. */
  paidByCard(start: PaymentStart): Promise<void>;
  webhookBody(id: string, secretToken: string | undefined): Record<string, unknown>;
  close(): Promise<void>;
}

export const declinedCard = '4000000000000002';

export interface FakeMoyasarOptions {
  publishableKey: string;
  secretKey: string;
  /** The fake's clock, for the card's expiry: the real one unless a test's. */
  now?: () => Date;
}

export async function startFakeMoyasar({ publishableKey, secretKey, now = () => new Date() }: FakeMoyasarOptions): Promise<FakeMoyasar> {
  const payments = new Map<string, FakePayment>();
  const reads: string[] = [];
  const refunds: string[] = [];
  const refunded = new Map<string, number>();
  const state = { refundsDown: false };
  const app = new Hono();
  let url = '';

  app.post('/v1/payments', async (c) => {
    if (basicUser(c) !== publishableKey) return unauthorized(c);
    const sent = await c.req.json().catch(() => null);
    const stcPay = stcPayPaymentBody.safeParse(sent);
    if (stcPay.success) return c.json(stcPayPayment(stcPay.data), 201);
    const applePay = applePayPaymentBody.safeParse(sent);
    if (applePay.success) return c.json(applePayPayment(applePay.data), 201);
    const body = createPaymentBody.safeParse(sent);
    if (!body.success) return c.json({ type: 'invalid_request_error', message: 'Validation Failed', errors: body.error.issues }, 400);
    const known = payments.get(body.data.given_id);
    if (known) return c.json(known, 201);
    const { source, ...payment } = body.data;
    const problem = cardProblem(source, riyadhDateAt(now().toISOString()));
    if (problem) return c.json({ type: 'invalid_request_error', message: 'Validation Failed', errors: { source: [problem] } }, 400);
    const digits = cardDigits(source.number);
    const declined = digits === declinedCard;
    const created = recorded(payment, declined ? 'failed' : 'initiated', payment.callback_url, {
        type: 'creditcard',
        company: cardBrand(digits),
        number: masked(digits),
        message: declined ? 'Insufficient Funds' : null,
        transaction_url: declined ? null : `${url}/transaction/${payment.given_id}`,
    });
    return c.json(created, 201);
  });

  app.get('/v1/payments/:id', (c) => {
    if (basicUser(c) !== secretKey) return unauthorized(c);
    reads.push(c.req.param('id'));
    const payment = payments.get(c.req.param('id'));
    return payment ? c.json(payment) : c.json({ type: 'record_not_found', message: 'Object not found' }, 404);
  });

  app.post('/v1/payments/:id/refund', async (c) => {
    if (basicUser(c) !== secretKey) return unauthorized(c);
    if (state.refundsDown) return c.json({ type: 'api_error', message: 'Service unavailable' }, 503);
    const payment = payments.get(c.req.param('id'));
    if (!payment) return c.json({ type: 'record_not_found', message: 'Object not found' }, 404);
    const { amount } = ((await c.req.json().catch(() => ({}))) ?? {}) as { amount?: unknown };
    if (payment.status !== 'paid' || typeof amount !== 'number' || amount <= 0 || amount > payment.amount) {
      return c.json({ type: 'invalid_request_error', message: `Cannot refund a ${payment.status} payment of ${payment.amount}` }, 400);
    }
    payment.status = 'refunded';
    refunds.push(payment.id);
    refunded.set(payment.id, amount);
    return c.json({ ...payment, refunded: amount, refunded_at: now().toISOString() });
  });

  const otpTokens = new Map<string, string>();
  const applePayValidations: { validationUrl: string; domainName: string }[] = [];
  /** A payment as Moyasar keeps it, whatever its source: what reads and refunds then find. */
  function recorded(
    payment: { given_id: string; amount: number; currency: string; description: string; metadata: FakePayment['metadata'] },
    status: FakePayment['status'],
    callbackUrl: string | null,
    source: FakePayment['source'],
  ): FakePayment {
    const created: FakePayment = {
      id: payment.given_id,
      status,
      amount: payment.amount,
      currency: payment.currency,
      description: payment.description,
      callback_url: callbackUrl,
      metadata: payment.metadata,
      created_at: now().toISOString(),
      source,
    };
    payments.set(created.id, created);
    return created;
  }

  function stcPayPayment({ source, ...payment }: ReturnType<typeof stcPayPaymentBody.parse>): FakePayment {
    const known = payments.get(payment.given_id);
    if (known) return known;
    const token = crypto.randomUUID();
    otpTokens.set(payment.given_id, token);
    return recorded(payment, 'initiated', null, { type: 'stcpay', company: null, number: null, message: null, transaction_url: `${url}/v1/stc_pays/${payment.given_id}/proceed?otp_token=${token}` });
  }

  function applePayPayment({ source, ...payment }: ReturnType<typeof applePayPaymentBody.parse>): FakePayment {
    const known = payments.get(payment.given_id);
    if (known) return known;
    const method = applePayMethod(source.token);
    const last4 = /(\d{4})$/.exec(method.displayName ?? '')?.[1] ?? '0000';
    const declined = last4 === declinedCard.slice(-4);
    return recorded(payment, declined ? 'failed' : 'paid', payment.callback_url, {
        type: 'applepay',
        company: (method.network ?? '').toLowerCase() || null,
        number: `XXXX-XXXX-XXXX-${last4}`,
        message: declined ? 'Insufficient Funds' : 'APPROVED',
        transaction_url: null,
    });
  }

  app.post('/v1/stc_pays/:id/proceed', async (c) => {
    const payment = payments.get(c.req.param('id'));
    if (!payment || otpTokens.get(payment.id) !== c.req.query('otp_token')) return c.json({ type: 'record_not_found', message: 'Object not found' }, 404);
    const body = stcPayCodeBody.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return c.json({ type: 'invalid_request_error', message: 'Validation Failed' }, 400);
    if (payment.status !== 'initiated') return c.json(payment);
    const paid = body.data.otp_value === stcPaySandboxCode;
    payment.status = paid ? 'paid' : 'failed';
    payment.source = { ...payment.source!, message: paid ? 'Paid' : 'Invalid OTP', transaction_url: null };
    return c.json(payment);
  });

  app.post('/v1/applepay/initiate', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    if (basicUser(c) !== publishableKey || body?.publishable_api_key !== publishableKey) return unauthorized(c);
    if (typeof body.validation_url !== 'string' || typeof body.domain_name !== 'string') return c.json({ type: 'invalid_request_error', message: 'Validation Failed' }, 400);
    applePayValidations.push({ validationUrl: body.validation_url, domainName: body.domain_name });
    return c.json({ merchantSessionIdentifier: `fake-session-${applePayValidations.length}`, domainName: body.domain_name, displayName: body.display_name, epochTimestamp: now().getTime() });
  });

  app.get('/transaction/:id', (c) => {
    const payment = payments.get(c.req.param('id'));
    if (!payment) return c.text('No such transaction', 404);
    if (payment.status === 'initiated') {
      payment.status = 'paid';
      payment.source = { ...payment.source!, message: 'APPROVED' };
    }
    const back = new URL(payment.callback_url!);
    back.search = new URLSearchParams({ id: payment.id, status: payment.status, message: payment.source?.message ?? '' }).toString();
    return c.redirect(back.toString(), 302);
  });

  const server = await new Promise<Server>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(listening as Server));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    payments,
    reads,
    applePayValidations,
    refunds,
    refunded,
    get refundsDown() {
      return state.refundsDown;
    },
    set refundsDown(down: boolean) {
      state.refundsDown = down;
    },
    setAmount(id, amount) {
      payments.get(id)!.amount = amount;
    },
    async paidByCard(start) {
      const sent = await fetch(`${url}/v1/payments`, {
        method: 'POST',
        headers: { authorization: `Basic ${btoa(`${publishableKey}:`)}`, 'content-type': 'application/json' },
        body: JSON.stringify(cardPaymentBody(start, '4111111111111111')),
      });
      const { source } = (await sent.json()) as FakePayment;
      await fetch(source!.transaction_url!, { redirect: 'manual' });
      if (payments.get(start.paymentId)?.status !== 'paid') throw new Error(`The fake did not take payment ${start.paymentId} as paid`);
    },
    webhookBody(id, secretToken) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`The fake holds no payment ${id}`);
      return {
        id: crypto.randomUUID(),
        type: 'payment_paid',
        created_at: now().toISOString(),
        secret_token: secretToken,
        account_name: null,
        live: false,
        data: structuredClone(payment),
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The card an Apple Pay token names (`paymentMethod`: network, displayName "Visa 1111"); nothing from a token that is no JSON. */
function applePayMethod(token: string): { network?: string; displayName?: string } {
  try {
    return (JSON.parse(token) as { paymentMethod?: { network?: string; displayName?: string } } | null)?.paymentMethod ?? {};
  } catch {
    return {};
  }
}

/** The user name of a Basic authorization header (Moyasar takes the key as user, no password). */
function basicUser(c: Context): string | null {
  const header = c.req.header('authorization') ?? '';
  if (!header.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8');
  return decoded.includes(':') ? decoded.slice(0, decoded.indexOf(':')) : null;
}

const unauthorized = (c: Context) => c.json({ type: 'authentication_error', message: 'Invalid authorization credentials' }, 401);

/** 4111111111111111 → 4111-11XX-XXXX-1111: the first 6 and the last 4 digits. */
function masked(digits: string): string {
  const hidden = digits.slice(0, 6) + 'X'.repeat(digits.length - 10) + digits.slice(-4);
  return hidden.match(/.{1,4}/g)!.join('-');
}
