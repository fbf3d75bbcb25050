// Business dates and moments as people read them: Gregorian calendar, Latin digits, the
// page's language. A booking's day ('YYYY-MM-DD') is a calendar day, not a moment, so it is
// formatted in UTC and never shifts; a moment (an event's time) is shown in Riyadh time,
// whatever the browser is set to.
const tag = (locale: string) => `${locale}-u-ca-gregory-nu-latn`;

// Making a formatter costs far more than using one: a thread of 1,000 messages formats 2,000 times.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, style: 'moment' | 'clock'): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let made = formatters.get(key);
  if (!made) {
    const options: Intl.DateTimeFormatOptions =
      style === 'moment' ? { dateStyle: 'medium', timeStyle: 'short' } : { hour: '2-digit', minute: '2-digit' };
    made = new Intl.DateTimeFormat(tag(locale), { ...options, timeZone: 'Asia/Riyadh' });
    formatters.set(key, made);
  }
  return made;
}

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
  return formatter(locale, 'moment').format(parsed);
}

/** A moment's hours and minutes in Riyadh time (a chat message's time). */
export function formatClockTime(instant: string, locale: string): string {
  const parsed = Date.parse(instant);
  if (Number.isNaN(parsed)) return instant;
  return formatter(locale, 'clock').format(parsed);
}
