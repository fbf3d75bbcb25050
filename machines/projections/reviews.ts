// The customers' reviews of their visits, as the admin's Analytics read them over a range of
// Riyadh days (the day a review was first written, its stars as last changed): how many and
// their average, the average so far at the end of each day (its trend), and the same per
// technician and per service (a visit for two services counts for each). Pure.
import type { AnyMachineSnapshot } from 'xstate';
import { serviceIds, type ServiceId } from '../domain/constants.ts';
import { riyadhDateAt, type IsoDate } from '../domain/riyadh-calendar.ts';
import { parseStream } from '../domain/streams.ts';
import type { RequestContext } from '../request.machine.ts';
import { daysOf, dayWithin, type DayRange } from './analytics-range.ts';

export interface StarsFigure {
  count: number;
  /** The mean of the stars, from 1 to 5; null when nothing was reviewed. */
  average: number | null;
}

export interface TechnicianReviews extends StarsFigure {
  technicianId: string;
  name: { en: string; ar: string };
}

export interface ReviewFigures extends StarsFigure {
  days: IsoDate[];
  /** The average of every review of the range up to the end of each day; null before the first. */
  averageSoFarPerDay: (number | null)[];
  /** Every technician with a reviewed visit in the range, by name; visits without one are left out. */
  perTechnician: TechnicianReviews[];
  perService: Record<ServiceId, StarsFigure>;
}

interface Tally {
  count: number;
  total: number;
}

const figureOf = ({ count, total }: Tally): StarsFigure => ({ count, average: count === 0 ? null : total / count });
const noTally = (): Tally => ({ count: 0, total: 0 });
const add = (tally: Tally, stars: number) => {
  tally.count += 1;
  tally.total += stars;
};

export function reviewFigures(streams: ReadonlyMap<string, AnyMachineSnapshot>, range: DayRange): ReviewFigures {
  const days = daysOf(range);
  const all = noTally();
  const perDay = new Map(days.map((day) => [day, noTally()]));
  const perService = new Map(serviceIds.map((service) => [service, noTally()]));
  const perTechnician = new Map<string, Tally & { name: TechnicianReviews['name'] }>();

  for (const [stream, snapshot] of streams) {
    if (parseStream(stream)?.kind !== 'request') continue;
    const { review, services, appointment } = snapshot.context as RequestContext;
    if (!review) continue;
    const day = riyadhDateAt(review.at);
    if (!dayWithin(day, range)) continue;
    add(all, review.stars);
    add(perDay.get(day)!, review.stars);
    for (const service of services) add(perService.get(service)!, review.stars);
    const technician = appointment?.technician;
    if (technician) {
      const tally = perTechnician.get(technician.id) ?? { ...noTally(), name: technician.name };
      add(tally, review.stars);
      perTechnician.set(technician.id, tally);
    }
  }

  const soFar = noTally();
  return {
    ...figureOf(all),
    days,
    averageSoFarPerDay: days.map((day) => {
      const { count, total } = perDay.get(day)!;
      soFar.count += count;
      soFar.total += total;
      return figureOf(soFar).average;
    }),
    perTechnician: [...perTechnician]
      .map(([technicianId, tally]) => ({ technicianId, name: tally.name, ...figureOf(tally) }))
      .sort((a, b) => a.name.en.localeCompare(b.name.en)),
    perService: Object.fromEntries(serviceIds.map((service) => [service, figureOf(perService.get(service)!)])) as Record<ServiceId, StarsFigure>,
  };
}

/** A review of 1 or 2 stars: the admin is told as soon as one arrives. */
export const lowRating = (stars: number): boolean => stars <= 2;
