// Business dates ('YYYY-MM-DD', Riyadh) and times ('HH:MM') as the customer reads them:
// Gregorian calendar, Latin digits, the day named in the page's language.
export function formatBusinessDate(date: string, locale: string): string {
  const parsed = Date.parse(`${date}T12:00:00Z`);
  if (Number.isNaN(parsed)) return date;
  return new Intl.DateTimeFormat(`${locale}-u-ca-gregory-nu-latn`, {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(parsed);
}
