// Sample documents for the ZATCA tests: one seller, an invoice and a credit note that
// corrects it, and one test stamp per test file (key generation is the slow part).
import { firstPreviousHash } from '../../../server/zatca/invoice-hash.ts';
import type { CreditNoteInput, InvoiceInput, InvoiceLineInput } from '../../../server/zatca/invoice-input.ts';
import { createTestStamp, type Stamp } from '../../../server/zatca/test-stamp.ts';

export const seller = {
  name: 'شركة صيانة المنازل',
  vatNumber: '310122393500003',
  crn: '1010010000',
  address: { street: 'طريق الملك فهد', buildingNumber: '1234', district: 'العليا', city: 'الرياض', postalCode: '12211' },
};

export const issuedAt = new Date('2026-11-27T21:30:05.123Z');

export function anInvoice(lines: readonly InvoiceLineInput[] = [{ name: 'AC maintenance', quantity: 1, unitPriceHalalas: 24_000 }]): InvoiceInput {
  return {
    kind: 'invoice',
    number: 'INV-000001',
    uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
    counter: 1,
    previousHash: firstPreviousHash,
    issuedAt,
    seller,
    lines,
  };
}

export function aCreditNote(previousHash: string): CreditNoteInput {
  return {
    kind: 'creditNote',
    number: 'CN-000001',
    uuid: '6b9b3f5e-0d5a-4c8e-9a3e-2f1f3c1d7a10',
    counter: 2,
    previousHash,
    issuedAt: new Date('2026-11-28T08:00:00Z'),
    seller,
    lines: [{ name: 'AC maintenance', quantity: 1, unitPriceHalalas: 24_000 }],
    corrects: { invoiceNumber: 'INV-000001', reason: 'Visit cancelled by the customer' },
  };
}

let stamp: Stamp | undefined;
export const testStamp = (): Stamp => (stamp ??= createTestStamp(seller.name, seller.vatNumber, new Date('2026-11-01T00:00:00Z')));
