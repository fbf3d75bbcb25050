// Business dates and moments as people read them: Gregorian calendar, Latin digits, the
// page's language. A booking's day ('YYYY-MM-DD') is a calendar day, not a moment, so it is
// formatted in UTC and never shifts; a moment (an event's time) is shown in Riyadh time,
// whatever the browser is set to.
const tag = (locale: string) => `${locale}-u-ca-gregory-nu-latn`;

/** 'long' names the weekday (the customer's cards); 'medium' is compact (the admin's lists). */
export function formatBusinessDate(date: string, locale: string, length: 'long' | 'medium' = 'long'): string {
  const parsed = Date.parse(`${date}T12:00:00Z`);
  if (Number.isNaN(parsed)) return date;
  const style: Intl.DateTimeFormatOptions =
    length === 'long' ? { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' } : { dateStyle: 'medium' };
  return new Intl.DateTimeFormat(tag(locale), { ...style, timeZone: 'UTC' }).format(parsed);
}

export function formatBusinessMoment(instant: string, locale: string): string {
  const parsed = Date.parse(instant);
  if (Number.isNaN(parsed)) return instant;
  return new Intl.DateTimeFormat(tag(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' }).format(parsed);
}
