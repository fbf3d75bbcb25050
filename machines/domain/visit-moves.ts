import { windowFrom, windowsOverlap, type ArrivalWindow } from './arrival-window.ts';
import { appointmentDays, arrivalWindowStarts } from './bookable-times.ts';
import { notInThePast, type WorkingHours } from './booking-rules.ts';
import type { IsoDate } from './riyadh-calendar.ts';

// A confirmed visit moved to another arrival window (docs/decisions.md 27): by the admin at any
// time until the technician sets out, by the customer themselves (free, at most twice) until then
// and before the window begins, to a window their technician is free in. Each rule one function,
// true when it holds; its name is the reason code the customer reads.

/** How often a customer may move their visit themselves; the admin moves it as often as needed. */
export const maxCustomerMoves = 2;

/** A window booked for a technician, for one request. */
export interface BookedWindow extends ArrivalWindow {
  requestId: string;
}

/** No window of another request overlaps the one wanted; one ending as the other starts is fine. */
export const technicianFree = (booked: readonly BookedWindow[], wanted: BookedWindow): boolean =>
  !booked.some((visit) => visit.requestId !== wanted.requestId && windowsOverlap(visit, wanted));

/** The visit's window has not begun at `instant`. */
export const windowNotStarted = (window: ArrivalWindow, instant: string): boolean => notInThePast(window.date, window.from, instant);

/** The customer has moved the visit fewer times than they may. */
export const customerMovesLeft = (movesSoFar: number): boolean => movesSoFar < maxCustomerMoves;

/** What the company's rules offer a move: the window's width and the working hours in force. */
export interface WindowRules {
  hours: WorkingHours;
  widthMinutes: number;
}

export interface FreeDay {
  date: IsoDate;
  windows: ArrivalWindow[];
}

/** How many bookable days one look at the free windows shows. */
export const freeDaysShown = 7;

/**
 * The windows a visit may move to, day by day from `fromDay` (`freeDaysShown` bookable days): the
 * same days and starts the admin's appointment form offers, those the technician is free in,
 * the visit's own window left out; `next` is where the following days start, when there are any.
 */
export function freeWindows(
  rules: WindowRules,
  visit: BookedWindow,
  booked: readonly BookedWindow[],
  now: string,
  fromDay: IsoDate | null,
): { days: FreeDay[]; next: IsoDate | null } {
  const days = appointmentDays(rules.hours, now, rules.widthMinutes).filter((day) => fromDay === null || day >= fromDay);
  const shown = days.slice(0, freeDaysShown).map((date) => ({
    date,
    windows: arrivalWindowStarts(rules.hours, date, now, rules.widthMinutes)
      .map((from) => windowFrom(date, from, rules.widthMinutes)!)
      .filter((window) => !(window.date === visit.date && window.from === visit.from) && technicianFree(booked, { ...window, requestId: visit.requestId })),
  }));
  return { days: shown, next: days[freeDaysShown] ?? null };
}
