// Riyadh's calendar date now: read from the clock by a route's loader, each time its page
// opens, so views never read the clock themselves.
import { riyadhDateAt, type IsoDate } from '../../machines/domain/riyadh-calendar.ts';

export function riyadhToday(clock: () => Date = () => new Date()): IsoDate {
  return riyadhDateAt(clock().toISOString());
}
