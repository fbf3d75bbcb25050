// The company's chain of tax documents (ZATCA phase 2): one counter and one hash chain for
// invoices and credit notes alike, each kind numbered in its own series. A document is the
// next of the chain or nothing: its counter is one more than the last, its previous hash is
// the last document's hash, its number the next of its series; a credit note corrects an
// invoice of the chain and never gives back more than is left of it. Each document then gets
// ZATCA's answer once, in the chain's order (docs/decisions.md 35).
import { and, assign, setup, type SnapshotFrom } from 'xstate';
import type { MachineEvent } from './domain/envelope.ts';
import { firstPreviousHash, type DocumentKind, type InvoiceIssued, type InvoiceReported } from './domain/invoice-events.ts';

export interface InvoicesContext {
  /** The last document's counter; 0 before the first. */
  counter: number;
  lastHash: string;
  /** The last number of each series; 0 before its first. */
  lastNumber: Record<DocumentKind, number>;
  /** What is left to credit of each invoice of the chain, by its number. */
  creditable: Record<number, number>;
  /** The invoice of each payment of the chain, by the payment's id: what its refund corrects. */
  invoiceOfPayment: Record<string, number>;
  /** The counter of the last document ZATCA answered for; 0 before the first. */
  lastReported: number;
}

export type InvoicesEvent = MachineEvent<'invoice.issued', InvoiceIssued> | MachineEvent<'invoice.reported', InvoiceReported>;

const issued = (event: InvoicesEvent) => event.data as InvoiceIssued;
const reported = (event: InvoicesEvent) => event.data as InvoiceReported;

export const invoicesMachine = setup({
  types: { context: {} as InvoicesContext, events: {} as InvoicesEvent },
  guards: {
    counterIsNext: ({ context, event }) => issued(event).counter === context.counter + 1,
    previousHashIsLast: ({ context, event }) => issued(event).previousHash === context.lastHash,
    // The first invoice of the chain may continue the series numbered before it (docs/decisions.md 33).
    numberIsNext: ({ context, event }) => {
      const { kind, number } = issued(event);
      const last = context.lastNumber[kind];
      return number === last + 1 || (kind === 'invoice' && last === 0);
    },
    correctsAnInvoiceOfTheChain: ({ context, event }) => {
      const { kind, corrects, totals } = issued(event);
      if (kind === 'invoice') return corrects === null;
      const left = corrects ? context.creditable[corrects.invoiceNumber] : undefined;
      return left !== undefined && totals.totalHalalas <= left;
    },
    reportsADocumentOfTheChain: ({ context, event }) => reported(event).counter <= context.counter,
    // One outcome per document: a try ZATCA did not judge is no outcome (docs/decisions.md 35).
    reportedOnce: ({ context, event }) => reported(event).counter > context.lastReported,
    // ZATCA reads the chain in order: a document is reported once every one before it was.
    reportedInCounterOrder: ({ context, event }) => reported(event).counter === context.lastReported + 1,
  },
  actions: {
    recordReport: assign({ lastReported: ({ event }) => reported(event).counter }),
    chain: assign(({ context, event }) => {
      const { counter, hash, kind, number, corrects, totals } = issued(event);
      const creditable = { ...context.creditable };
      let invoiceOfPayment = context.invoiceOfPayment;
      if (kind === 'invoice') {
        creditable[number] = totals.totalHalalas;
        invoiceOfPayment = { ...invoiceOfPayment, [issued(event).for.paymentId]: number };
      } else creditable[corrects!.invoiceNumber]! -= totals.totalHalalas;
      return { ...context, counter, lastHash: hash, lastNumber: { ...context.lastNumber, [kind]: number }, creditable, invoiceOfPayment };
    }),
  },
}).createMachine({
  id: 'invoices',
  context: { counter: 0, lastHash: firstPreviousHash, lastNumber: { invoice: 0, creditNote: 0 }, creditable: {}, invoiceOfPayment: {}, lastReported: 0 },
  initial: 'chaining',
  states: {
    chaining: {
      on: {
        'invoice.issued': {
          guard: and(['counterIsNext', 'previousHashIsLast', 'numberIsNext', 'correctsAnInvoiceOfTheChain']),
          actions: 'chain',
        },
        'invoice.reported': {
          guard: and(['reportsADocumentOfTheChain', 'reportedOnce', 'reportedInCounterOrder']),
          actions: 'recordReport',
        },
      },
    },
  },
});

export type InvoicesSnapshot = SnapshotFrom<typeof invoicesMachine>;
