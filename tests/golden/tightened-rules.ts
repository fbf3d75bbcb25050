import type { WorkingHours } from '../../machines/domain/booking-rules.ts';
import type { IsoDate } from '../../machines/domain/riyadh-calendar.ts';

// Today's rules as a stricter business might set them tomorrow, each far stricter than the
// rule the golden log was recorded under: what golden-log-tightened-rules.unit.test.ts puts in
// machines/domain/ in place of the real ones. Imports nothing those mocks replace.

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
