import { randomUUID } from 'node:crypto';
import { cardBrand, cardBrands, cardDigits, cardProblem, lastFour } from '../../machines/domain/payment-cards.ts';
import { riyadhDateAt } from '../../machines/domain/riyadh-calendar.ts';
import type { Database, SqlRunner } from '../store/database.ts';
import type { ApplePayPaymentBody, CreatePaymentBody, GatewayPayment } from './gateway-payment.ts';
import { providerPayment } from './gateway-payment.ts';
import { RefundRefused, type PaymentProvider } from './payment-provider.ts';
import { answerTestStcPayCode, startTestStcPay } from './test-stc-pay.ts';

// The built-in test provider, the default, so checkout works with no account anywhere. It
// behaves like the big providers' test modes: 4242 4242 4242 4242 is paid (4201 3201 1111 1010,
// a mada card, too), 4000 0000 0000 0002 declined, 4000 0000 0000 3220 asks for a 3-D Secure style confirmation first; any other
// number that passes the checks is paid. Only the card's brand and last 4 digits are stored.
// A paid payment can be refunded, in full or in part, once; like Moyasar's, the refund is kept on the payment.
export const testGatewayPath = '/api/test-gateway/v1/payments';
export const testCards = { paid: '4242424242424242', mada: '4201320111111010', declined: '4000000000000002', verified: '4000000000003220' };

/** Where the test provider's confirmation page lives: a page of ours, as a bank's would be its own. */
export const verificationPage = (paymentId: string) => `/payment-verification/${paymentId}`;

interface TestPaymentRow {
  id: string;
  amount_halalas: number;
  currency: string;
  metadata: Record<string, string>;
  callback_url: string;
  status: string;
  brand: string;
  last4: string;
  message: string | null;
  source_type: string;
}

export class CardRefused extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

export async function createTestPayment(db: Database, body: CreatePaymentBody, now: Date): Promise<GatewayPayment> {
  const existing = await findRow(db, body.given_id);
  if (existing) return wireShape(existing);
  const problem = cardProblem(body.source, riyadhDateAt(now.toISOString()));
  if (problem) throw new CardRefused(problem);
  const digits = cardDigits(body.source.number);
  const outcome =
    digits === testCards.declined
      ? { status: 'failed', message: 'Card declined' }
      : digits === testCards.verified
        ? { status: 'initiated', message: null }
        : { status: 'paid', message: 'APPROVED' };
  // A second create with the same id (a second tab, a retried request) gets the first payment.
  await db.query(
    `insert into test_gateway_payments
       (id, amount_halalas, currency, metadata, callback_url, status, brand, last4, message, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict (id) do nothing`,
    [
      body.given_id,
      body.amount,
      body.currency,
      JSON.stringify(body.metadata),
      body.callback_url,
      outcome.status,
      cardBrand(digits),
      lastFour(digits),
      outcome.message,
      now,
    ],
  );
  return wireShape((await findRow(db, body.given_id))!);
}

function tokenPaymentMethod(token: string): { network?: string; displayName?: string } | undefined {
  try {
    return (JSON.parse(token) as { paymentMethod?: { network?: string; displayName?: string } } | null)?.paymentMethod;
  } catch {
    return undefined;
  }
}

/** An Apple Pay token is paid: the card's scheme and last 4 digits as the token's payment method names them. */
export async function createTestApplePayment(db: Database, body: ApplePayPaymentBody, now: Date): Promise<GatewayPayment> {
  const method = tokenPaymentMethod(body.source.token);
  const network = (method?.network ?? '').toLowerCase();
  const brand = cardBrands.find((known) => known === network) ?? 'unknown';
  const last4 = /(\d{4})$/.exec(method?.displayName ?? '')?.[1] ?? '0000';
  await db.query(
    `insert into test_gateway_payments
       (id, amount_halalas, currency, metadata, callback_url, status, brand, last4, message, created_at, source_type)
     values ($1, $2, $3, $4, $5, 'paid', $6, $7, 'APPROVED', $8, 'applepay') on conflict (id) do nothing`,
    [body.given_id, body.amount, body.currency, JSON.stringify(body.metadata), body.callback_url, brand, last4, now],
  );
  return wireShape((await findRow(db, body.given_id))!);
}

/**
 * The paying customer's answer on the confirmation page; a payment that is no longer waiting
 * keeps its outcome. Null for a payment that does not pay for something of `isPayers`.
 */
export async function verifyTestPayment(
  db: Database,
  paymentId: string,
  isPayers: (metadata: Record<string, string>) => Promise<boolean>,
  approved: boolean,
): Promise<GatewayPayment | null> {
  const before = await findRow(db, paymentId);
  if (!before || !(await isPayers(before.metadata))) return null;
  await db.query(
    `update test_gateway_payments set status = $2, message = $3 where id = $1 and status = 'initiated'`,
    [paymentId, approved ? 'paid' : 'failed', approved ? 'APPROVED' : 'Authentication failed'],
  );
  return wireShape((await findRow(db, paymentId))!);
}

export function testProvider(db: Database, now: () => Date): PaymentProvider {
  return {
    name: 'test',
    browserGateway: { provider: 'test', paymentsUrl: testGatewayPath, publishableKey: 'pk_test_builtin' },
    async fetchPayment(paymentId) {
      const row = await findRow(db, paymentId);
      return row ? providerPayment(wireShape(row)) : null;
    },
    async refundPayment(paymentId, amountHalalas) {
      const row = await findRow(db, paymentId);
      if (!row) throw new RefundRefused('The test gateway knows no such payment');
      if (amountHalalas <= 0 || amountHalalas > Number(row.amount_halalas)) throw new RefundRefused('The test gateway refunds at most what was paid');
      const { rows } = await db.query<{ id: string }>(
        `update test_gateway_payments set status = 'refunded', message = 'REFUNDED' where id = $1 and status in ('paid', 'refunded') returning id`,
        [paymentId],
      );
      if (!rows[0]) throw new RefundRefused(`The test gateway cannot refund a payment that is ${row.status}`);
      return { refundId: paymentId };
    },
    async startStcPay(start) {
      await startTestStcPay(db, start, now());
      return providerPayment(wireShape((await findRow(db, start.paymentId))!));
    },
    async submitStcPayCode(paymentId, code) {
      await answerTestStcPayCode(db, paymentId, code);
      const row = await findRow(db, paymentId);
      if (!row) throw new Error('The test gateway knows no such payment');
      return providerPayment(wireShape(row));
    },
    // Apple is not asked: a session of the shape Apple answers, so a page's ApplePaySession can go on.
    async validateApplePayMerchant(_validationUrl, domainName) {
      return { merchantSessionIdentifier: `test-${randomUUID()}`, domainName, displayName: 'Test provider', epochTimestamp: now().getTime() };
    },
  };
}

async function findRow(db: SqlRunner, id: string): Promise<TestPaymentRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { rows } = await db.query<TestPaymentRow>('select * from test_gateway_payments where id = $1', [id]);
  return rows[0] ?? null;
}

function wireShape(row: TestPaymentRow): GatewayPayment & { callback_url: string } {
  return {
    id: row.id,
    status: row.status,
    amount: Number(row.amount_halalas),
    currency: row.currency,
    callback_url: row.callback_url,
    metadata: row.metadata,
    source: {
      type: row.source_type,
      company: row.brand,
      number: `XXXX-XXXX-XXXX-${row.last4}`,
      message: row.message,
      transaction_url: row.status === 'initiated' ? verificationPage(row.id) : null,
    },
  };
}
