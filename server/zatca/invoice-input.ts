// What a simplified tax invoice or credit note is made from: plain data, amounts in halalas.
// The prices we charge include VAT (machines/domain/tax-invoice.ts).
import type { DocumentLine } from '../../machines/domain/document-amounts.ts';

export interface SellerAddress {
  street: string;
  /** Four digits, as the Saudi national address writes it. */
  buildingNumber: string;
  district: string;
  city: string;
  /** Five digits. */
  postalCode: string;
}

export interface Seller {
  name: string;
  /** Fifteen digits, starting and ending with 3. */
  vatNumber: string;
  /** Commercial registration number, when the seller gives one. */
  crn?: string;
  address: SellerAddress;
}

/** Optional on a simplified invoice; a customer who gives nothing stays anonymous. */
export interface Buyer {
  name: string;
  vatNumber?: string;
}

/** One line: what is sold, how many, and the price of one, VAT included. */
export type InvoiceLineInput = DocumentLine;

export interface CorrectedInvoice {
  /** The number (cbc:ID) of the invoice this credit note corrects. */
  invoiceNumber: string;
  /** Why the credit note is issued (KSA-10). */
  reason: string;
}

interface DocumentInputBase {
  /** Our invoice number (cbc:ID). */
  number: string;
  uuid: string;
  /** Invoice counter value (KSA-16): 1 for the first document, then one more each time. */
  counter: number;
  /** Hash of the document before this one (KSA-13); firstPreviousHash for the first. */
  previousHash: string;
  issuedAt: Date;
  seller: Seller;
  buyer?: Buyer;
  lines: readonly InvoiceLineInput[];
}

export type CreditNoteInput = DocumentInputBase & { kind: 'creditNote'; corrects: CorrectedInvoice };

export type InvoiceInput = (DocumentInputBase & { kind: 'invoice' }) | CreditNoteInput;
