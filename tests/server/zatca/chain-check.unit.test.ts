import { describe, expect, it } from 'vitest';
import { documentAmounts } from '../../../machines/domain/document-amounts.ts';
import type { InvoiceIssued } from '../../../machines/domain/invoice-events.ts';
import { summaryLines } from '../../../server/ops/verify-invoices.ts';
import { checkInvoiceChain } from '../../../server/zatca/chain-check.ts';
import type { InvoiceInput } from '../../../server/zatca/invoice-input.ts';
import { stampInvoice } from '../../../server/zatca/stamp-invoice.ts';
import { aCreditNote, anInvoice, testStamp } from './zatca-fixtures.ts';

// `npm run invoices:verify` over a log (docs/zatca.md, docs/operations.md): a paid visit of
// 240.00 SAR with its invoice, then cancelled and given back with its credit note. Each check
// is shown to find the one thing broken in a copy of that log.
const paymentId = 'pay-1';
const purpose = { kind: 'request' as const, requestId: 'r-0001', paymentId };

function documentOf(input: InvoiceInput): InvoiceIssued {
  const stamped = stampInvoice(input, testStamp());
  const amounts = documentAmounts(input.lines);
  return {
    counter: input.counter,
    kind: input.kind,
    number: 1,
    uuid: input.uuid,
    previousHash: input.previousHash,
    hash: stamped.hash,
    issuedAt: input.issuedAt.toISOString(),
    for: purpose,
    corrects: input.kind === 'creditNote' ? { invoiceNumber: 1, reason: 'visitCancelled' } : null,
    totals: { netHalalas: amounts.netHalalas, vatHalalas: amounts.vatHalalas, totalHalalas: amounts.payableHalalas },
    qr: stamped.qr,
    xml: stamped.xml,
  };
}

const invoice = documentOf(anInvoice());
const creditNote = documentOf(aCreditNote(invoice.hash));
const paid = { stream: 'request-r-0001', type: 'request.paid', data: { paymentId, amountHalalas: 24_000 } };
const refunded = { stream: 'request-r-0001', type: 'request.chargeRefunded', data: { paymentId, amountHalalas: 24_000 } };
const issued = (document: InvoiceIssued) => ({ stream: 'invoices', type: 'invoice.issued', data: document });
const log = [paid, issued(invoice), refunded, issued(creditNote)];

describe('checking the chain of tax documents in the log', () => {
  it('given an invoice and the credit note of its refund, then it counts them and finds nothing wrong', () => {
    const report = checkInvoiceChain(log);

    expect(report).toEqual({ documents: 2, invoices: 1, creditNotes: 1, problems: [] });
    expect(summaryLines(report)).toEqual(['2 documents: 1 invoices, 1 credit notes; 0 problems.']);
  });

  it('given a counter that skips, then it says which counter was expected', () => {
    const skipped = [paid, issued({ ...invoice, counter: 2 })];

    expect(checkInvoiceChain(skipped).problems).toContain('INV-000001 (counter 2): counter should be 1');
  });

  it('given a credit note chained to another hash than its invoice’s, then the chain is broken there', () => {
    const broken = [paid, issued(invoice), refunded, issued({ ...creditNote, previousHash: invoice.previousHash })];

    expect(checkInvoiceChain(broken).problems).toContain('CN-000001 (counter 2): previous hash is not the hash of the document before it');
  });

  it('given an invoice whose total is not what its payment paid, or no payment at all, then it says so', () => {
    const overpaid = [{ ...paid, data: { paymentId, amountHalalas: 25_000 } }, issued(invoice)];

    expect(checkInvoiceChain(overpaid).problems).toContain('INV-000001 (counter 1): total 24000 is not the 25000 halalas paid');
    expect(checkInvoiceChain([issued(invoice)]).problems).toContain(`INV-000001 (counter 1): no payment ${paymentId} in the log`);
  });

  it('given a recorded hash that is not its XML’s, or VAT that is not 15 % of the net, then it says so', () => {
    const wrongHash = [paid, issued({ ...invoice, hash: creditNote.hash })];
    const wrongVat = [paid, issued({ ...invoice, totals: { ...invoice.totals, vatHalalas: invoice.totals.vatHalalas + 1 } })];

    expect(checkInvoiceChain(wrongHash).problems).toContain('INV-000001 (counter 1): hash is not the hash of its XML');
    expect(checkInvoiceChain(wrongVat).problems).toContain('INV-000001 (counter 1): VAT is not 15 % of the net amount');
  });

  it('given a refund of an invoiced payment without its credit note, then the missing credit note is a problem', () => {
    expect(checkInvoiceChain([paid, issued(invoice), refunded]).problems).toEqual([`refund of payment ${paymentId} has no credit note correcting INV-000001`]);
  });

  it('given a refund of a charge that was never invoiced, then no credit note is missing', () => {
    const secondCharge = { ...refunded, data: { paymentId: 'pay-2', amountHalalas: 24_000 } };

    expect(checkInvoiceChain([paid, issued(invoice), secondCharge]).problems).toEqual([]);
  });
});
