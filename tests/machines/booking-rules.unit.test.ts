import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  insideRiyadh,
  noFridayService,
  notBeforeToday,
  notInThePast,
  withinWorkingHours,
} from '../../machines/domain/booking-rules.ts';

// 22:30 UTC on Thursday 26 November 2026 is already 01:30 on Friday the 27th in Riyadh: a rule
// that read the process's timezone (or UTC) instead of Riyadh's would answer for Thursday.
const fridayNightInRiyadh = '2026-11-26T22:30:00Z';
const hours = { opens: '08:00', closes: '22:00' };

describe('not in the past', () => {
  // 11:41 UTC is 14:41 in Riyadh on Sunday 22 November 2026.
  const sundayAfternoon = '2026-11-22T11:41:30Z';

  it('refuses a time earlier today in Riyadh, to the minute', () => {
    expect(notInThePast('2026-11-22', '09:00', sundayAfternoon)).toBe(false);
    expect(notInThePast('2026-11-22', '14:40', sundayAfternoon)).toBe(false);
  });

  it('accepts the current minute, a later time today and any time on a later day', () => {
    expect(notInThePast('2026-11-22', '14:41', sundayAfternoon)).toBe(true);
    expect(notInThePast('2026-11-22', '18:00', sundayAfternoon)).toBe(true);
    expect(notInThePast('2026-11-23', '08:00', sundayAfternoon)).toBe(true);
  });

  it('reads Riyadh\'s clock, not UTC\'s: 08:30 on Friday morning in Riyadh is 05:30 UTC', () => {
    expect(notInThePast('2026-11-27', '08:00', '2026-11-27T05:30:00Z')).toBe(false);
    expect(notInThePast('2026-11-27', '09:00', '2026-11-27T05:30:00Z')).toBe(true);
  });
});

describe('no Friday service', () => {
  it('refuses a Friday', () => {
    expect(noFridayService('2026-11-27')).toBe(false);
  });

  it('refuses Riyadh\'s Friday and takes it as today while the same instant is still Thursday in UTC', () => {
    expect(new Date(fridayNightInRiyadh).getUTCDay()).toBe(4);
    const riyadhToday = '2026-11-27';
    expect(notBeforeToday(riyadhToday, fridayNightInRiyadh)).toBe(true);
    expect(noFridayService(riyadhToday)).toBe(false);
  });

  it('accepts Saturday, a working day for this company, and Thursday', () => {
    expect(noFridayService('2026-11-28')).toBe(true);
    expect(noFridayService('2026-11-26')).toBe(true);
  });
});

describe('not before today', () => {
  it('accepts today in Riyadh when it is still yesterday in UTC', () => {
    expect(notBeforeToday('2026-11-27', fridayNightInRiyadh)).toBe(true);
  });

  it('refuses the UTC date once Riyadh has passed midnight', () => {
    expect(notBeforeToday('2026-11-26', fridayNightInRiyadh)).toBe(false);
  });

  it('accepts a later date and refuses an earlier month', () => {
    expect(notBeforeToday('2026-12-01', fridayNightInRiyadh)).toBe(true);
    expect(notBeforeToday('2026-10-30', fridayNightInRiyadh)).toBe(false);
  });

});

describe('within working hours', () => {
  it('accepts the opening and the closing time', () => {
    expect(withinWorkingHours('08:00', hours)).toBe(true);
    expect(withinWorkingHours('22:00', hours)).toBe(true);
  });

  it('refuses 22:30 when the hours are 08:00-22:00, and 07:59', () => {
    expect(withinWorkingHours('22:30', hours)).toBe(false);
    expect(withinWorkingHours('07:59', hours)).toBe(false);
  });

  it('follows the hours it is given, not the defaults', () => {
    expect(withinWorkingHours('22:30', { opens: '10:00', closes: '23:00' })).toBe(true);
    expect(withinWorkingHours('09:00', { opens: '10:00', closes: '23:00' })).toBe(false);
  });
});

describe('inside Riyadh', () => {
  it('accepts the city centre', () => {
    expect(insideRiyadh({ lat: 24.7136, lng: 46.6753 })).toBe(true);
  });

  it('refuses coordinates in Jeddah', () => {
    expect(insideRiyadh({ lat: 21.5433, lng: 39.1728 })).toBe(false);
  });

  it('accepts a booking without coordinates: its address text says where', () => {
    expect(insideRiyadh(null)).toBe(true);
  });
});

describe('the rules and the clock', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('never reads the clock: each rule answers when new Date() and Date.now() are forbidden', () => {
    const RealDate = Date;
    class DateWithoutClock extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) throw new Error('a booking rule read the clock with new Date()');
        super(...(args as [string]));
      }

      static override now(): number {
        throw new Error('a booking rule read the clock with Date.now()');
      }
    }
    vi.stubGlobal('Date', DateWithoutClock);

    expect(() => new Date()).toThrow(/read the clock/);
    expect(noFridayService('2026-11-27')).toBe(false);
    expect(notBeforeToday('2026-11-26', fridayNightInRiyadh)).toBe(false);
    expect(notBeforeToday('2026-11-27', fridayNightInRiyadh)).toBe(true);
    expect(withinWorkingHours('22:30', hours)).toBe(false);
    expect(insideRiyadh({ lat: 24.7136, lng: 46.6753 })).toBe(true);
  });
});
