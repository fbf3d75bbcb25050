import { describe, expect, it } from 'vitest';
import { cardBrand, cardDigits, cardProblem, passesLuhn } from '../../machines/domain/payment-cards.ts';

// The checks a card passes before it is sent, and again at the test provider.
const today = '2026-11-23';
const card = (change: Partial<{ number: string; month: number; year: number; cvc: string }> = {}) => ({
  number: '4242 4242 4242 4242',
  month: 12,
  year: 30,
  cvc: '123',
  ...change,
});

describe('a card number', () => {
  it.each(['4242424242424242', '4000000000000002', '5555555555554444', '378282246310005'])('%s passes the Luhn sum', (number) => {
    expect(passesLuhn(number)).toBe(true);
  });

  it.each(['4242424242424241', '1234', '42424242424242424242', '4242x24242424242'])('%s does not', (number) => {
    expect(passesLuhn(number)).toBe(false);
  });

  it('is read with spaces, dashes and Arabic-Indic digits', () => {
    expect(cardDigits('٤٢٤٢ ٤٢٤٢-4242 4242')).toBe('4242424242424242');
  });

  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['4406470000000000', 'mada'],
    ['6011111111111117', 'unknown'],
  ])('%s is told as %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });
});

describe('the first rule a card breaks', () => {
  it('is none for a good card', () => {
    expect(cardProblem(card(), today)).toBeNull();
  });

  it.each([
    ['a number failing Luhn', card({ number: '4242 4242 4242 4241' }), 'invalidCardNumber'],
    ['last month', card({ month: 10, year: 2026 }), 'cardExpired'],
    ['month 13', card({ month: 13 }), 'cardExpired'],
    ['a 2-digit code', card({ cvc: '12' }), 'invalidCvc'],
    ['a 3-digit code on American Express', card({ number: '378282246310005', cvc: '123' }), 'invalidCvc'],
  ])('%s → %s', (_what, entry, problem) => {
    expect(cardProblem(entry, today)).toBe(problem);
  });

  it('lets a card run to the end of its expiry month', () => {
    expect(cardProblem(card({ month: 11, year: 26 }), today)).toBeNull();
  });
});
