// The admin's Invoices tab: every tax document of the chain (invoices and credit notes, from the
// `invoices` stream) with what it is for, its totals and what ZATCA made of it
// (docs/zatca.md "Reporting"). A document without ZATCA's answer is waiting while reporting
// is on, and not reported while it is off.
import { documentNumber, type DocumentKind, type InvoiceIssued, type InvoiceReported } from '../domain/invoice-events.ts';
import type { ReportingStatus } from '../domain/reporting-statuses.ts';

/** What a document is for: a request (its order number once it has one) or a plan bought by its customer. */
export type DocumentFor = { kind: 'request'; requestId: string; orderNumber: number | null } | { kind: 'plan'; customerId: string };

export interface TaxDocumentRow {
  counter: number;
  kind: DocumentKind;
  /** INV-000001, CN-000001. */
  number: string;
  issuedAt: string;
  for: DocumentFor;
  netHalalas: number;
  vatHalalas: number;
  totalHalalas: number;
  /** The invoice a credit note corrects (INV-…), null on an invoice. */
  corrects: string | null;
  status: ReportingStatus;
  /** ZATCA's errors and warnings. */
  messages: InvoiceReported['messages'];
  qr: string;
  xml: string;
}

export interface LoggedDocumentEvent {
  type: string;
  data: unknown;
}

/**
 * The documents of the `invoices` stream's history, newest first. `orderNumberOf` reads a request's
 * order number; `reportingOn` is whether the server reports to ZATCA.
 */
export function taxDocumentRows(history: readonly LoggedDocumentEvent[], orderNumberOf: (requestId: string) => number | null, reportingOn: boolean): TaxDocumentRow[] {
  const answers = new Map<number, InvoiceReported>();
  for (const event of history) if (event.type === 'invoice.reported') answers.set((event.data as InvoiceReported).counter, event.data as InvoiceReported);
  return history
    .filter((event) => event.type === 'invoice.issued')
    .map((event) => {
      const document = event.data as InvoiceIssued;
      const answer = answers.get(document.counter);
      return {
        counter: document.counter,
        kind: document.kind,
        number: documentNumber(document.kind, document.number),
        issuedAt: document.issuedAt,
        for:
          document.for.kind === 'request'
            ? { kind: 'request' as const, requestId: document.for.requestId, orderNumber: orderNumberOf(document.for.requestId) }
            : { kind: 'plan' as const, customerId: document.for.customerId },
        netHalalas: document.totals.netHalalas,
        vatHalalas: document.totals.vatHalalas,
        totalHalalas: document.totals.totalHalalas,
        corrects: document.corrects ? documentNumber('invoice', document.corrects.invoiceNumber) : null,
        status: answer ? answer.status : reportingOn ? ('waiting' as const) : ('off' as const),
        messages: answer?.messages ?? [],
        qr: document.qr,
        xml: document.xml,
      };
    })
    .reverse();
}

/** The rows of one reporting status, or all of them. */
export const rowsWithStatus = (rows: readonly TaxDocumentRow[], status: ReportingStatus | 'all'): TaxDocumentRow[] =>
  status === 'all' ? [...rows] : rows.filter((row) => row.status === status);
