// The days the admin's analytics look at: Riyadh calendar days, both ends included. A range
// runs forwards and spans at most a year, so every chart stays readable.
import { isValidIsoDate, type IsoDate } from '../domain/riyadh-calendar.ts';

export interface DayRange {
  from: IsoDate;
  to: IsoDate;
}

/** Why a range is refused: the key of the message the admin reads. */
export type RangeProblem = 'invalidDate' | 'rangeStartsAfterEnd' | 'rangeTooLong';

export const maxRangeDays = 366;
export const defaultRangeDays = 30;

const dayMs = 24 * 60 * 60 * 1000;
const riyadhOffsetMs = 3 * 60 * 60 * 1000;
const midnightUtc = (day: IsoDate) => Date.parse(`${day}T00:00:00Z`);
const dayAt = (ms: number): IsoDate => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: IsoDate, days: number): IsoDate => dayAt(midnightUtc(day) + days * dayMs);

/** The `count` days up to and including `today`. */
export const lastDays = (today: IsoDate, count = defaultRangeDays): DayRange => ({ from: addDays(today, 1 - count), to: today });

export function rangeProblem({ from, to }: DayRange): RangeProblem | null {
  if (!isValidIsoDate(from) || !isValidIsoDate(to)) return 'invalidDate';
  if (from > to) return 'rangeStartsAfterEnd';
  return daysBetween(from, to) + 1 > maxRangeDays ? 'rangeTooLong' : null;
}

/** Whether `day` is one of the range's days (both ends included). */
export const dayWithin = (day: IsoDate, { from, to }: DayRange): boolean => from <= day && day <= to;

export const daysBetween = (from: IsoDate, to: IsoDate): number => Math.round((midnightUtc(to) - midnightUtc(from)) / dayMs);

/** Every day of a valid range, in order. */
export function daysOf({ from, to }: DayRange): IsoDate[] {
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, index) => addDays(from, index));
}

/** The last millisecond of a Riyadh day, as an epoch time: what was true "at the end of the day". */
export const riyadhDayEnd = (day: IsoDate): number => midnightUtc(day) + dayMs - riyadhOffsetMs - 1;
