// A simplified tax invoice (ZATCA phase 1): prices are quoted VAT included, so the total is
// split into the amount before VAT and the VAT at 15 %, and the invoice carries a QR code whose
// text is the base64 of five TLV fields (tag byte, length byte, UTF-8 value). Phase 2
// (server/zatca/) reuses the TLV encoder with nine fields, two of them raw bytes.
export const vatRate = 0.15;

export interface VatSplit {
  beforeVatHalalas: number;
  vatHalalas: number;
  totalHalalas: number;
}

export function splitVat(totalHalalas: number): VatSplit {
  const beforeVatHalalas = Math.round(totalHalalas / (1 + vatRate));
  return { beforeVatHalalas, vatHalalas: totalHalalas - beforeVatHalalas, totalHalalas };
}

export interface ZatcaFields {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601 with the time zone, as ZATCA asks. */
  timestamp: string;
  totalHalalas: number;
  vatHalalas: number;
}

const amount = (halalas: number): string => (halalas / 100).toFixed(2);

export function zatcaQrText(fields: ZatcaFields): string {
  return base64OfBytes(encodeTlv([fields.sellerName, fields.vatNumber, fields.timestamp, amount(fields.totalHalalas), amount(fields.vatHalalas)]));
}

/** A TLV field's value: text (phase 1 and tags 1-7 of phase 2) or raw bytes (tags 8 and 9). */
export type TlvValue = string | Uint8Array;

export interface TlvField {
  tag: number;
  value: Uint8Array;
}

/** Tags are numbered from 1 in the order given; each value is at most 255 bytes (one length byte). */
export function encodeTlv(values: readonly TlvValue[]): Uint8Array {
  const bytes: number[] = [];
  values.forEach((value, index) => {
    const encoded = typeof value === 'string' ? new TextEncoder().encode(value) : value;
    if (encoded.length > 255) throw new Error(`ZATCA field ${index + 1} is longer than 255 bytes`);
    bytes.push(index + 1, encoded.length, ...encoded);
  });
  return Uint8Array.from(bytes);
}

/** Reads TLV fields back; a length running past the end is refused rather than cut short. */
export function decodeTlv(bytes: Uint8Array): TlvField[] {
  const fields: TlvField[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    if (offset + 2 > bytes.length) throw new Error('TLV field cut short');
    const tag = bytes[offset]!;
    const length = bytes[offset + 1]!;
    if (offset + 2 + length > bytes.length) throw new Error(`TLV field ${tag} runs past the end`);
    fields.push({ tag, value: bytes.slice(offset + 2, offset + 2 + length) });
    offset += 2 + length;
  }
  return fields;
}

export const textOfTlv = (field: TlvField): string => new TextDecoder('utf-8', { fatal: true }).decode(field.value);

export function base64OfBytes(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function bytesOfBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}
