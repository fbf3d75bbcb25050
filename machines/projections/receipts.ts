// A card payment as its receipt reads it: who sold, when, the total and how it was paid; once the
// company is set up for tax invoices (docs/decisions.md 30), also the amount split into the part
// before VAT and the VAT, the seller's VAT number and address, and the ZATCA QR text. For a paid
// request, and for each VIP plan bought by card.
import type { PlanId } from '../domain/constants.ts';
import type { ConfirmedPayment } from '../domain/confirmed-payment.ts';
import type { SubscriptionGranted } from '../domain/subscription-events.ts';
import { taxInvoiceSeller, type TaxInvoiceSeller } from '../domain/company-setup.ts';
import { documentAmounts } from '../domain/document-amounts.ts';
import { zatcaQrText } from '../domain/tax-invoice.ts';
import type { RequestContext } from '../request.machine.ts';
import type { SettingsContext } from '../settings.machine.ts';
import type { LoggedEvent } from './audit-trail.ts';

/** What only a tax invoice shows: the figures of its phase-2 document (docs/decisions.md 29). */
export interface TaxInvoiceDetails {
  seller: TaxInvoiceSeller;
  beforeVatHalalas: number;
  vatHalalas: number;
  /** What the total paid differs from before VAT + VAT by (a halala for some prices); 0 for most. */
  roundingHalalas: number;
  qrText: string;
}

export interface Receipt {
  invoiceNumber: string;
  paidAt: string;
  sellerName: SettingsContext['company']['name'];
  totalHalalas: number;
  card: ConfirmedPayment['card'];
  wallet: ConfirmedPayment['wallet'] | null;
  /** Null while the company is not set up for tax invoices: the receipt shows the total paid only. */
  taxInvoice: TaxInvoiceDetails | null;
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

export function paymentReceipt(payment: ConfirmedPayment, paidAt: string, company: SettingsContext['company']): Receipt {
  const seller = taxInvoiceSeller(company);
  return {
    invoiceNumber: invoiceNumber(payment.invoiceNumber),
    paidAt,
    sellerName: company.name,
    totalHalalas: payment.amountHalalas,
    card: payment.card,
    wallet: payment.wallet ?? null,
    taxInvoice: seller ? taxInvoiceDetails(seller, payment, paidAt) : null,
  };
}

function taxInvoiceDetails(seller: TaxInvoiceSeller, payment: ConfirmedPayment, paidAt: string): TaxInvoiceDetails {
  // The document's own figures, from the one function that makes them (its one line: the payment).
  const amounts = documentAmounts([{ name: 'payment', quantity: 1, unitPriceHalalas: payment.amountHalalas }]);
  const { netHalalas: beforeVatHalalas, vatHalalas, roundingHalalas, payableHalalas: totalHalalas } = amounts;
  // The QR of the payment's own tax document (phase 2); a payment recorded before it had one shows phase 1's.
  const qrText =
    payment.invoiceQr ??
    zatcaQrText({
      sellerName: seller.name.ar,
      vatNumber: seller.vatNumber,
      timestamp: paidAt.replace(/\.\d{3}Z$/, 'Z'),
      totalHalalas,
      vatHalalas,
    });
  return { seller, beforeVatHalalas, vatHalalas, roundingHalalas, qrText };
}
