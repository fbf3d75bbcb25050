// Every invoice of one customer, as their invoices page lists them: each paid request and
// each plan bought by card, newest first, and what they add up to. Money is only ever given
// back as a VIP visit today, so there is no refund receipt to list yet.
import type { PlanId, ServiceId } from '../domain/constants.ts';
import type { SettingsContext } from '../settings.machine.ts';
import { receiptOf, type PlanReceipt, type Receipt } from './receipts.ts';
import type { RequestRow } from './requests.ts';

export type Invoice =
  | { kind: 'request'; receipt: Receipt; requestId: string; requestNumber: string; services: ServiceId[] }
  | { kind: 'plan'; receipt: Receipt; plan: PlanId };

export interface InvoiceTotals {
  count: number;
  totalHalalas: number;
  /** The VAT within the tax invoices; null when none is one (docs/decisions.md 30). */
  vatHalalas: number | null;
}

export function customerInvoices(requests: readonly RequestRow[], plans: readonly PlanReceipt[], company: SettingsContext['company']): Invoice[] {
  const paidRequests = requests.flatMap((row): Invoice[] => {
    const receipt = receiptOf(row.request, company);
    return receipt ? [{ kind: 'request', receipt, requestId: row.requestId, requestNumber: row.number, services: row.request.services }] : [];
  });
  const boughtPlans = plans.map(({ receipt, plan }): Invoice => ({ kind: 'plan', receipt, plan }));
  return [...paidRequests, ...boughtPlans].sort((a, b) => Date.parse(b.receipt.paidAt) - Date.parse(a.receipt.paidAt));
}

export function invoiceTotals(invoices: readonly Invoice[]): InvoiceTotals {
  return invoices.reduce(
    (totals, { receipt }) => ({
      count: totals.count + 1,
      totalHalalas: totals.totalHalalas + receipt.totalHalalas,
      vatHalalas: receipt.taxInvoice ? (totals.vatHalalas ?? 0) + receipt.taxInvoice.vatHalalas : totals.vatHalalas,
    }),
    { count: 0, totalHalalas: 0, vatHalalas: null as number | null },
  );
}
