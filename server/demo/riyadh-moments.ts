import { isFriday, riyadhDateAt, riyadhMinuteAt, type IsoDate } from '../../machines/domain/riyadh-calendar.ts';
import type { SeededRandom } from './seeded-random.ts';

// When things happen in the story, on Riyadh's clock (UTC+3): customers use the app from
// 08:00 to 22:00 and book a visit a few days ahead, never on a Friday, within working hours.
const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;
const riyadhOffsetMs = 3 * hourMs;

export const riyadhDateOf = (instant: Date): IsoDate => riyadhDateAt(instant.toISOString());

export const addDays = (date: IsoDate, days: number): IsoDate =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** The next working day after `date` (Friday is the day off). */
export const nextWorkingDay = (date: IsoDate): IsoDate => (isFriday(addDays(date, 1)) ? addDays(date, 2) : addDays(date, 1));

export const daysBetween = (from: IsoDate, to: IsoDate): number => Math.round((Date.parse(to) - Date.parse(from)) / dayMs);

/** The instant it is `hour`:`minute` in Riyadh on `date`. */
export const riyadhInstant = (date: IsoDate, hour: number, minute = 0): Date =>
  new Date(Date.parse(`${date}T00:00:00Z`) - riyadhOffsetMs + hour * hourMs + minute * minuteMs);

/** The Riyadh clock's 'HH:MM' at `instant`. */
export const riyadhTimeOf = (instant: Date): string => riyadhMinuteAt(instant.toISOString()).slice(11, 16);

export const hoursAfter = (instant: Date, hours: number): Date => new Date(instant.getTime() + hours * hourMs);

export const minutesAfter = (instant: Date, minutes: number): Date => new Date(instant.getTime() + minutes * minuteMs);

const riyadhHourOf = (instant: Date) => ((instant.getTime() + riyadhOffsetMs) % dayMs) / hourMs;

/** A moment between `minHours` and `maxHours` after `after`, moved on to the next morning when it falls at night. */
export function customerMoment(random: SeededRandom, after: Date, minHours: number, maxHours: number): Date {
  const moment = hoursAfter(after, minHours + random.next() * (maxHours - minHours));
  const hour = riyadhHourOf(moment);
  if (hour >= 8 && hour < 22) return moment;
  const morning = hour >= 22 ? addDays(riyadhDateOf(moment), 1) : riyadhDateOf(moment);
  return riyadhInstant(morning, random.int(8, 11), random.int(0, 59));
}

export interface Visit {
  preferredDate: IsoDate;
  preferredTime: string;
}

/** The times a customer picks for a visit, and an arrival window of the demo's 90 minutes starts at. */
export const visitTimes = ['09:00', '10:30', '12:00', '13:30', '16:00', '17:30', '19:00', '20:30'];

/** A visit one to six days after the booking, on a working day, at a time within working hours. */
export function visitAfter(random: SeededRandom, bookedAt: Date): Visit {
  let preferredDate = addDays(riyadhDateOf(bookedAt), random.int(1, 6));
  if (isFriday(preferredDate)) preferredDate = addDays(preferredDate, 1);
  return { preferredDate, preferredTime: random.pick(visitTimes) };
}

/** When the technician has been and gone: a few hours after the visit's time. */
export function visitDone(visit: Visit): Date {
  const [hour, minute] = visit.preferredTime.split(':').map(Number) as [number, number];
  return hoursAfter(riyadhInstant(visit.preferredDate, hour, minute), 3);
}
