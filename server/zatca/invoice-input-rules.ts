// The shape rules ZATCA's validator applies to the fields we take from our settings and
// counters, checked before a document is built so a bad setting fails here, loudly, rather
// than as a rejected report (BR-KSA-39 VAT number, BR-KSA-37 building number, BR-KSA-66
// postal code, BR-KSA-33 counter, BR-KSA-61 previous hash, BR-KSA-56 credit note reference).
import { firstPreviousHash } from './invoice-hash.ts';
import type { InvoiceInput } from './invoice-input.ts';

const base64Sha256 = /^[A-Za-z0-9+/]{43}=$/;

export function invoiceInputProblems(input: InvoiceInput): string[] {
  const problems: string[] = [];
  const { seller } = input;
  if (!/^3\d{13}3$/.test(seller.vatNumber)) problems.push('seller VAT number must be 15 digits starting and ending with 3');
  if (!/^\d{4}$/.test(seller.address.buildingNumber)) problems.push('seller building number must be 4 digits');
  if (!/^\d{5}$/.test(seller.address.postalCode)) problems.push('seller postal code must be 5 digits');
  if (seller.crn !== undefined && !/^[A-Za-z0-9]+$/.test(seller.crn)) problems.push('seller CRN must be letters and digits only');
  if (!Number.isSafeInteger(input.counter) || input.counter < 1) problems.push('counter must be a whole number from 1');
  if (input.previousHash !== firstPreviousHash && !base64Sha256.test(input.previousHash)) problems.push('previous hash must be a base64 SHA-256 digest');
  if (input.number.trim() === '' || input.uuid.trim() === '') problems.push('number and UUID are required');
  if (Number.isNaN(input.issuedAt.getTime())) problems.push('issue time is not a date');
  if (input.kind === 'creditNote' && (input.corrects.invoiceNumber.trim() === '' || input.corrects.reason.trim() === '')) {
    problems.push('a credit note needs the number of the invoice it corrects and a reason');
  }
  return problems;
}
