// Our own check of a stamped document, from its text alone: the invoice hash, the XAdES
// digests, the ECDSA signature against the embedded certificate, the QR code against the XML,
// the chain (PIH) when the caller knows the previous hash, the document type and the totals.
// It returns the problems found, none when the document holds together. What only ZATCA can
// judge (its schematron rules beyond these, a certificate it issued) is in docs/zatca.md.
import { createVerify } from 'node:crypto';
import { invoiceHash } from './invoice-hash.ts';
import { readQr } from './invoice-qr.ts';
import { stampCertificateOf, type StampCertificate } from './stamp-certificate.ts';
import { totalsProblems } from './check-invoice-totals.ts';
import { signedPropertiesDigest } from './xades-signature.ts';
import { parseXml } from './xml-parse.ts';
import { childElements, descendants, elementAt, textAt, textOf, type XmlElement } from './xml-tree.ts';

const signaturePath = ['ext:UBLExtensions', 'ext:UBLExtension', 'ext:ExtensionContent', 'sig:UBLDocumentSignatures', 'sac:SignatureInformation', 'ds:Signature'];

/** KSA-14: the QR field holds at most 1000 characters. */
const qrTextLimit = 1000;

const attachmentOf = (invoice: XmlElement, id: string): string | undefined =>
  childElements(invoice, 'cac:AdditionalDocumentReference')
    .filter((reference) => textAt(reference, ['cbc:ID']) === id)
    .map((reference) => textAt(reference, ['cac:Attachment', 'cbc:EmbeddedDocumentBinaryObject']))[0];

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && a.every((byte, index) => byte === b[index]);

export const verifyInvoiceHashSignature = (hash: string, signature: string, certificate: StampCertificate): boolean =>
  createVerify('sha256').update(Buffer.from(hash, 'base64')).verify(certificate.publicKey, Buffer.from(signature, 'base64'));

function signatureProblems(signature: XmlElement, hash: string): { problems: string[]; certificate?: StampCertificate; value: string } {
  const value = textAt(signature, ['ds:SignatureValue']) ?? '';
  const references = childElements(elementAt(signature, ['ds:SignedInfo']) ?? signature, 'ds:Reference');
  const digestOf = (uri: string): string | undefined =>
    references.filter((reference) => reference.attributes.URI === uri).map((reference) => textAt(reference, ['ds:DigestValue']))[0];
  const problems: string[] = [];
  if (digestOf('') !== hash) problems.push('the signed invoice digest is not the hash of this XML');
  const properties = descendants(signature).find((node) => node.name === 'xades:SignedProperties');
  if (!properties || digestOf('#xadesSignedProperties') !== signedPropertiesDigest(properties)) problems.push('the signed properties digest does not match');
  let certificate: StampCertificate;
  try {
    certificate = stampCertificateOf(textAt(signature, ['ds:KeyInfo', 'ds:X509Data', 'ds:X509Certificate']) ?? '');
  } catch {
    return { problems: [...problems, 'no readable certificate'], value };
  }
  const cert = properties && elementAt(properties, ['xades:SignedSignatureProperties', 'xades:SigningCertificate', 'xades:Cert']);
  if (!cert || textAt(cert, ['xades:CertDigest', 'ds:DigestValue']) !== certificate.digest) problems.push('the certificate digest does not match');
  if (!cert || textAt(cert, ['xades:IssuerSerial', 'ds:X509IssuerName']) !== certificate.issuerName) problems.push('the issuer name does not match the certificate');
  if (!cert || textAt(cert, ['xades:IssuerSerial', 'ds:X509SerialNumber']) !== certificate.serialNumber) problems.push('the serial number does not match the certificate');
  if (!verifyInvoiceHashSignature(hash, value, certificate)) problems.push('the signature does not verify with the certificate');
  return { problems, certificate, value };
}

function qrProblems(invoice: XmlElement, hash: string, signatureValue: string, certificate: StampCertificate | undefined): string[] {
  const text = attachmentOf(invoice, 'QR');
  if (text === undefined) return ['no QR code'];
  if (text.length > qrTextLimit) return [`QR code longer than ${qrTextLimit} characters`];
  let qr: ReturnType<typeof readQr>;
  try {
    qr = readQr(text);
  } catch (error) {
    return [`unreadable QR code: ${(error as Error).message}`];
  }
  const party = ['cac:AccountingSupplierParty', 'cac:Party'];
  const expected: [string, string, string | undefined][] = [
    ['1 (seller name)', qr.sellerName, textAt(invoice, [...party, 'cac:PartyLegalEntity', 'cbc:RegistrationName'])],
    ['2 (VAT number)', qr.vatNumber, textAt(invoice, [...party, 'cac:PartyTaxScheme', 'cbc:CompanyID'])],
    ['3 (time)', qr.timestamp, `${textAt(invoice, ['cbc:IssueDate'])}T${textAt(invoice, ['cbc:IssueTime'])}`],
    ['4 (total with VAT)', qr.totalWithVat, textAt(invoice, ['cac:LegalMonetaryTotal', 'cbc:TaxInclusiveAmount'])],
    ['5 (VAT)', qr.vat, textAt(invoice, ['cac:TaxTotal', 'cbc:TaxAmount'])],
    ['6 (invoice hash)', qr.invoiceHash, hash],
    ['7 (signature)', qr.signature, signatureValue],
  ];
  const problems = expected.filter(([, actual, wanted]) => actual !== wanted).map(([tag]) => `QR tag ${tag} disagrees with the XML`);
  if (!certificate || !sameBytes(qr.publicKey, certificate.publicKeyDer)) problems.push('QR tag 8 (public key) is not the certificate’s');
  if (!certificate || !sameBytes(qr.certificateSignature, certificate.signature)) problems.push('QR tag 9 (certificate signature) is not the certificate’s');
  return problems;
}

function typeProblems(invoice: XmlElement): string[] {
  const type = elementAt(invoice, ['cbc:InvoiceTypeCode']);
  if (!type || type.attributes.name !== '0200000') return ['not a simplified tax invoice (InvoiceTypeCode name 0200000)'];
  if (textOf(type) === '388') return [];
  if (textOf(type) !== '381') return [`unexpected InvoiceTypeCode ${textOf(type)}`];
  const problems: string[] = [];
  if (!textAt(invoice, ['cac:BillingReference', 'cac:InvoiceDocumentReference', 'cbc:ID'])) problems.push('credit note without the invoice it corrects');
  if (!textAt(invoice, ['cac:PaymentMeans', 'cbc:InstructionNote'])) problems.push('credit note without a reason');
  return problems;
}

export function checkStampedInvoice(xml: string, expectedPreviousHash?: string): string[] {
  let invoice: XmlElement;
  try {
    invoice = parseXml(xml);
  } catch (error) {
    return [`not well-formed: ${(error as Error).message}`];
  }
  const hash = invoiceHash(invoice);
  const signature = elementAt(invoice, signaturePath);
  const signed = signature ? signatureProblems(signature, hash) : { problems: ['no signature'], value: '' };
  const previous = attachmentOf(invoice, 'PIH');
  return [
    ...typeProblems(invoice),
    ...(expectedPreviousHash !== undefined && previous !== expectedPreviousHash ? ['the previous invoice hash (PIH) is not the expected one'] : []),
    ...signed.problems,
    ...qrProblems(invoice, hash, signed.value, signed.certificate),
    ...totalsProblems(invoice),
  ];
}
