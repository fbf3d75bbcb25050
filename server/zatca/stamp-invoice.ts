// The one entry point that turns an invoice or credit note into its stamped document: build,
// hash, sign, add the XAdES signature and the QR code. The unsigned part is deterministic;
// the ECDSA signature is not (node:crypto draws a fresh nonce each time), so two stampings
// of one input differ only in the signature value and the QR's tag 7.
import { createPrivateKey, createSign } from 'node:crypto';
import { documentAmounts } from '../../machines/domain/document-amounts.ts';
import { sar } from './invoice-amounts.ts';
import { invoiceHash } from './invoice-hash.ts';
import type { InvoiceInput } from './invoice-input.ts';
import { qrText } from './invoice-qr.ts';
import { invoiceText, invoiceTree, riyadhDateTime } from './invoice-xml.ts';
import { stampCertificateOfPem } from './stamp-certificate.ts';
import type { Stamp } from './test-stamp.ts';
import { signatureExtensions } from './xades-signature.ts';

export interface StampedInvoice {
  xml: string;
  hash: string;
  signature: string;
  qr: string;
}

/** ECDSA (SHA-256) over the invoice hash's bytes, DER-encoded, in base64. */
export const signInvoiceHash = (hash: string, privateKeyPem: string): string =>
  createSign('sha256').update(Buffer.from(hash, 'base64')).sign(createPrivateKey(privateKeyPem)).toString('base64');

export function stampInvoice(input: InvoiceInput, stamp: Stamp): StampedInvoice {
  const hash = invoiceHash(invoiceTree(input));
  const signature = signInvoiceHash(hash, stamp.privateKeyPem);
  const certificate = stampCertificateOfPem(stamp.certificatePem);
  const { date, time } = riyadhDateTime(input.issuedAt);
  const amounts = documentAmounts(input.lines);
  const qr = qrText({
    sellerName: input.seller.name,
    vatNumber: input.seller.vatNumber,
    timestamp: `${date}T${time}`,
    totalWithVat: sar(amounts.withVatHalalas),
    vat: sar(amounts.vatHalalas),
    invoiceHash: hash,
    signature,
    publicKey: certificate.publicKeyDer,
    certificateSignature: certificate.signature,
  });
  const extensions = signatureExtensions({ invoiceHash: hash, signatureValue: signature, signingTime: `${date}T${time}`, certificate });
  return { xml: invoiceText(invoiceTree(input, { extensions, qr })), hash, signature, qr };
}
