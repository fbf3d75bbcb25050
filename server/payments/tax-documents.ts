import { v5 as uuidv5 } from 'uuid';
import { documentNumber, type DocumentKind, type DocumentPurpose, type InvoiceIssued } from '../../machines/domain/invoice-events.ts';
import { invoicesStream } from '../../machines/domain/streams.ts';
import { invoicesMachine, type InvoicesContext } from '../../machines/invoices.machine.ts';
import type { InlineProjection, Proposal } from '../events/append-decided.ts';
import { currentSettings } from '../events/current-settings.ts';
import { ApiError } from '../http/api-error.ts';
import { taxInvoiceSeller } from '../../machines/domain/company-setup.ts';
import type { SellerAddress } from '../zatca/invoice-input.ts';
import { companyStamp } from '../zatca/company-stamp.ts';
import { documentAmounts } from '../../machines/domain/document-amounts.ts';
import type { InvoiceInput } from '../zatca/invoice-input.ts';
import { stampInvoice } from '../zatca/stamp-invoice.ts';
import { lastLegacyInvoiceNumber, recordedUnderNextNumber } from './invoice-numbers.ts';
import type { PaymentDeps } from './payment-steps.ts';

// The tax document of a payment or a refund, issued in the append that records it
// (docs/decisions.md 33): stamped as the next of the chain the `invoices` stream holds, and
// appended by the server beside the payment, expecting the chain's version, so that two
// payments at once can never take one counter; the one that loses is stamped again as the next.
export interface DocumentOrder {
  kind: DocumentKind;
  for: DocumentPurpose;
  corrects: InvoiceIssued['corrects'];
  totalHalalas: number;
  /** What was sold, as the document's one line names it. */
  lineName: string;
}

/** What the payment's or refund's own event says of its document, and what commits with it. */
export interface DocumentIssue {
  number: number;
  /** ZATCA's QR text of the document; null while the company is not set up for tax invoices (no tax document). */
  qr: string | null;
  alongside: InlineProjection;
  serversOwn: Proposal[];
}

const documentIds = '8c1d0f4a-3b7e-4e29-a6d5-0f2b9c8e1a37';

/** Records `order`'s payment or refund with its document, stamping it again while another document took its place. */
export async function recordedWithDocument<T>(
  deps: PaymentDeps,
  order: DocumentOrder,
  settled: InlineProjection,
  record: (issue: DocumentIssue) => Promise<T>,
): Promise<T> {
  const { company } = await currentSettings(deps.streamStates);
  const taxSeller = taxInvoiceSeller(company);
  if (taxSeller === null) {
    // Not set up for tax invoices (docs/decisions.md 30), no tax document: invoices are numbered as before the chain.
    return recordedUnderNextNumber(deps.db, order.for.paymentId, settled, (number, alongside) => record({ number, qr: null, alongside, serversOwn: [] }));
  }
  const seller = { name: taxSeller.name.ar, vatNumber: taxSeller.vatNumber, address: taxSeller.address };
  // Each round one of the racing payments takes the next place, so every one of them gets there.
  for (;;) {
    const document = await nextDocument(deps, order, seller);
    try {
      return await record({ number: document.data.number, qr: document.data.qr, alongside: settled, serversOwn: [document.proposal] });
    } catch (error) {
      const chainMoved = error instanceof ApiError && error.code === 'versionConflict' && error.details?.stream === invoicesStream;
      if (!chainMoved) throw error;
    }
  }
}

/** The invoice of the chain a payment was recorded with, or undefined (none: recorded before the chain, or never recorded). */
export async function invoiceOfPayment(deps: PaymentDeps, paymentId: string): Promise<number | undefined> {
  const { snapshot } = await deps.streamStates.current(invoicesStream, invoicesMachine);
  return (snapshot.context as InvoicesContext).invoiceOfPayment[paymentId];
}

async function nextDocument(deps: PaymentDeps, order: DocumentOrder, seller: { name: string; vatNumber: string; address: SellerAddress }) {
  const { version, snapshot } = await deps.streamStates.current(invoicesStream, invoicesMachine);
  const chain = snapshot.context as InvoicesContext;
  const last = chain.lastNumber[order.kind];
  // The chain's first invoice goes on from the numbers issued before it.
  const number = (last === 0 && order.kind === 'invoice' ? await lastLegacyInvoiceNumber(deps.db) : last) + 1;
  const issuedAt = deps.now();
  const lines = [{ name: order.lineName, quantity: 1, unitPriceHalalas: order.totalHalalas }];
  const input: InvoiceInput = {
    ...(order.kind === 'invoice'
      ? { kind: 'invoice' }
      : { kind: 'creditNote', corrects: { invoiceNumber: documentNumber('invoice', order.corrects!.invoiceNumber), reason: order.corrects!.reason } }),
    number: documentNumber(order.kind, number),
    uuid: uuidv5(`${order.kind}:${order.for.paymentId}`, documentIds),
    counter: chain.counter + 1,
    previousHash: chain.lastHash,
    issuedAt,
    seller,
    lines,
  };
  const stamped = stampInvoice(input, deps.zatcaStamp ?? (await companyStamp(deps.db, seller, issuedAt)));
  const amounts = documentAmounts(lines);
  const data: InvoiceIssued = {
    counter: input.counter,
    kind: order.kind,
    number,
    uuid: input.uuid,
    previousHash: input.previousHash,
    hash: stamped.hash,
    issuedAt: issuedAt.toISOString(),
    for: order.for,
    corrects: order.corrects,
    totals: { netHalalas: amounts.netHalalas, vatHalalas: amounts.vatHalalas, totalHalalas: amounts.payableHalalas },
    qr: stamped.qr,
    xml: stamped.xml,
  };
  const proposal: Proposal = { stream: invoicesStream, expectedVersion: version, type: 'invoice.issued', data };
  return { proposal, data };
}
