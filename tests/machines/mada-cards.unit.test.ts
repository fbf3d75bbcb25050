import { describe, expect, it } from 'vitest';
import { typedCardBrand } from '../../machines/checkout.machine.ts';
import { isMadaNumber, madaBins } from '../../machines/domain/mada-bins.ts';
import { cardBrand, passesLuhn } from '../../machines/domain/payment-cards.ts';

// A mada card is told by its published BIN before any scheme's prefix: many are co-badged
// with Visa or Mastercard, and the customer must see mada, the scheme it is paid under here.
describe('a mada card', () => {
  it.each([
    ['440647', 'visa'],
    ['440795', 'visa'],
    ['446404', 'visa'],
    ['457865', 'visa'],
    ['420132', 'visa'],
    ['543357', 'mastercard'],
    ['557606', 'mastercard'],
    ['531196', 'mastercard'],
    ['529741', 'mastercard'],
  ])('with BIN %s, a %s range too, is told as mada', (bin, scheme) => {
    const number = `${bin}0000000000`;
    expect(cardBrand(`${bin[0] === '4' ? '4111' : '5555'}111111111111`), `the ${scheme} range itself`).toBe(scheme);
    expect(cardBrand(number)).toBe('mada');
  });

  it.each(['588845', '588848', '588850', '585265', '604906', '636120', '968208'])('with mada’s own BIN %s is told as mada', (bin) => {
    expect(cardBrand(`${bin}0000000000`)).toBe('mada');
  });

  it.each(Array.from({ length: 11 }, (_, index) => String(968201 + index)))('with BIN %s (968201 to 968211) is mada', (bin) => {
    expect(isMadaNumber(`${bin}1234567890`)).toBe(true);
  });

  it('is not any Visa or Mastercard: the neighbours of a mada BIN keep their scheme', () => {
    expect(cardBrand('4406480000000000')).toBe('visa');
    expect(cardBrand('5433580000000000')).toBe('mastercard');
  });

  it('keeps every BIN at six digits, once', () => {
    expect(madaBins.every((bin) => /^\d{6}$/.test(bin))).toBe(true);
    expect(new Set(madaBins).size).toBe(madaBins.length);
  });

  it('has a test number the test provider takes: 4201 3201 1111 1010 passes Luhn and is mada', () => {
    expect(passesLuhn('4201320111111010')).toBe(true);
    expect(cardBrand('4201320111111010')).toBe('mada');
  });
});

describe('the brand the card form shows while the number is typed', () => {
  it.each([
    ['', null],
    ['4', null],
    ['44064', null],
    ['4406 47', 'mada'],
    ['4406 4700 0000 0000', 'mada'],
    ['٤٤٠٦ ٤٧', 'mada'],
    ['4242 42', 'visa'],
    ['5433 57', 'mada'],
    ['5555 55', 'mastercard'],
    ['6011 11', null],
  ])('%j shows %s', (number, brand) => {
    expect(typedCardBrand({ number })).toBe(brand);
  });
});
