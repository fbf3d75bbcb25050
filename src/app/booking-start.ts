// What a booking form starts from that the app, not the view, knows: the instant it opened (the
// clock). The order number is the server's (`request.numbered`).
export interface BookingStart {
  now: string;
}

export function bookingStart(clock: () => Date = () => new Date()): BookingStart {
  return { now: clock().toISOString() };
}
