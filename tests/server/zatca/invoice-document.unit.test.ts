import { describe, expect, it } from 'vitest';
import { documentAmounts } from '../../../machines/domain/document-amounts.ts';
import { sar } from '../../../server/zatca/invoice-amounts.ts';
import { firstPreviousHash, hashedForm, invoiceHash, invoiceHashOfText } from '../../../server/zatca/invoice-hash.ts';
import { invoiceText, invoiceTree } from '../../../server/zatca/invoice-xml.ts';
import { parseXml } from '../../../server/zatca/xml-parse.ts';
import { canonicalXml } from '../../../server/zatca/canonical-xml.ts';
import { textAt } from '../../../server/zatca/xml-tree.ts';
import { totalsProblems } from '../../../server/zatca/check-invoice-totals.ts';
import { aCreditNote, anInvoice } from './zatca-fixtures.ts';

// The unsigned UBL document: deterministic text, the hash ZATCA defines, and amounts that
// satisfy ZATCA's arithmetic while the payable amount stays what the customer pays.
describe('the simplified tax invoice document', () => {
  it('is byte-identical for the same input', () => {
    expect(invoiceText(invoiceTree(anInvoice()))).toBe(invoiceText(invoiceTree(anInvoice())));
  });

  it('carries the fields of a ZATCA simplified invoice, issued in Riyadh time', () => {
    const tree = invoiceTree(anInvoice());
    expect(textAt(tree, ['cbc:ProfileID'])).toBe('reporting:1.0');
    expect(textAt(tree, ['cbc:IssueDate'])).toBe('2026-11-28');
    expect(textAt(tree, ['cbc:IssueTime'])).toBe('00:30:05');
    expect(tree.children.find((node) => typeof node !== 'string' && node.name === 'cbc:InvoiceTypeCode')).toMatchObject({
      attributes: { name: '0200000' },
      children: ['388'],
    });
    expect(textAt(tree, ['cac:AccountingSupplierParty', 'cac:Party', 'cac:PostalAddress', 'cac:Country', 'cbc:IdentificationCode'])).toBe('SA');
    expect(textAt(tree, ['cac:LegalMonetaryTotal', 'cbc:PayableAmount'])).toBe('240.00');
  });

  it('reads back from its text to the same canonical form', () => {
    const tree = invoiceTree(anInvoice([{ name: 'Tap & <sink> "fix"', quantity: 2, unitPriceHalalas: 5_750 }]));
    expect(canonicalXml(parseXml(invoiceText(tree)))).toBe(canonicalXml(tree));
    expect(invoiceHashOfText(invoiceText(tree))).toBe(invoiceHash(tree));
  });

  it('changes its hash when any amount changes', () => {
    const base = invoiceHash(invoiceTree(anInvoice()));
    const variants = [
      [{ name: 'AC maintenance', quantity: 1, unitPriceHalalas: 24_001 }],
      [{ name: 'AC maintenance', quantity: 2, unitPriceHalalas: 24_000 }],
      [{ name: 'AC maintenance', quantity: 1, unitPriceHalalas: 24_000 }, { name: 'Filter', quantity: 1, unitPriceHalalas: 1 }],
    ];
    for (const lines of variants) expect(invoiceHash(invoiceTree(anInvoice(lines)))).not.toBe(base);
    const edited = invoiceText(invoiceTree(anInvoice())).replace('>240.00</cbc:PayableAmount>', '>240.01</cbc:PayableAmount>');
    expect(invoiceHashOfText(edited)).not.toBe(base);
  });

  it('leaves the signature, its extension and the QR reference out of the hash', () => {
    const plain = invoiceTree(anInvoice());
    const withQr = invoiceTree(anInvoice(), { qr: 'AQ==' });
    expect(hashedForm(plain)).not.toContain('cac:Signature');
    expect(invoiceHash(withQr)).toBe(invoiceHash(plain));
    expect(hashedForm(plain).startsWith('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac=')).toBe(true);
  });

  it('starts the chain with the previous hash ZATCA gives the first invoice', () => {
    expect(firstPreviousHash).toBe('NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==');
    const tree = invoiceTree(anInvoice());
    const pih = parseXml(invoiceText(tree));
    expect(invoiceText(pih)).toContain(`<cbc:ID>PIH</cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">${firstPreviousHash}<`);
    expect(invoiceText(pih)).toContain('<cbc:ID>ICV</cbc:ID><cbc:UUID>1</cbc:UUID>');
  });

  it('makes a credit note (381) that names the invoice it corrects and why', () => {
    const tree = invoiceTree(aCreditNote(invoiceHash(invoiceTree(anInvoice()))));
    expect(textAt(tree, ['cbc:InvoiceTypeCode'])).toBe('381');
    expect(textAt(tree, ['cac:BillingReference', 'cac:InvoiceDocumentReference', 'cbc:ID'])).toBe('INV-000001');
    expect(textAt(tree, ['cac:PaymentMeans', 'cbc:InstructionNote'])).toBe('Visit cancelled by the customer');
    expect(textAt(invoiceTree(anInvoice()), ['cac:BillingReference'])).toBeUndefined();
  });
});

describe('the input of a document', () => {
  it('is refused when a field breaks ZATCA’s shape rules', () => {
    const input = anInvoice();
    expect(() => invoiceTree({ ...input, seller: { ...input.seller, vatNumber: '310122393500004' } })).toThrow('seller VAT number must be 15 digits');
    expect(() => invoiceTree({ ...input, seller: { ...input.seller, address: { ...input.seller.address, postalCode: '1221' } } })).toThrow('postal code must be 5 digits');
    expect(() => invoiceTree({ ...input, counter: 0 })).toThrow('counter must be a whole number from 1');
    expect(() => invoiceTree({ ...input, previousHash: 'abc' })).toThrow('previous hash must be a base64 SHA-256 digest');
    expect(() => invoiceTree({ ...input, lines: [] })).toThrow('at least one line');
    expect(() => invoiceTree({ ...input, lines: [{ name: 'x', quantity: 1, unitPriceHalalas: 1.5 }] })).toThrow('whole halalas');
    expect(() => invoiceTree({ ...aCreditNote(firstPreviousHash), corrects: { invoiceNumber: 'INV-000001', reason: ' ' } })).toThrow('a credit note needs');
  });
});

describe('the amounts of a VAT-inclusive price', () => {
  it.each([1, 99, 100, 11_499, 12_345])('split %i halalas so that net + VAT is the price, to the halala', (price) => {
    const amounts = documentAmounts([{ name: 'visit', quantity: 1, unitPriceHalalas: price }]);
    expect(amounts.netHalalas + amounts.vatHalalas).toBe(price);
    expect(amounts.roundingHalalas).toBe(0);
    expect(totalsProblems(invoiceTree(anInvoice([{ name: 'visit', quantity: 1, unitPriceHalalas: price }])))).toEqual([]);
  });

  it('rounds VAT half up to the halala, as ZATCA does', () => {
    // 1.30 SAR before VAT carries 0.195 SAR of VAT: 0.20, not the 0.19 of banker's rounding.
    expect(documentAmounts([{ name: 'x', quantity: 1, unitPriceHalalas: 150 }])).toMatchObject({ netHalalas: 130, vatHalalas: 20 });
  });

  it('puts a price no exact split can give into the rounding amount, so the customer pays the price', () => {
    // 4 halalas: 3 + 0 VAT is 3 and 4 + 1 VAT is 5; ZATCA's rules allow neither to be 4.
    const amounts = documentAmounts([{ name: 'x', quantity: 1, unitPriceHalalas: 4 }]);
    expect(amounts).toMatchObject({ netHalalas: 3, vatHalalas: 0, withVatHalalas: 3, roundingHalalas: 1, payableHalalas: 4 });
    const tree = invoiceTree(anInvoice([{ name: 'x', quantity: 1, unitPriceHalalas: 4 }]));
    expect(textAt(tree, ['cac:LegalMonetaryTotal', 'cbc:PayableRoundingAmount'])).toBe('0.01');
    expect(totalsProblems(tree)).toEqual([]);
    // 240.00 SAR: 208.70 + 31.31 is 240.01, so the rounding amount takes back the halala.
    expect(documentAmounts([{ name: 'x', quantity: 1, unitPriceHalalas: 24_000 }])).toMatchObject({ withVatHalalas: 24_001, roundingHalalas: -1, payableHalalas: 24_000 });
  });

  it('keeps every line and the totals consistent for many prices and quantities', () => {
    for (let price = 1; price <= 3_000; price += 7) {
      const lines = [{ name: 'a', quantity: 1 + (price % 4), unitPriceHalalas: price }, { name: 'b', quantity: 1, unitPriceHalalas: 12_345 }];
      const amounts = documentAmounts(lines);
      expect(Math.abs(amounts.roundingHalalas)).toBeLessThanOrEqual(lines.reduce((sum, line) => sum + line.quantity, 0));
      expect(totalsProblems(invoiceTree(anInvoice(lines)))).toEqual([]);
    }
  });

  it('writes amounts with two decimals', () => {
    expect([sar(0), sar(5), sar(12_345), sar(-1)]).toEqual(['0.00', '0.05', '123.45', '-0.01']);
  });
});
