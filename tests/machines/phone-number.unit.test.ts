import { describe, expect, it } from 'vitest';
import { normaliseEmail, normaliseSaudiMobile } from '../../machines/domain/phone-number.ts';

describe('Saudi mobile numbers', () => {
  it.each([
    ['0512345678'],
    ['512345678'],
    ['+966512345678'],
    ['00966512345678'],
    ['966512345678'],
    ['051 234 5678'],
    ['+966-51-234-5678'],
    ['٠٥١٢٣٤٥٦٧٨'],
    ['۰۵۱۲۳۴۵۶۷۸'],
    ['+٩٦٦٥١٢٣٤٥٦٧٨'],
  ])('stores %s as +966512345678', (typed) => {
    expect(normaliseSaudiMobile(typed)).toBe('+966512345678');
  });

  it.each([
    ['0412345678', 'a landline prefix'],
    ['05123456', 'too short'],
    ['051234567890', 'too long'],
    ['+971512345678', 'another country'],
    ['05abc45678', 'letters'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (typed) => {
    expect(normaliseSaudiMobile(typed)).toBeNull();
  });

  it('compares emails without case or surrounding spaces', () => {
    expect(normaliseEmail('  Sara@Example.COM ')).toBe('sara@example.com');
  });
});
