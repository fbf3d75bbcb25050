import { addDays, daysBetween, riyadhDateOf, riyadhInstant } from './riyadh-moments.ts';
import type { IsoDate } from '../../machines/domain/riyadh-calendar.ts';

// The admin works in sittings: every other day from 10:00 in Riyadh, one task every three
// minutes. An admin session ends after 30 idle minutes, so each sitting is one admin sign-in,
// and sign-ins (a password hash each) are what make the demo slow: fewer sittings, faster run.
const sittingEveryDays = 2;
const sittingStartsAt = 10;
const minutesPerTask = 3;

export class AdminDesk {
  /** Tasks given so far, by the sitting's date. */
  private readonly tasks = new Map<IsoDate, number>();

  constructor(
    private readonly firstDay: IsoDate,
    private readonly until: Date,
  ) {}

  /** Whether a sitting begins after `moment` and by `until`. */
  sitsAfter(moment: Date): boolean {
    for (const date of this.sittingsFrom(moment)) if (riyadhInstant(date, sittingStartsAt) > moment) return true;
    return false;
  }

  /** When the admin does a task that may be done from `earliest` on; null when no sitting before `until` has room. */
  taskAt(earliest: Date): Date | null {
    for (const date of this.sittingsFrom(earliest)) {
      if (riyadhInstant(date, sittingStartsAt) < earliest) continue;
      const given = this.tasks.get(date) ?? 0;
      const at = riyadhInstant(date, sittingStartsAt, given * minutesPerTask);
      if (at > this.until) return null;
      this.tasks.set(date, given + 1);
      return at;
    }
    return null;
  }

  /** The days of the sittings that begin by `until`, from the one of `moment`'s day or before. */
  private *sittingsFrom(moment: Date): Generator<IsoDate> {
    const daysIn = Math.max(0, daysBetween(this.firstDay, riyadhDateOf(moment)));
    for (let date = addDays(this.firstDay, daysIn - (daysIn % sittingEveryDays)); ; date = addDays(date, sittingEveryDays)) {
      if (riyadhInstant(date, sittingStartsAt) > this.until) return;
      yield date;
    }
  }
}
