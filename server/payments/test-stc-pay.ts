import type { Database } from '../store/database.ts';
import { StcPayRefused, type StcPayStart } from './payment-provider.ts';

// STC Pay at the built-in test provider, as Moyasar's sandbox behaves: the payment waits for
// the code "texted" to the wallet; 123456 pays it, any other code fails it (nothing charged).
// A number ending 0000 is no STC Pay wallet: the payment is refused before any code is sent.
// A second start under the same id (a second tab, "send the code again") finds the first payment.
export const testStcPay = { code: '123456', noWallet: '0500000000' };

export async function startTestStcPay(db: Database, start: StcPayStart, now: Date): Promise<void> {
  if (start.mobile.endsWith('0000')) throw new StcPayRefused('This number has no STC Pay wallet');
  await db.query(
    `insert into test_gateway_payments
       (id, amount_halalas, currency, metadata, callback_url, status, brand, last4, message, created_at, source_type)
     values ($1, $2, $3, $4, '', 'initiated', 'unknown', $5, null, $6, 'stcpay') on conflict (id) do nothing`,
    [start.paymentId, start.amountHalalas, start.currency, JSON.stringify(start.metadata), start.mobile.slice(-4), now],
  );
}

/** The customer's code for a payment still waiting for one; a payment that is not keeps its outcome. */
export async function answerTestStcPayCode(db: Database, paymentId: string, code: string): Promise<void> {
  const paid = code === testStcPay.code;
  await db.query(
    `update test_gateway_payments set status = $2, message = $3 where id = $1 and source_type = 'stcpay' and status = 'initiated'`,
    [paymentId, paid ? 'paid' : 'failed', paid ? 'APPROVED' : 'Invalid OTP'],
  );
}
