import { isBeforeRiyadhToday, isFriday, isWithinHours, riyadhMinuteAt, type IsoDate } from './riyadh-calendar.ts';
import { isInsideRiyadh, type Coordinates } from './riyadh-bounds.ts';

// The rules every booking keeps (docs/decisions.md 12-16), one function each, true when the booking
// respects the rule. The request machine and the booking form both call these, and each name
// is the reason code the customer reads when the rule says no. None reads the clock.
export interface WorkingHours {
  /** 'HH:MM' */
  opens: string;
  /** 'HH:MM' */
  closes: string;
}

/** Friday is the weekly day off. */
export function noFridayService(date: IsoDate): boolean {
  return !isFriday(date);
}

/** Today or later, "today" being Riyadh's date at the instant the booking is made. */
export function notBeforeToday(date: IsoDate, instant: string): boolean {
  return !isBeforeRiyadhToday(date, instant);
}

/** Not a moment that has passed: a visit today starts at this minute in Riyadh or later. */
export function notInThePast(date: IsoDate, time: string, instant: string): boolean {
  return `${date}T${time}` >= riyadhMinuteAt(instant);
}

/** The preferred time falls within the working hours in force, both ends included. */
export function withinWorkingHours(time: string, hours: WorkingHours): boolean {
  return isWithinHours(time, hours.opens, hours.closes);
}

/** Coordinates, when given, lie in Riyadh; without them the address text says where. */
export function insideRiyadh(coordinates: Coordinates | null): boolean {
  return coordinates === null || isInsideRiyadh(coordinates);
}
