// A card payment as its simplified tax invoice reads it: who sold, when, the amount split into
// the part before VAT and the VAT, how it was paid, and the ZATCA QR text; for a paid request,
// and for each VIP plan bought by card.
import type { PlanId } from '../domain/constants.ts';
import type { ConfirmedPayment } from '../domain/confirmed-payment.ts';
import type { SubscriptionGranted } from '../domain/subscription-events.ts';
import { splitVat, zatcaQrText, type VatSplit } from '../domain/tax-invoice.ts';
import type { RequestContext } from '../request.machine.ts';
import type { SettingsContext } from '../settings.machine.ts';
import type { LoggedEvent } from './audit-trail.ts';

export interface Receipt extends VatSplit {
  invoiceNumber: string;
  paidAt: string;
  seller: SettingsContext['company'];
  card: ConfirmedPayment['card'];
  /** Null while the company has no VAT number: the receipt is then no tax invoice. */
  qrText: string | null;
}

export const invoiceNumber = (number: number) => `INV-${String(number).padStart(6, '0')}`;

export function receiptOf(request: RequestContext, company: SettingsContext['company']): Receipt | null {
  const { payment, paidAt } = request;
  return payment && paidAt ? paymentReceipt(payment, paidAt, company) : null;
}

/** A VIP plan bought by card, with the terms it was bought on. */
export interface PlanReceipt {
  receipt: Receipt;
  plan: PlanId;
  days: number;
  maxVisits: number;
}

/** Every plan of a subscription stream's history bought by card (as the server recorded it), newest first. */
export function planReceiptsOf(history: readonly LoggedEvent[], company: SettingsContext['company']): PlanReceipt[] {
  return history
    .filter((event) => !event.pending && event.type === 'subscription.granted')
    .flatMap(({ data, at }) => {
      const { payment, plan, days, maxVisits } = data as SubscriptionGranted;
      return payment ? [{ receipt: paymentReceipt(payment, at, company), plan, days, maxVisits }] : [];
    })
    .reverse();
}

function paymentReceipt(payment: ConfirmedPayment, paidAt: string, company: SettingsContext['company']): Receipt {
  const split = splitVat(payment.amountHalalas);
  // The QR of the payment's own tax document (phase 2); a payment recorded before it had one shows phase 1's.
  const qrText =
    payment.invoiceQr ??
    (company.vatNumber
      ? zatcaQrText({
          sellerName: company.name.ar,
          vatNumber: company.vatNumber,
          timestamp: paidAt.replace(/\.\d{3}Z$/, 'Z'),
          totalHalalas: split.totalHalalas,
          vatHalalas: split.vatHalalas,
        })
      : null);
  return { ...split, invoiceNumber: invoiceNumber(payment.invoiceNumber), paidAt, seller: company, card: payment.card, qrText };
}
