// What a booking form starts from that the app, not the view, knows: the instant and Riyadh's
// date at it (the clock), and a freshly drawn order number (100-999, a display number only).
import { limits } from '../../machines/domain/constants.ts';
import { riyadhDateAt, type IsoDate } from '../../machines/domain/riyadh-calendar.ts';

export interface BookingStart {
  now: string;
  today: IsoDate;
  orderNumber: number;
}

export function drawOrderNumber(random: () => number = Math.random): number {
  const span = limits.orderNumberMax - limits.orderNumberMin + 1;
  return limits.orderNumberMin + Math.min(span - 1, Math.floor(random() * span));
}

export function bookingStart(clock: () => Date = () => new Date(), random: () => number = Math.random): BookingStart {
  const now = clock().toISOString();
  return { now, today: riyadhDateAt(now), orderNumber: drawOrderNumber(random) };
}
