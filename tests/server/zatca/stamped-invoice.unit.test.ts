import { describe, expect, it } from 'vitest';
import { checkStampedInvoice } from '../../../server/zatca/check-stamped-invoice.ts';
import { firstPreviousHash, invoiceHash, invoiceHashOfText } from '../../../server/zatca/invoice-hash.ts';
import { readQr } from '../../../server/zatca/invoice-qr.ts';
import { invoiceTree } from '../../../server/zatca/invoice-xml.ts';
import { stampCertificateOfPem } from '../../../server/zatca/stamp-certificate.ts';
import { stampInvoice } from '../../../server/zatca/stamp-invoice.ts';
import { createTestStamp } from '../../../server/zatca/test-stamp.ts';
import { parseXml } from '../../../server/zatca/xml-parse.ts';
import { textAt } from '../../../server/zatca/xml-tree.ts';
import { aCreditNote, anInvoice, seller, testStamp } from './zatca-fixtures.ts';

// A stamped document checked from its text alone, as the reporting fake and the verifier
// script will: hash, XAdES digests, signature, QR and totals; and each kind of tampering found.
const signed = stampInvoice(anInvoice(), testStamp());

const tamper = (from: string, to: string): string => {
  expect(signed.xml).toContain(from);
  return signed.xml.replace(from, to);
};

describe('a stamped simplified invoice', () => {
  it('holds together: hash, signature, certificate, QR and totals agree', () => {
    expect(checkStampedInvoice(signed.xml, firstPreviousHash)).toEqual([]);
    expect(invoiceHashOfText(signed.xml)).toBe(signed.hash);
    expect(signed.hash).toBe(invoiceHash(invoiceTree(anInvoice())));
  });

  it('keeps its hash when only the signature block changes', () => {
    const again = stampInvoice(anInvoice(), testStamp());
    expect(again.signature).not.toBe(signed.signature);
    expect(again.hash).toBe(signed.hash);
    const otherStamp = stampInvoice(anInvoice(), createTestStamp('Other', '399999999900003', new Date('2026-01-01T00:00:00Z')));
    expect(invoiceHashOfText(otherStamp.xml)).toBe(signed.hash);
  });

  it('is refused after an amount is changed', () => {
    const problems = checkStampedInvoice(tamper('>240.00</cbc:PayableAmount>', '>200.00</cbc:PayableAmount>'));
    expect(problems).toContain('the signed invoice digest is not the hash of this XML');
    expect(problems).toContain('PayableAmount is not TaxInclusiveAmount − PrepaidAmount + PayableRoundingAmount');
  });

  it('is refused when the signature value is not the stamp’s', () => {
    const forged = stampInvoice(anInvoice(), createTestStamp(seller.name, seller.vatNumber, new Date('2026-11-01T00:00:00Z')));
    const problems = checkStampedInvoice(tamper(signed.signature, forged.signature));
    expect(problems).toContain('the signature does not verify with the certificate');
    expect(problems).toContain('QR tag 7 (signature) disagrees with the XML');
  });

  it('is refused when the signing time is changed after signing', () => {
    expect(checkStampedInvoice(tamper('<xades:SigningTime>2026-11-28T00:30:05<', '<xades:SigningTime>2026-11-29T00:30:05<'))).toEqual([
      'the signed properties digest does not match',
    ]);
  });

  it('is refused when its chain link is not the expected previous hash', () => {
    expect(checkStampedInvoice(signed.xml, signed.hash)).toEqual(['the previous invoice hash (PIH) is not the expected one']);
  });

  it('carries a QR code whose nine tags match the XML and the certificate', () => {
    const invoice = parseXml(signed.xml);
    const qr = readQr(signed.qr);
    const certificate = stampCertificateOfPem(testStamp().certificatePem);
    expect(qr).toMatchObject({
      sellerName: seller.name,
      vatNumber: seller.vatNumber,
      timestamp: '2026-11-28T00:30:05',
      totalWithVat: textAt(invoice, ['cac:LegalMonetaryTotal', 'cbc:TaxInclusiveAmount']),
      vat: '31.31',
      invoiceHash: signed.hash,
      signature: textAt(invoice, ['ext:UBLExtensions', 'ext:UBLExtension', 'ext:ExtensionContent', 'sig:UBLDocumentSignatures', 'sac:SignatureInformation', 'ds:Signature', 'ds:SignatureValue']),
    });
    expect(Buffer.from(qr.publicKey)).toEqual(Buffer.from(certificate.publicKeyDer));
    expect(Buffer.from(qr.certificateSignature)).toEqual(Buffer.from(certificate.signature));
    expect(signed.qr.length).toBeLessThanOrEqual(1000);
    expect(signed.xml).toContain(`<cbc:ID>QR</cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">${signed.qr}<`);
  });

  it('is refused when a QR tag disagrees with the XML', () => {
    const otherQr = stampInvoice(anInvoice([{ name: 'AC maintenance', quantity: 1, unitPriceHalalas: 23_000 }]), testStamp()).qr;
    const problems = checkStampedInvoice(tamper(signed.qr, otherQr));
    expect(problems).toContain('QR tag 4 (total with VAT) disagrees with the XML');
    expect(problems).toContain('QR tag 6 (invoice hash) disagrees with the XML');
    expect(problems).not.toContain('the signed invoice digest is not the hash of this XML');
  });
});

describe('a stamped credit note', () => {
  it('follows its invoice in the chain and names it', () => {
    const note = stampInvoice(aCreditNote(signed.hash), testStamp());
    expect(checkStampedInvoice(note.xml, signed.hash)).toEqual([]);
    expect(note.xml).toContain('<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>INV-000001</cbc:ID>');
  });

  it('is refused without its reason', () => {
    const note = stampInvoice(aCreditNote(signed.hash), testStamp());
    const withoutReason = note.xml.replace('<cbc:InstructionNote>Visit cancelled by the customer</cbc:InstructionNote>', '');
    expect(checkStampedInvoice(withoutReason)).toContain('credit note without a reason');
  });
});
