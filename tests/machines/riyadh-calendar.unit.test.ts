import { beforeAll, describe, expect, it } from 'vitest';
import {
  isBeforeRiyadhToday,
  isFriday,
  isValidIsoDate,
  isWithinHours,
  riyadhDateAt,
} from '../../machines/domain/riyadh-calendar.ts';
import { isInsideRiyadh } from '../../machines/domain/riyadh-bounds.ts';

// The process runs far from Riyadh (UTC-8 / -7) so a rule that leaked local time would fail.
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});

describe('Riyadh calendar', () => {
  it('runs these tests in a timezone other than Riyadh', () => {
    expect(new Date('2026-11-26T21:30:00Z').getTimezoneOffset()).toBe(480);
  });

  it('takes the Riyadh date at 00:30 Friday in Riyadh, while it is still Thursday in the process timezone', () => {
    const instant = '2026-11-26T21:30:00Z';
    expect(new Date(instant).getDay()).toBe(4);
    expect(riyadhDateAt(instant)).toBe('2026-11-27');
  });

  it('knows Friday 27 November 2026 is a Friday and Saturday the 28th is not', () => {
    expect(isFriday('2026-11-27')).toBe(true);
    expect(isFriday('2026-11-28')).toBe(false);
    expect(isFriday('2026-11-26')).toBe(false);
  });

  it('treats a date before Riyadh today as past, even when it is still that date elsewhere', () => {
    const justAfterMidnightInRiyadh = '2026-11-26T21:05:00Z';
    expect(isBeforeRiyadhToday('2026-11-26', justAfterMidnightInRiyadh)).toBe(true);
    expect(isBeforeRiyadhToday('2026-11-27', justAfterMidnightInRiyadh)).toBe(false);
    expect(isBeforeRiyadhToday('2026-12-01', justAfterMidnightInRiyadh)).toBe(false);
  });

  it('keeps the Riyadh date until 21:00 UTC, which is midnight in Riyadh', () => {
    expect(riyadhDateAt('2026-11-26T20:59:59Z')).toBe('2026-11-26');
    expect(riyadhDateAt('2026-11-26T21:00:00Z')).toBe('2026-11-27');
  });

  it('accepts only real calendar dates', () => {
    expect(isValidIsoDate('2028-02-29')).toBe(true);
    expect(isValidIsoDate('2026-02-29')).toBe(false);
    expect(isValidIsoDate('2026-13-01')).toBe(false);
    expect(isValidIsoDate('27/11/2026')).toBe(false);
  });

  it('accepts a preferred time within working hours, both ends included', () => {
    expect(isWithinHours('08:00', '08:00', '22:00')).toBe(true);
    expect(isWithinHours('22:00', '08:00', '22:00')).toBe(true);
    expect(isWithinHours('07:59', '08:00', '22:00')).toBe(false);
    expect(isWithinHours('22:01', '08:00', '22:00')).toBe(false);
  });
});

describe('Riyadh bounds', () => {
  it('accepts the city centre and its edges', () => {
    expect(isInsideRiyadh({ lat: 24.7136, lng: 46.6753 })).toBe(true);
    expect(isInsideRiyadh({ lat: 24.35, lng: 46.3 })).toBe(true);
    expect(isInsideRiyadh({ lat: 25.1, lng: 47.05 })).toBe(true);
  });

  it('refuses Jeddah, Dammam and points just outside each edge', () => {
    expect(isInsideRiyadh({ lat: 21.5433, lng: 39.1728 })).toBe(false);
    expect(isInsideRiyadh({ lat: 26.4207, lng: 50.0888 })).toBe(false);
    expect(isInsideRiyadh({ lat: 24.34, lng: 46.7 })).toBe(false);
    expect(isInsideRiyadh({ lat: 25.11, lng: 46.7 })).toBe(false);
    expect(isInsideRiyadh({ lat: 24.7, lng: 46.29 })).toBe(false);
    expect(isInsideRiyadh({ lat: 24.7, lng: 47.06 })).toBe(false);
  });
});
