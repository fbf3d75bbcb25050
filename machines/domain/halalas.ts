// Prices are kept in halalas (1 riyal = 100 halalas), whole numbers, so no sum is ever off by
// a rounding error. The admin types riyals with at most 2 decimals, in Latin or Arabic digits.
const arabicIndicZero = 0x0660;
const typedRiyals = /^(\d{1,6})(?:\.(\d{1,2}))?$/;
export const maxPriceHalalas = 10_000_000;

export function riyalsToHalalas(typed: string): number | null {
  const latin = typed
    .trim()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - arabicIndicZero))
    .replace(/٫/g, '.');
  const match = typedRiyals.exec(latin);
  if (!match) return null;
  const halalas = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return halalas <= maxPriceHalalas ? halalas : null;
}

export const halalasToRiyals = (halalas: number): number => halalas / 100;
