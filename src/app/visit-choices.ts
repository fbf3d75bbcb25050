// The days and times the booking form offers, as the page's language reads them: names of
// weekdays and months, and "ص/م" on Arabic pages. Which ones are offered is the booking rules'
// answer (machines/domain/bookable-times.ts); the admin sets the working hours from the same slots.
import { bookableDays, bookableSlots } from '../../machines/domain/bookable-times.ts';
import type { WorkingHours } from '../../machines/domain/booking-rules.ts';
import { formatTimeOfDay, formatVisitDay } from './business-dates.ts';
import type { Locale } from './locale.ts';

export interface Choice {
  /** 'YYYY-MM-DD' for a day, 'HH:MM' for a time: what the booking records. */
  value: string;
  label: string;
}

function labelled(values: string[], chosen: string, label: (value: string, locale: Locale) => string, locale: Locale): Choice[] {
  // A value chosen earlier (a draft kept from yesterday) stays listed, so the form shows why it no longer fits.
  const listed = chosen !== '' && !values.includes(chosen) ? [chosen, ...values] : values;
  return listed.map((value) => ({ value, label: label(value, locale) }));
}

/** The bookable days from Riyadh's today on, and the one already chosen. */
export function dayChoices(hours: WorkingHours, now: string, chosen: string, locale: Locale): Choice[] {
  return labelled(bookableDays(hours, now), chosen, formatVisitDay, locale);
}

/** The bookable times of the chosen day (all working hours while none is), and the one already chosen. */
export function timeChoices(hours: WorkingHours, day: string, now: string, chosen: string, locale: Locale): Choice[] {
  return labelled(bookableSlots(hours, day === '' ? null : day, now), chosen, formatTimeOfDay, locale);
}

const wholeDay: WorkingHours = { opens: '00:00', closes: '23:59' };

/** The times working hours may open or close at: every slot of a day, and the one already set. */
export function hoursChoices(chosen: string, locale: Locale): Choice[] {
  return labelled(bookableSlots(wholeDay, null, ''), chosen, formatTimeOfDay, locale);
}
