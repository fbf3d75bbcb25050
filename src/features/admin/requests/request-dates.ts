// Dates on the Requests tab: a booking's preferred day as the customer chose it, and the
// moments of its history in Riyadh time, whatever the admin's browser is set to.
const riyadh = 'Asia/Riyadh';
const tag = (locale: string) => `${locale}-u-nu-latn-ca-gregory`;

/** A YYYY-MM-DD day is a calendar day, not a moment: formatted in UTC it never shifts. */
export function formatDay(isoDate: string, locale: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return isoDate;
  return new Intl.DateTimeFormat(tag(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(day);
}

export function formatMoment(isoInstant: string, locale: string): string {
  const moment = new Date(isoInstant);
  if (Number.isNaN(moment.getTime())) return isoInstant;
  return new Intl.DateTimeFormat(tag(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: riyadh }).format(moment);
}

export function formatList(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}
