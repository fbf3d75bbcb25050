import type { IsoDate } from './riyadh-calendar.ts';

// A confirmed visit's arrival window: the technician arrives on `date` between `from` and `to`
// (Riyadh clock times, 'HH:MM'). The rules an appointment keeps, one function each, true when
// the window respects the rule; each name is the reason code the admin or customer reads.
export interface ArrivalWindow {
  date: IsoDate;
  from: string;
  to: string;
}

/** The widest arrival window the company promises, in minutes. */
export const maxArrivalWindowMinutes = 120;

export const minuteOfDay = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The window ends after it starts, and at most two hours after. */
export function windowAtMostTwoHours({ from, to }: ArrivalWindow): boolean {
  const width = minuteOfDay(to) - minuteOfDay(from);
  return width > 0 && width <= maxArrivalWindowMinutes;
}

/** Two windows of the same day that share a minute; one ending as the other starts do not. */
export function windowsOverlap(a: ArrivalWindow, b: ArrivalWindow): boolean {
  return a.date === b.date && a.from < b.to && b.from < a.to;
}

/** A window `widthMinutes` wide that starts at `from`, or null when it would pass midnight. */
export function windowFrom(date: IsoDate, from: string, widthMinutes: number): ArrivalWindow | null {
  const end = minuteOfDay(from) + widthMinutes;
  if (end >= 24 * 60) return null;
  const to = `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
  return { date, from, to };
}
