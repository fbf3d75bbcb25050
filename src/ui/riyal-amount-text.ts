// Money reads with two decimals everywhere (⃁240.00 beside ⃁240.50, never ⃁240.5): a page
// mixing whole and fractional amounts would otherwise show both forms, and an invoice's
// amounts must agree with its QR code's (machines/domain/tax-invoice.ts). Latin digits in
// Arabic too (docs/decisions.md 24).
export function riyalAmountText(riyals: number, locale: string): string {
  return new Intl.NumberFormat(`${locale}-u-nu-latn`, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(riyals);
}
