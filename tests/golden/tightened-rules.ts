import type * as BookingRules from '../../machines/domain/booking-rules.ts';
import type { WorkingHours } from '../../machines/domain/booking-rules.ts';
import type { limits } from '../../machines/domain/constants.ts';
import type { Coordinates } from '../../machines/domain/riyadh-bounds.ts';
import type { IsoDate } from '../../machines/domain/riyadh-calendar.ts';
import type { SettingsContext } from '../../machines/settings.machine.ts';

// Today's rules as a stricter business might set them tomorrow, each far stricter than the
// rule the golden log was recorded under: what golden-log-tightened-rules.unit.test.ts mocks
// machines/domain/ with, and what the tightened build (tightened-build.ts) compiles in its place.
// Each tightened module is made from the real one it replaces, handed in: this file imports
// nothing those replace.

/** 2 hours between VIP requests become 3 days. */
export const vipGapHours = 72;

/** A VIP booking held up to 2 services; now 1. */
export const maxVipServices = 1;

/** Riyadh's box shrinks to a few streets of Al Olaya. */
export const tinyRiyadh = { south: 24.688, north: 24.694, west: 46.682, east: 46.689 } as const;

/** 08:00-22:00 becomes one hour at noon. */
export const narrowedHours: WorkingHours = { opens: '12:00', closes: '13:00' };

const dayOfWeek = (date: IsoDate) => new Date(`${date}T00:00:00Z`).getUTCDay();
const thursday = 4;

/** The weekend grows: no service on Thursday either. */
export const isThursday = (date: IsoDate) => dayOfWeek(date) === thursday;

/** A booking is made at least two days ahead: today and tomorrow are no longer bookable. */
export const earliestBookableDay = (instant: string): IsoDate =>
  new Date(Date.parse(instant) + 3 * 3_600_000 + 2 * 86_400_000).toISOString().slice(0, 10);

/** constants.ts's limits, with the VIP gap and the VIP services tightened. */
export const tightenedLimits = (real: typeof limits) => ({ ...real, minHoursBetweenVipRequests: vipGapHours, maxServicesPerVipBooking: maxVipServices });

/** riyadh-bounds.ts's check, over the tiny box (the real one reads its own module's box). */
export const isInsideTinyRiyadh = ({ lat, lng }: Coordinates): boolean =>
  lat >= tinyRiyadh.south && lat <= tinyRiyadh.north && lng >= tinyRiyadh.west && lng <= tinyRiyadh.east;

/** default-settings.ts's settings, opening with the narrowed hours. */
export const tightenedSettings = (real: SettingsContext): SettingsContext => ({ ...real, workingHours: narrowedHours });

/** booking-rules.ts's rules that change. */
export const tightenedBookingRules = (real: typeof BookingRules) => ({
  // A booking carries the hours it was checked against, so narrowing the settings' defaults
  // alone would bite no booking: the rule itself now also wants the narrowed hour.
  withinWorkingHours: (time: string, hours: WorkingHours) => real.withinWorkingHours(time, hours) && real.withinWorkingHours(time, narrowedHours),
  noFridayService: (date: IsoDate) => real.noFridayService(date) && !isThursday(date),
  notBeforeToday: (date: IsoDate, instant: string) => date >= earliestBookableDay(instant),
});
