// The day-before reminder goes at 18:00 in Riyadh (UTC+3 all year, no daylight saving) on the
// eve of the visit's day, and not at all once the visit's window has begun.
const riyadhOffset = '+03:00';
export const reminderHour = '18:00';

export function reminderDueAt(visitDate: string): Date {
  const eveningOfTheDay = new Date(`${visitDate}T${reminderHour}:00${riyadhOffset}`);
  return new Date(eveningOfTheDay.getTime() - 24 * 60 * 60_000);
}

export function visitStartsAt(visitDate: string, from: string): Date {
  return new Date(`${visitDate}T${from}:00${riyadhOffset}`);
}
