import * as todays from '../../../machines/domain/booking-rules.ts';
import { tightenedBookingRules } from '../tightened-rules.ts';

// machines/domain/booking-rules.ts in the tightened build: the same, but for the rules that tighten.
export * from '../../../machines/domain/booking-rules.ts';
export const { withinWorkingHours, noFridayService, notBeforeToday } = tightenedBookingRules(todays);
