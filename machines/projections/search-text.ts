// How typed search text and stored text are compared: case, Arabic diacritics and letter
// variants (أ إ آ → ا, ة → ه, ى → ي) and Arabic-Indic digits do not matter.
const diacritics = /[\u064B-\u065F\u0670\u0640]/g;
const letterVariants: Record<string, string> = { 'أ': 'ا', 'إ': 'ا', 'آ': 'ا', 'ٱ': 'ا', 'ة': 'ه', 'ى': 'ي' };
const arabicIndicZero = 0x0660;
const easternArabicIndicZero = 0x06f0;

export function searchable(text: string): string {
  return text
    .normalize('NFKC')
    .toLocaleLowerCase('en')
    .replace(diacritics, '')
    .replace(/[أإآٱةى]/g, (letter) => letterVariants[letter] ?? letter)
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - arabicIndicZero))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - easternArabicIndicZero))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The digits of a text, Arabic-Indic ones read as Latin. */
export const digitsOf = (text: string): string => searchable(text).replace(/\D/g, '');
