// A paid request as its simplified tax invoice reads it: who sold, when, what, the amount
// split into the part before VAT and the VAT, how it was paid, and the ZATCA QR text.
import type { SettingsContext } from '../settings.machine.ts';
import type { RequestContext } from '../request.machine.ts';
import type { RequestPaid } from '../domain/request-events.ts';
import { splitVat, zatcaQrText, type VatSplit } from '../domain/tax-invoice.ts';

export interface Receipt extends VatSplit {
  invoiceNumber: string;
  paidAt: string;
  seller: SettingsContext['company'];
  card: RequestPaid['card'];
  /** Null while the company has no VAT number: the receipt is then no tax invoice. */
  qrText: string | null;
}

export const invoiceNumber = (number: number) => `INV-${String(number).padStart(6, '0')}`;

export function receiptOf(request: RequestContext, company: SettingsContext['company']): Receipt | null {
  const { payment, paidAt } = request;
  if (!payment || !paidAt) return null;
  const split = splitVat(payment.amountHalalas);
  const qrText = company.vatNumber
    ? zatcaQrText({
        sellerName: company.name.ar,
        vatNumber: company.vatNumber,
        timestamp: paidAt.replace(/\.\d{3}Z$/, 'Z'),
        totalHalalas: split.totalHalalas,
        vatHalalas: split.vatHalalas,
      })
    : null;
  return { ...split, invoiceNumber: invoiceNumber(payment.invoiceNumber), paidAt, seller: company, card: payment.card, qrText };
}
