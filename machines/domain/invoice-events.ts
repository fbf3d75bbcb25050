import { z } from 'zod';
import { refundReasons } from './charge-refunds.ts';
import type { EventDefinition } from './event-catalog.ts';
import { lineText, multilineText } from './text-fields.ts';

// The one `invoices` stream, which only admins read: every simplified tax invoice and credit
// note the company issues (ZATCA phase 2), in the one order ZATCA counts them. Only the server
// appends them, in the append that records the payment or the refund they are for
// (docs/decisions.md 33); the customer's own copy travels in that payment's or refund's event.
export const documentKinds = ['invoice', 'creditNote'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** ZATCA's previous-invoice hash of the very first document: the SHA-256 of "0" in hex, in base64. */
export const firstPreviousHash = 'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==';

const digest = z.string().regex(/^[A-Za-z0-9+/]{43}=$/);
const halalas = z.number().int().nonnegative();
const requestId = z.string().regex(/^[0-9a-z-]{6,40}$/);
const userId = z.string().regex(/^[1-9][0-9]{3,4}$/);

/** What a document is for: a request's payment, or a plan bought by card; the payment's id either way. */
export const documentPurpose = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('request'), requestId, paymentId: lineText({ min: 1, max: 100 }) }),
  z.strictObject({ kind: z.literal('plan'), customerId: userId, paymentId: lineText({ min: 1, max: 100 }) }),
]);

export const invoiceIssued = z.strictObject({
  /** ZATCA's invoice counter (KSA-16): 1, then one more with each document of either kind. */
  counter: z.number().int().positive(),
  kind: z.enum(documentKinds),
  /** The number within its kind's own series (INV-…, CN-…). */
  number: z.number().int().positive(),
  uuid: z.uuid(),
  previousHash: z.union([z.literal(firstPreviousHash), digest]),
  hash: digest,
  issuedAt: z.iso.datetime(),
  for: documentPurpose,
  /** A credit note's corrected invoice (its number in the invoice series) and why; null on an invoice. */
  corrects: z.strictObject({ invoiceNumber: z.number().int().positive(), reason: z.enum(refundReasons) }).nullable(),
  totals: z.strictObject({ netHalalas: halalas, vatHalalas: halalas, totalHalalas: z.number().int().positive() }),
  qr: lineText({ min: 1, max: 1000 }),
  /** The stamped UBL document, as kept and as ZATCA would receive it. */
  xml: multilineText({ min: 1, max: 60_000 }),
});

/** What ZATCA made of a reported document; a try it did not judge (unavailable) is no outcome and is not recorded. */
export const reportOutcomes = ['reported', 'warning', 'rejected'] as const;
export type ReportOutcomeStatus = (typeof reportOutcomes)[number];

/** ZATCA's answer to one document, as the reporting reactor received it (server/zatca/zatca-reporting.ts). */
export const invoiceReported = z.strictObject({
  /** The document's counter in the chain (KSA-16). */
  counter: z.number().int().positive(),
  status: z.enum(reportOutcomes),
  /** ZATCA's errors and warnings, in its own words (English). */
  messages: z.array(z.strictObject({ code: lineText({ min: 1, max: 100 }), text: multilineText({ max: 2_000 }) })).max(100),
});

export const invoiceEventSchemas = {
  'invoice.issued': { stream: 'invoices', schemas: { 1: invoiceIssued } },
  'invoice.reported': { stream: 'invoices', schemas: { 1: invoiceReported } },
} satisfies Record<string, EventDefinition>;

export type DocumentPurpose = z.infer<typeof documentPurpose>;
export type InvoiceIssued = z.infer<typeof invoiceIssued>;
export type InvoiceReported = z.infer<typeof invoiceReported>;

/** How a document's number is written: INV-000001, CN-000001. */
export const documentNumber = (kind: DocumentKind, number: number) => `${kind === 'invoice' ? 'INV' : 'CN'}-${String(number).padStart(6, '0')}`;
