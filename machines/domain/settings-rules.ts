import type { WorkingHours } from './booking-rules.ts';
import type { IsoDate } from './riyadh-calendar.ts';
import type { Offer } from './settings-events.ts';

// The rules the business's settings keep, one function each, true when the settings respect
// the rule. The settings machine and the admin's forms both call these, and each name is the
// reason code the admin reads when the rule says no. None reads the clock.

/** A working day opens before it closes ('HH:MM', same day). */
export function workingHoursOpenBeforeTheyClose(hours: WorkingHours): boolean {
  return hours.opens < hours.closes;
}

/** Only an offer that is published can be withdrawn. */
export function offerExists(offers: readonly Offer[], offerId: string): boolean {
  return offers.some((offer) => offer.offerId === offerId);
}

/** An offer runs through its end date, a Riyadh day, included; one without an end runs on. */
export function offerRunsOn(offer: Offer, today: IsoDate): boolean {
  return offer.endsOn === undefined || offer.endsOn >= today;
}
