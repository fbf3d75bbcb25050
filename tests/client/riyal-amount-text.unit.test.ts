import { describe, expect, it } from 'vitest';
import { riyalAmountText } from '../../src/ui/riyal-amount-text.ts';

describe('an amount in riyals', () => {
  it('shows a whole amount with two decimals in English', () => {
    expect(riyalAmountText(240, 'en')).toBe('240.00');
  });

  it('shows halalas as two decimals, never one, in English', () => {
    expect(riyalAmountText(240.5, 'en')).toBe('240.50');
  });

  it('shows two decimals in Latin digits in Arabic', () => {
    expect(riyalAmountText(240.5, 'ar')).toBe('240.50');
    expect(riyalAmountText(199, 'ar')).toBe('199.00');
  });

  it('groups thousands', () => {
    expect(riyalAmountText(12_345.6, 'en')).toBe('12,345.60');
  });
});
