// What a booking form starts from that the app, not the view, knows: the instant and Riyadh's
// date at it (the clock). The order number is the server's (`request.numbered`).
import { riyadhDateAt, type IsoDate } from '../../machines/domain/riyadh-calendar.ts';

export interface BookingStart {
  now: string;
  today: IsoDate;
}

export function bookingStart(clock: () => Date = () => new Date()): BookingStart {
  const now = clock().toISOString();
  return { now, today: riyadhDateAt(now) };
}
