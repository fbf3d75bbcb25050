// Business dates are Riyadh dates (UTC+3 all year, no daylight saving), whatever the
// timezone of the browser or server that evaluates them. Dates are 'YYYY-MM-DD'.
const riyadhOffsetMs = 3 * 60 * 60 * 1000;

export type IsoDate = string;

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isValidIsoDate(date: string): boolean {
  const match = isoDatePattern.exec(date);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const parsed = new Date(Date.UTC(y, m - 1, d));
  return parsed.getUTCFullYear() === y && parsed.getUTCMonth() === m - 1 && parsed.getUTCDate() === d;
}

/** The Riyadh calendar date at an instant (ISO timestamp). */
export function riyadhDateAt(instant: string): IsoDate {
  return new Date(Date.parse(instant) + riyadhOffsetMs).toISOString().slice(0, 10);
}

/** Riyadh's date and time to the minute at an instant: 'YYYY-MM-DDTHH:MM'. */
export function riyadhMinuteAt(instant: string): string {
  return new Date(Date.parse(instant) + riyadhOffsetMs).toISOString().slice(0, 16);
}

/** Friday is the weekly day off: no service is booked for it. */
export function isFriday(date: IsoDate): boolean {
  return new Date(`${date}T00:00:00Z`).getUTCDay() === 5;
}

/** A booking date may be today or later, "today" being Riyadh's at the given instant. */
export function isBeforeRiyadhToday(date: IsoDate, instant: string): boolean {
  return date < riyadhDateAt(instant);
}

/** 'HH:MM' within [opens, closes], both inclusive. */
export function isWithinHours(time: string, opens: string, closes: string): boolean {
  return time >= opens && time <= closes;
}

export function hoursBetween(earlier: string, later: string): number {
  return (Date.parse(later) - Date.parse(earlier)) / 3_600_000;
}
