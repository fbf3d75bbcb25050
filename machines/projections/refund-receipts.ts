// The refund of a cancelled visit as its receipt reads it: the payment it gives back part of (the
// original invoice), what was paid, the fee kept, what went back to the card, and when.
import type { AutomaticRefund } from '../domain/charge-refunds.ts';
import type { ConfirmedPayment } from '../domain/confirmed-payment.ts';
import type { RequestContext } from '../request.machine.ts';
import type { SettingsContext } from '../settings.machine.ts';
import { documentNumber } from '../domain/invoice-events.ts';
import { invoiceNumber } from './receipts.ts';
import { taxInvoiceSeller, type TaxInvoiceSeller } from '../domain/company-setup.ts';

export interface RefundReceipt {
  /** The invoice of the payment refunded. */
  invoiceNumber: string;
  refundedAt: string;
  paidHalalas: number;
  feeHalalas: number;
  refundHalalas: number;
  card: ConfirmedPayment['card'];
  sellerName: SettingsContext['company']['name'];
  /** Once the company is set up for tax invoices (docs/decisions.md 30): the seller they name. */
  taxSeller: TaxInvoiceSeller | null;
  /** The refund's credit note (ZATCA phase 2): its number and QR; null for a refund issued before the chain. */
  creditNote: { number: string; qrText: string } | null;
}

/** Where a cancelled visit's refund stands: none due, on its way, or made. */
export type CancellationRefund = 'none' | 'pending' | 'refunded';

type MadeRefund = Extract<AutomaticRefund, { status: 'refunded' }>;

const cancellationRefundOf = (request: RequestContext) =>
  request.automaticRefunds.find((refund): refund is MadeRefund => refund.reason === 'visitCancelled' && refund.status === 'refunded');

export function cancellationRefund(request: RequestContext): CancellationRefund {
  if (!request.cancellation || request.cancellation.refundHalalas === 0) return 'none';
  return cancellationRefundOf(request) ? 'refunded' : 'pending';
}

export function refundReceiptOf(request: RequestContext, company: SettingsContext['company']): RefundReceipt | null {
  const refund = cancellationRefundOf(request);
  const { payment, cancellation } = request;
  if (!refund || !payment || !cancellation) return null;
  return {
    invoiceNumber: invoiceNumber(payment.invoiceNumber),
    refundedAt: refund.at,
    paidHalalas: payment.amountHalalas,
    feeHalalas: cancellation.feeHalalas,
    refundHalalas: refund.amountHalalas,
    card: payment.card,
    sellerName: company.name,
    taxSeller: taxInvoiceSeller(company),
    creditNote: refund.creditNote ? { number: documentNumber('creditNote', refund.creditNote.number), qrText: refund.creditNote.qr } : null,
  };
}
