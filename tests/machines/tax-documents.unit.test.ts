import { describe, expect, it } from 'vitest';
import type { InvoiceIssued, InvoiceReported } from '../../machines/domain/invoice-events.ts';
import { rowsWithStatus, taxDocumentRows } from '../../machines/projections/tax-documents.ts';
import { firstInvoice } from './sample-payloads.ts';

// The admin's Invoices tab: each document of the chain with what it is for, its totals and
// ZATCA's answer, newest first; waiting while reporting is on, not reported while it is off.
const issued = (data: Partial<InvoiceIssued>) => ({ type: 'invoice.issued', data: { ...firstInvoice, ...data } });
const answered = (data: InvoiceReported) => ({ type: 'invoice.reported', data });
const plan = issued({ counter: 2, number: 2, for: { kind: 'plan', customerId: '1234', paymentId: 'plan_pay_1' } });
const creditNote = issued({
  counter: 3,
  kind: 'creditNote',
  number: 1,
  corrects: { invoiceNumber: 1, reason: 'visitCancelled' },
  totals: { netHalalas: 9_783, vatHalalas: 1_467, totalHalalas: 11_250 },
});
const orderNumbers = () => 1042;

describe('the admin’s list of tax documents', () => {
  const history = [issued({}), answered({ counter: 1, status: 'rejected', messages: [{ code: 'KSA-13', text: 'PIH is wrong' }] }), plan, answered({ counter: 2, status: 'warning', messages: [] }), creditNote];

  it('given an invoice for a request, one for a plan and a credit note, when listed, then newest first with number, purpose and totals', () => {
    const rows = taxDocumentRows(history, orderNumbers, true);
    expect(rows.map((row) => [row.number, row.kind, row.for.kind, row.totalHalalas, row.corrects])).toEqual([
      ['CN-000001', 'creditNote', 'request', 11_250, 'INV-000001'],
      ['INV-000002', 'invoice', 'plan', 15_000, null],
      ['INV-000001', 'invoice', 'request', 15_000, null],
    ]);
    expect(rows.at(-1)!.for).toEqual({ kind: 'request', requestId: '0193a0a0-0000-7000-8000-000000000001', orderNumber: 1042 });
  });

  it('given ZATCA’s answers to two documents and none to the third, when reporting is on, then the third is waiting and the rejected one keeps ZATCA’s message', () => {
    const rows = taxDocumentRows(history, orderNumbers, true);
    expect(rows.map((row) => row.status)).toEqual(['waiting', 'warning', 'rejected']);
    expect(rows[2]!.messages).toEqual([{ code: 'KSA-13', text: 'PIH is wrong' }]);
  });

  it('given a document without an answer, when reporting is off, then it is not reported', () => {
    expect(taxDocumentRows([issued({})], orderNumbers, false).map((row) => row.status)).toEqual(['off']);
  });

  it('given the list, when filtered by a status, then only the documents of that status remain', () => {
    const rows = taxDocumentRows(history, orderNumbers, true);
    expect(rowsWithStatus(rows, 'rejected').map((row) => row.number)).toEqual(['INV-000001']);
    expect(rowsWithStatus(rows, 'reported')).toEqual([]);
    expect(rowsWithStatus(rows, 'all')).toHaveLength(3);
  });
});
