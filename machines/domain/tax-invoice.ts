// A simplified tax invoice (ZATCA phase 1): prices are quoted VAT included, so the total is
// split into the amount before VAT and the VAT at 15 %, and the invoice carries a QR code whose
// text is the base64 of five TLV fields (tag byte, length byte, UTF-8 value).
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
  const values = [fields.sellerName, fields.vatNumber, fields.timestamp, amount(fields.totalHalalas), amount(fields.vatHalalas)];
  const bytes: number[] = [];
  values.forEach((value, index) => {
    const encoded = new TextEncoder().encode(value);
    if (encoded.length > 255) throw new Error(`ZATCA field ${index + 1} is longer than 255 bytes`);
    bytes.push(index + 1, encoded.length, ...encoded);
  });
  return btoa(String.fromCharCode(...bytes));
}
