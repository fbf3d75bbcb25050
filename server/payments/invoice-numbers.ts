import type { InlineProjection } from '../events/append-decided.ts';
import type { Database, SqlRunner } from '../store/database.ts';

// Before the chain of tax documents (tax-documents.ts), and while the company has no VAT
// number to issue them under, invoice numbers come from this table.
// Invoice numbers are gap-free and issued only to a payment that is recorded (ZATCA counts
// them): the number is claimed in the transaction of the append that records the payment,
// under the log's append lock, and only if it is the next one. An append that fails, or loses
// the race to another payment, issues nothing; the payment is then numbered again.
export class InvoiceNumberTaken extends Error {
  constructor(readonly number: number) {
    super(`Invoice number ${number} is no longer the next one`);
    this.name = 'InvoiceNumberTaken';
  }
}

/** The last number the table issued; 0 before the first. */
export async function lastLegacyInvoiceNumber(db: SqlRunner): Promise<number> {
  const { rows } = await db.query<{ last: number }>('select coalesce(max(number), 0) as last from invoices');
  return Number(rows[0]!.last);
}

const nextInvoiceNumber = async (db: Database) => (await lastLegacyInvoiceNumber(db)) + 1;

/** Runs inside the append that records the payment: the number is issued with it, or not at all. */
const issueInvoice =
  (number: number, paymentId: string): InlineProjection =>
  async (tx, appended) => {
    const { rows } = await tx.query<{ number: number }>(
      `insert into invoices (number, payment_id, issued_at)
       select $1, $2, $3 where $1 = (select coalesce(max(number), 0) + 1 from invoices)
       returning number`,
      [number, paymentId, new Date(appended[0]!.at)],
    );
    if (rows.length === 0) throw new InvoiceNumberTaken(number);
  };

/**
 * Records a payment under the next invoice number, numbering it again while another payment
 * took it. `record` appends with `alongside`: `settled` (the attempt used up) and the issue.
 */
export async function recordedUnderNextNumber<T>(
  db: Database,
  paymentId: string,
  settled: InlineProjection,
  record: (invoiceNumber: number, alongside: InlineProjection) => Promise<T>,
): Promise<T> {
  for (;;) {
    const number = await nextInvoiceNumber(db);
    const issue = issueInvoice(number, paymentId);
    try {
      return await record(number, async (tx, appended) => {
        await settled(tx, appended);
        await issue(tx, appended);
      });
    } catch (error) {
      if (!(error instanceof InvoiceNumberTaken)) throw error;
    }
  }
}
