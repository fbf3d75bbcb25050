import { documentNumber, firstPreviousHash, type InvoiceIssued } from '../../machines/domain/invoice-events.ts';
import type { ChargeRefunded } from '../../machines/domain/charge-refunds.ts';
import type { ConfirmedPayment } from '../../machines/domain/confirmed-payment.ts';
import type { SubscriptionGranted } from '../../machines/domain/subscription-events.ts';
import { invoicesStream } from '../../machines/domain/streams.ts';
import { checkStampedInvoice } from './check-stamped-invoice.ts';
import { vatOn } from '../../machines/domain/document-amounts.ts';
import { invoiceHashOfText } from './invoice-hash.ts';

// What `npm run invoices:verify` checks of the log's tax documents, each against the others
// and against the payment or refund it is for: the counter 1..n with no gap, the hash chain
// from ZATCA's first hash, each document by our own ZATCA checks, and its totals (VAT 15 %
// of the net, the total what was paid or given back); and that every refund of an invoiced
// payment has its credit note (docs/decisions.md 33).
export interface ChainReport {
  documents: number;
  invoices: number;
  creditNotes: number;
  problems: string[];
}

interface LoggedEvent {
  stream: string;
  type: string;
  data: unknown;
}

/** `events`: the whole log in position order. */
export function checkInvoiceChain(events: readonly LoggedEvent[]): ChainReport {
  const paid = new Map<string, number>();
  const refunded = new Map<string, number>();
  for (const { type, data } of events) {
    if (type === 'request.paid') keepPayment(paid, data as ConfirmedPayment);
    if (type === 'subscription.granted' && (data as SubscriptionGranted).payment) keepPayment(paid, (data as SubscriptionGranted).payment!);
    if (type === 'request.chargeRefunded' || type === 'subscription.chargeRefunded') refunded.set((data as ChargeRefunded).paymentId, (data as ChargeRefunded).amountHalalas);
  }
  const documents = events.filter((event) => event.stream === invoicesStream && event.type === 'invoice.issued').map((event) => event.data as InvoiceIssued);
  const problems: string[] = [];
  let previousHash = firstPreviousHash;
  documents.forEach((document, index) => {
    const name = `${documentNumber(document.kind, document.number)} (counter ${document.counter})`;
    const problem = (text: string) => problems.push(`${name}: ${text}`);
    if (document.counter !== index + 1) problem(`counter should be ${index + 1}`);
    if (document.previousHash !== previousHash) problem('previous hash is not the hash of the document before it');
    for (const found of checkStampedInvoice(document.xml, previousHash)) problem(found);
    if (invoiceHashOfText(document.xml) !== document.hash) problem('hash is not the hash of its XML');
    if (!document.xml.includes(document.qr)) problem('QR is not the one its XML carries');
    const { netHalalas, vatHalalas, totalHalalas } = document.totals;
    if (vatHalalas !== vatOn(netHalalas)) problem('VAT is not 15 % of the net amount');
    if (Math.abs(netHalalas + vatHalalas - totalHalalas) > 1) problem('total is not net + VAT');
    const expected = (document.kind === 'invoice' ? paid : refunded).get(document.for.paymentId);
    if (expected === undefined) problem(`no ${document.kind === 'invoice' ? 'payment' : 'refund'} ${document.for.paymentId} in the log`);
    else if (expected !== totalHalalas) problem(`total ${totalHalalas} is not the ${expected} halalas ${document.kind === 'invoice' ? 'paid' : 'given back'}`);
    previousHash = document.hash;
  });
  const invoiced = new Map(documents.filter((document) => document.kind === 'invoice').map((document) => [document.for.paymentId, document.number]));
  const credited = new Set(documents.filter((document) => document.kind === 'creditNote').map((document) => document.for.paymentId));
  for (const paymentId of refunded.keys()) {
    const invoice = invoiced.get(paymentId);
    if (invoice !== undefined && !credited.has(paymentId)) problems.push(`refund of payment ${paymentId} has no credit note correcting ${documentNumber('invoice', invoice)}`);
  }
  const invoices = documents.filter((document) => document.kind === 'invoice').length;
  return { documents: documents.length, invoices, creditNotes: documents.length - invoices, problems };
}

function keepPayment(paid: Map<string, number>, payment: ConfirmedPayment) {
  paid.set(payment.paymentId, payment.amountHalalas);
}
