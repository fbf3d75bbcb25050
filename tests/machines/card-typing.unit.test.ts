import { describe, expect, it } from 'vitest';
import { typedCardNumber, typedCvc, typedExpiry } from '../../machines/domain/card-typing.ts';

// The card form shows each field as it is typed: the expiry as MM/YY however it was written.
describe('the expiry as typed', () => {
  it.each([
    ['1229', '12/29'],
    ['12/29', '12/29'],
    ['12 / 29', '12/29'],
    ['١٢٢٩', '12/29'],
    ['12', '12'],
    ['123', '12/3'],
    ['12/', '12/'],
    ['1/29', '1/29'],
    ['122029', '12/2029'],
    ['12/29 extra', '12/29'],
  ])('shows %s as %s', (typed, shown) => {
    expect(typedExpiry(typed)).toBe(shown);
  });
});

describe('the card number and security code as typed', () => {
  it('groups the number in fours and keeps digits only', () => {
    expect(typedCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(typedCardNumber('4242-4242 42')).toBe('4242 4242 42');
  });

  it('keeps at most 4 digits of the security code', () => {
    expect(typedCvc('12a345')).toBe('1234');
  });
});
