import { describe, expect, it } from 'vitest';
import { riyalsToHalalas } from '../../machines/domain/halalas.ts';

describe('a price typed in riyals', () => {
  it('becomes whole halalas', () => {
    expect(riyalsToHalalas('150')).toBe(15_000);
    expect(riyalsToHalalas('150.5')).toBe(15_050);
    expect(riyalsToHalalas('150.05')).toBe(15_005);
    expect(riyalsToHalalas(' 0 ')).toBe(0);
  });

  it('may be typed in Arabic-Indic digits with the Arabic decimal separator', () => {
    expect(riyalsToHalalas('١٥٠٫٧٥')).toBe(15_075);
  });

  it('refuses more than 2 decimals, signs, letters, thousands separators and an empty box', () => {
    for (const typed of ['150.505', '-5', '1e3', 'abc', '1,500', '', '.5', '5.']) {
      expect(riyalsToHalalas(typed), typed).toBeNull();
    }
  });

  it('refuses a price above the largest an offer may hold (100,000 riyals)', () => {
    expect(riyalsToHalalas('100000')).toBe(10_000_000);
    expect(riyalsToHalalas('100000.01')).toBeNull();
  });
});
