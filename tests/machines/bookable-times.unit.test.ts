import { describe, expect, it } from 'vitest';
import { bookableDays, bookableSlots } from '../../machines/domain/bookable-times.ts';
import { noFridayService, notBeforeToday, notInThePast, withinWorkingHours } from '../../machines/domain/booking-rules.ts';

const hours = { opens: '08:00', closes: '22:00' };
// 11:41 UTC is 14:41 in Riyadh on Sunday 22 November 2026.
const sundayAfternoon = '2026-11-22T11:41:30Z';
// 22:30 UTC on Thursday 26 November is 01:30 on Friday the 27th in Riyadh.
const fridayNightInRiyadh = '2026-11-26T22:30:00Z';

describe('the days the booking form offers', () => {
  it('starts at Riyadh\'s today and leaves Fridays out', () => {
    expect(bookableDays(hours, sundayAfternoon, 7)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-28']);
  });

  it('reads Riyadh\'s date, not UTC\'s: at 01:30 on a Riyadh Friday the first day offered is Saturday', () => {
    expect(bookableDays(hours, fridayNightInRiyadh, 3)).toEqual(['2026-11-28', '2026-11-29']);
  });

  it('leaves today out once its last slot has passed', () => {
    // 19:31 UTC is 22:31 in Riyadh, after closing.
    expect(bookableDays(hours, '2026-11-22T19:31:00Z', 2)).toEqual(['2026-11-23']);
  });

  it('offers only days every booking rule accepts', () => {
    for (const day of bookableDays(hours, sundayAfternoon)) {
      expect(noFridayService(day) && notBeforeToday(day, sundayAfternoon), day).toBe(true);
    }
  });
});

describe('the times the booking form offers', () => {
  it('offers every half hour from opening to closing, both included, on a later day', () => {
    const slots = bookableSlots(hours, '2026-11-23', sundayAfternoon);
    expect(slots[0]).toBe('08:00');
    expect(slots.at(-1)).toBe('22:00');
    expect(slots).toHaveLength(29);
  });

  it('leaves out the slots of today that have passed in Riyadh, to the minute', () => {
    expect(bookableSlots(hours, '2026-11-22', sundayAfternoon)[0]).toBe('15:00');
    expect(bookableSlots(hours, '2026-11-22', '2026-11-22T12:00:00Z')[0]).toBe('15:00');
  });

  it('follows the working hours in force, and offers them all while no day is chosen', () => {
    expect(bookableSlots({ opens: '09:15', closes: '10:30' }, null, sundayAfternoon)).toEqual(['09:15', '09:45', '10:15']);
  });

  it('offers only times every booking rule accepts', () => {
    for (const time of bookableSlots(hours, '2026-11-22', sundayAfternoon)) {
      expect(withinWorkingHours(time, hours) && notInThePast('2026-11-22', time, sundayAfternoon), time).toBe(true);
    }
  });
});
