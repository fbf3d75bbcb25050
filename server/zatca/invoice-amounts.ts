// Amounts as a ZATCA document writes them: two decimals, and back. What the amounts are is
// machines/domain/document-amounts.ts, which the customer's receipt reads as well.

/** ZATCA's two-decimal amount text. */
export const sar = (halalas: number): string => (halalas < 0 ? '-' : '') + (Math.abs(halalas) / 100).toFixed(2);

/** Halalas from a two-decimal amount text, or NaN when it is not one. */
export function halalasOf(text: string | undefined): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(text ?? '');
  return match ? (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3])) : Number.NaN;
}
