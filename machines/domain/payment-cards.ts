// A card as a payment form checks it before it is sent to the provider, and as the provider's
// test mode checks it again: the number by the Luhn sum, the expiry against the month in
// force, the security code by its length. Only the brand and the last 4 digits are ever kept.
import { isMadaNumber } from './mada-bins.ts';

export const cardBrands = ['mada', 'visa', 'mastercard', 'amex', 'unknown'] as const;
export type CardBrand = (typeof cardBrands)[number];

export interface CardEntry {
  number: string;
  month: number;
  year: number;
  cvc: string;
}

export type CardProblem = 'invalidCardNumber' | 'cardExpired' | 'invalidCvc';

/** Digits only: spaces and dashes as people type them, Arabic-Indic digits as Latin. */
export function cardDigits(typed: string): string {
  return typed
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\s-]/g, '');
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** mada by its published BINs (mada-bins.ts) before any scheme's prefix: a co-badged card is mada here. */
export function cardBrand(digits: string): CardBrand {
  if (isMadaNumber(digits)) return 'mada';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

/** A two-digit year is this century's. */
export const fullYear = (year: number): number => (year < 100 ? 2000 + year : year);

/** The first rule the card breaks, or null. `today` is an ISO date (the card runs to its month's end). */
export function cardProblem(card: CardEntry, today: string): CardProblem | null {
  const digits = cardDigits(card.number);
  if (!passesLuhn(digits)) return 'invalidCardNumber';
  const [thisYear, thisMonth] = today.split('-').map(Number) as [number, number];
  const year = fullYear(card.year);
  if (!Number.isInteger(card.month) || card.month < 1 || card.month > 12) return 'cardExpired';
  if (year < thisYear || (year === thisYear && card.month < thisMonth)) return 'cardExpired';
  const cvcLength = cardBrand(digits) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(cardDigits(card.cvc))) return 'invalidCvc';
  return null;
}

export const lastFour = (digits: string): string => digits.slice(-4);
