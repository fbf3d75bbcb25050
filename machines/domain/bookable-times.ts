import { noFridayService, notBeforeToday, notInThePast, withinWorkingHours, type WorkingHours } from './booking-rules.ts';
import { windowFrom } from './arrival-window.ts';
import { riyadhDateAt, type IsoDate } from './riyadh-calendar.ts';

// The days and times the booking form offers: every one the booking rules accept, so a
// customer only chooses among bookable moments. The rules still judge what is submitted.

/** How far ahead the form offers days; a later visit is arranged with the company. */
export const offeredDaysAhead = 30;
/** The form offers a visit every half hour. */
export const slotMinutes = 30;

const dayMs = 24 * 60 * 60 * 1000;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The half-hour slots from opening to closing; on a given day, those not yet passed at `now`. */
export function bookableSlots(hours: WorkingHours, day: IsoDate | null, now: string): string[] {
  const slots: string[] = [];
  for (let minutes = minutesOf(hours.opens); minutes <= minutesOf(hours.closes); minutes += slotMinutes) {
    const time = timeOf(minutes);
    if (withinWorkingHours(time, hours) && (day === null || notInThePast(day, time, now))) slots.push(time);
  }
  return slots;
}

/** Riyadh's days from today on, Fridays left out, and today only while a slot remains. */
export function bookableDays(hours: WorkingHours, now: string, daysAhead: number = offeredDaysAhead): IsoDate[] {
  const today = Date.parse(`${riyadhDateAt(now)}T00:00:00Z`);
  const days: IsoDate[] = [];
  for (let offset = 0; offset < daysAhead; offset += 1) {
    const day = new Date(today + offset * dayMs).toISOString().slice(0, 10);
    if (noFridayService(day) && notBeforeToday(day, now) && bookableSlots(hours, day, now).length > 0) days.push(day);
  }
  return days;
}

/** The half-hour starts on `day` of an arrival window `widthMinutes` wide that closes by closing time and has not begun at `now`. */
export function arrivalWindowStarts(hours: WorkingHours, day: IsoDate, now: string, widthMinutes: number): string[] {
  return bookableSlots(hours, day, now).filter((from) => {
    const window = windowFrom(day, from, widthMinutes);
    return window !== null && withinWorkingHours(window.to, hours);
  });
}

/** The bookable days on which an arrival window that wide still fits. */
export const appointmentDays = (hours: WorkingHours, now: string, widthMinutes: number): IsoDate[] =>
  bookableDays(hours, now).filter((day) => arrivalWindowStarts(hours, day, now, widthMinutes).length > 0);
