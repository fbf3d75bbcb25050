import { describe, expect, it } from 'vitest';
import { formatAppointmentDay, formatReceiptMoment, withHijriDate } from '../../src/app/business-dates.ts';

// Arabic pages give the Umm al-Qura Hijri date beside the Gregorian one (docs/decisions.md 30),
// read in Riyadh whatever the machine's zone. The expected days are the Umm al-Qura calendar's
// (1 Ramadan 1447 = 18 February 2026, 1 Muharram 1448 = 16 June 2026, 1 Rajab 1448 =
// 10 December 2026), not computed by our code.
describe('the Hijri date beside the Gregorian one', () => {
  it('given an appointment day in Arabic, then the weekday, date and year are followed by the Umm al-Qura date', () => {
    expect(formatAppointmentDay('2026-11-29', 'ar')).toBe('الأحد 29 نوفمبر 2026 (19 جمادى الآخرة 1448 هـ)');
  });

  it('given an appointment day in English, then it is the Gregorian day alone', () => {
    expect(formatAppointmentDay('2026-11-29', 'en')).toBe('Sunday 29 November');
  });

  it.each([
    ['2026-02-18', '1 رمضان 1447 هـ'],
    ['2026-06-16', '1 محرم 1448 هـ'],
    ['2026-12-09', '29 جمادى الآخرة 1448 هـ'],
    ['2026-12-10', '1 رجب 1448 هـ'],
  ])('given the day %s, then its Hijri date is %s', (day, hijri) => {
    expect(formatAppointmentDay(day, 'ar')).toContain(`(${hijri})`);
  });

  it('given a receipt issued just after midnight in Riyadh (still the day before in UTC), then the Hijri date is Riyadh’s new day', () => {
    // 2026-12-09T21:30Z is 00:30 on 10 December in Riyadh: the first of Rajab.
    expect(formatReceiptMoment('2026-12-09T21:30:00.000Z', 'ar')).toMatch(/^10\D+12\D+2026.*\(1 رجب 1448 هـ\)$/);
    expect(formatReceiptMoment('2026-12-09T20:30:00.000Z', 'ar')).toMatch(/^0?9\D+12\D+2026.*\(29 جمادى الآخرة 1448 هـ\)$/);
  });

  it('given a receipt in English, then only its Gregorian date and time are shown', () => {
    expect(formatReceiptMoment('2026-12-09T21:30:00.000Z', 'en')).toBe('Dec 10, 2026, 12:30 AM');
  });

  it('writes the Hijri date in Latin digits', () => {
    expect(withHijriDate('x', Date.parse('2026-11-29T09:00:00Z'), 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });
});
