import { describe, expect, it } from 'vitest';
import { bookingStart } from '../../src/app/booking-start.ts';

describe('what a booking form starts from', () => {
  it("takes today as Riyadh's date: 22:30 UTC on Thursday is already Friday in Riyadh", () => {
    const start = bookingStart(() => new Date('2026-11-26T22:30:00Z'));
    expect(start.today).toBe('2026-11-27');
    expect(start.now).toBe('2026-11-26T22:30:00.000Z');
  });
});
