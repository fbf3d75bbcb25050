// The days and times the booking form offers, as the page's language reads them: names of
// weekdays and months, Arabic-Indic digits and "ص/م" on Arabic pages. Which ones are offered is
// the booking rules' answer (machines/domain/bookable-times.ts).
import { bookableDays, bookableSlots } from '../../machines/domain/bookable-times.ts';
import type { WorkingHours } from '../../machines/domain/booking-rules.ts';
import type { Locale } from './locale.ts';

export interface Choice {
  /** 'YYYY-MM-DD' for a day, 'HH:MM' for a time: what the booking records. */
  value: string;
  label: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, what: 'day' | 'time'): Intl.DateTimeFormat {
  const key = `${locale}|${what}`;
  let made = formatters.get(key);
  if (!made) {
    const digits = locale === 'ar' ? 'arab' : 'latn';
    const options: Intl.DateTimeFormatOptions =
      what === 'day' ? { weekday: 'long', day: 'numeric', month: 'long' } : { hour: 'numeric', minute: '2-digit' };
    // A day or a time of day, not a moment: read in UTC so it never shifts.
    made = new Intl.DateTimeFormat(`${locale}-u-ca-gregory-nu-${digits}`, { ...options, timeZone: 'UTC' });
    formatters.set(key, made);
  }
  return made;
}

function labelled(values: string[], chosen: string, locale: Locale, what: 'day' | 'time'): Choice[] {
  // A value chosen earlier (a draft kept from yesterday) stays listed, so the form shows why it no longer fits.
  const listed = chosen !== '' && !values.includes(chosen) ? [chosen, ...values] : values;
  return listed.map((value) => {
    const parsed = Date.parse(what === 'day' ? `${value}T00:00:00Z` : `1970-01-01T${value}:00Z`);
    return { value, label: Number.isNaN(parsed) ? value : formatter(locale, what).format(parsed) };
  });
}

/** The bookable days from Riyadh's today on, and the one already chosen. */
export function dayChoices(hours: WorkingHours, now: string, chosen: string, locale: Locale): Choice[] {
  return labelled(bookableDays(hours, now), chosen, locale, 'day');
}

/** The bookable times of the chosen day (all working hours while none is), and the one already chosen. */
export function timeChoices(hours: WorkingHours, day: string, now: string, chosen: string, locale: Locale): Choice[] {
  return labelled(bookableSlots(hours, day === '' ? null : day, now), chosen, locale, 'time');
}
