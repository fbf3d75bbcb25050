import type { IsoDate } from './riyadh-calendar.ts';
import type { VisitRules } from './settings-events.ts';

// A paid or included visit the customer gives up online (docs/decisions.md 25, 26): allowed
// until the visit starts (the arrival window, or the preferred time while no appointment is
// set), free up to `freeCancellationHours` before that, and for `lateCancellationFeePercent`
// of the price paid after. The request machine checks the figures the customer was shown,
// and the server refunds the rest through the provider. None reads the clock.
export interface CancellationFigures {
  feeHalalas: number;
  refundHalalas: number;
}

/** The instant a visit starts: a Riyadh date and 'HH:MM' (UTC+3 all year). */
export const visitStartsAt = (date: IsoDate, time: string): string => new Date(`${date}T${time}:00+03:00`).toISOString();

/** A visit may be cancelled only before it starts. */
export const beforeVisitStarts = (startsAt: string, instant: string): boolean => Date.parse(instant) < Date.parse(startsAt);

/** Cancelled at least `freeCancellationHours` before the visit starts: no fee. */
export const freeCancellation = (startsAt: string, instant: string, rules: VisitRules): boolean =>
  Date.parse(startsAt) - Date.parse(instant) >= rules.freeCancellationHours * 3_600_000;

/** What a cancellation at `instant` keeps of the price paid, and what goes back to the card. */
export function cancellationFigures(priceHalalas: number, startsAt: string, instant: string, rules: VisitRules): CancellationFigures {
  const feeHalalas = freeCancellation(startsAt, instant, rules) ? 0 : Math.round((priceHalalas * rules.lateCancellationFeePercent) / 100);
  return { feeHalalas, refundHalalas: priceHalalas - feeHalalas };
}

/** The figures a cancellation carries are the ones its rules give at its instant. */
export const feeAsTheRulesSay = (carried: CancellationFigures, priceHalalas: number, startsAt: string, instant: string, rules: VisitRules): boolean => {
  const due = cancellationFigures(priceHalalas, startsAt, instant, rules);
  return carried.feeHalalas === due.feeHalalas && carried.refundHalalas === due.refundHalalas;
};
