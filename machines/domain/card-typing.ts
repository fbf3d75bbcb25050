import { westernDigits } from './phone-number.ts';

// How the card form shows a card field while it is typed: the expiry as MM/YY whether the
// customer types "1229", "12/29" or "12 / 29", the number in groups of four, the code as
// digits. Arabic-Indic digits count as digits; anything else is dropped.
const digitsOf = (typed: string) => westernDigits(typed).replace(/\D/g, '');

/** "1229", "12/29" and "12 / 29" all read "12/29"; "1/29" keeps its one-digit month. */
export function typedExpiry(typed: string): string {
  const slash = typed.indexOf('/');
  if (slash >= 0) {
    const month = digitsOf(typed.slice(0, slash)).slice(0, 2);
    return `${month}/${digitsOf(typed.slice(slash + 1)).slice(0, 4)}`;
  }
  const digits = digitsOf(typed).slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function typedCardNumber(typed: string): string {
  return digitsOf(typed).slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function typedCvc(typed: string): string {
  return digitsOf(typed).slice(0, 4);
}
