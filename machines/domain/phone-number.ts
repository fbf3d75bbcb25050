// Saudi mobile numbers: typed as 05XXXXXXXX, 5XXXXXXXX, +9665XXXXXXXX or 009665XXXXXXXX,
// with Western or Arabic-Indic digits, spaces or dashes; kept as +9665XXXXXXXX.
const arabicIndicZero = 0x0660;
const easternArabicIndicZero = 0x06f0;

export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= easternArabicIndicZero ? easternArabicIndicZero : arabicIndicZero;
    return String(code - zero);
  });
}

export function normaliseSaudiMobile(input: string): string | null {
  const compact = westernDigits(input).replace(/[\s\-().\u200e\u200f]/g, '');
  const national = /^(?:\+966|00966|966|0)?(5\d{8})$/.exec(compact)?.[1];
  return national ? `+966${national}` : null;
}

export function normaliseEmail(input: string): string {
  return input.trim().toLowerCase();
}
