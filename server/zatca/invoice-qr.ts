// The phase-2 QR code of a simplified invoice: nine TLV fields in base64. Tags 1-7 are text
// (seller, VAT number, Riyadh date and time, total with VAT, VAT, the invoice hash and the
// signature as they appear in the XML), 8 and 9 raw bytes (the public key as DER
// SubjectPublicKeyInfo and the certificate's signature).
import { base64OfBytes, bytesOfBase64, decodeTlv, encodeTlv, textOfTlv } from '../../machines/domain/tax-invoice.ts';

export interface QrFields {
  sellerName: string;
  vatNumber: string;
  /** IssueDate "T" IssueTime, Riyadh time as the invoice carries it. */
  timestamp: string;
  /** Two-decimal amounts, exactly as in the XML. */
  totalWithVat: string;
  vat: string;
  invoiceHash: string;
  signature: string;
  publicKey: Uint8Array;
  certificateSignature: Uint8Array;
}

export const qrText = (fields: QrFields): string =>
  base64OfBytes(
    encodeTlv([
      fields.sellerName,
      fields.vatNumber,
      fields.timestamp,
      fields.totalWithVat,
      fields.vat,
      fields.invoiceHash,
      fields.signature,
      fields.publicKey,
      fields.certificateSignature,
    ]),
  );

/** Reads a QR text back; refuses anything but tags 1 to 9 in order. */
export function readQr(text: string): QrFields {
  const fields = decodeTlv(bytesOfBase64(text));
  fields.forEach((field, index) => {
    if (field.tag !== index + 1) throw new Error(`QR field ${index + 1} has tag ${field.tag}`);
  });
  if (fields.length !== 9) throw new Error(`QR has ${fields.length} fields, not 9`);
  const [sellerName, vatNumber, timestamp, totalWithVat, vat, invoiceHash, signature] = fields.slice(0, 7).map(textOfTlv);
  return {
    sellerName: sellerName!,
    vatNumber: vatNumber!,
    timestamp: timestamp!,
    totalWithVat: totalWithVat!,
    vat: vat!,
    invoiceHash: invoiceHash!,
    signature: signature!,
    publicKey: fields[7]!.value,
    certificateSignature: fields[8]!.value,
  };
}
