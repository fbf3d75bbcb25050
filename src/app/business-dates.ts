// Business dates and moments as people read them: Gregorian calendar (in Arabic, with the Umm
// al-Qura Hijri date beside it where a date matters: receipts and visits), Latin digits, the
// page's language. A booking's day ('YYYY-MM-DD') is a calendar day, not a moment, so it is
// formatted in UTC and never shifts; a moment (an event's time) is shown in Riyadh time,
// whatever the browser is set to.
const tag = (locale: string) => `${locale}-u-ca-gregory-nu-latn`;

// Making a formatter costs far more than using one: a thread of 1,000 messages formats 2,000 times.
// A moment is shown in Riyadh time; a booking's day and a time of day are not moments: read in UTC.
const styles = {
  moment: { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' },
  clock: { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Riyadh' },
  visitDay: { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' },
  timeOfDay: { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, style: keyof typeof styles): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(tag(locale), styles[style]);
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

/** A day the booking form offers: weekday, day and month ("Sunday, 29 November"). */
export function formatVisitDay(date: string, locale: string): string {
  const parsed = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(parsed) ? date : formatter(locale, 'visitDay').format(parsed);
}

/** A time of day ('HH:MM') as the page's language reads it ("1:30 PM", "1:30 م"). */
export function formatTimeOfDay(time: string, locale: string): string {
  const parsed = Date.parse(`1970-01-01T${time}:00Z`);
  return Number.isNaN(parsed) ? time : formatter(locale, 'timeOfDay').format(parsed);
}

// Always in Riyadh, whatever the browser's zone: a moment just after midnight there is already
// the next Hijri day.
const hijriFormatter = new Intl.DateTimeFormat('ar-u-ca-islamic-umalqura-nu-latn', {
  calendar: 'islamic-umalqura',
  numberingSystem: 'latn',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Riyadh',
});

/**
 * A date as an Arabic page reads it: the Gregorian text, then the Umm al-Qura Hijri date of the
 * Riyadh day `instant` falls on ("الأحد 29 نوفمبر 2026 (19 جمادى الآخرة 1448 هـ)"). English
 * pages keep the Gregorian text alone (docs/decisions.md 30).
 */
export function withHijriDate(gregorian: string, instant: number, locale: string): string {
  return locale === 'ar' ? `${gregorian} (${hijriFormatter.format(instant)})` : gregorian;
}

/** When a receipt was issued, in Riyadh time; in Arabic with its Hijri date. */
export function formatReceiptMoment(instant: string, locale: string): string {
  const parsed = Date.parse(instant);
  return Number.isNaN(parsed) ? instant : withHijriDate(formatter(locale, 'moment').format(parsed), parsed, locale);
}

/**
 * A visit's day as its appointment line reads it: weekday, day and month ("Sunday 29 November");
 * in Arabic with the year and the Hijri date ("الأحد 29 نوفمبر 2026 (19 جمادى الآخرة 1448 هـ)").
 */
export function formatAppointmentDay(date: string, locale: string): string {
  const parsed = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed)) return date;
  const parts = formatter(locale, 'visitDay').formatToParts(parsed);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  const day = `${part('weekday')} ${part('day')} ${part('month')}`;
  // The business day is Riyadh's: its noon there is on it whatever the zone.
  return locale === 'ar' ? withHijriDate(`${day} ${date.slice(0, 4)}`, Date.parse(`${date}T12:00:00+03:00`), locale) : day;
}
