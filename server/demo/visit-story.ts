import { windowFrom, type ArrivalWindow } from '../../machines/domain/arrival-window.ts';
import { isFriday, type IsoDate } from '../../machines/domain/riyadh-calendar.ts';
import type { PlannedRequest } from './demo-cast.ts';
import { complete } from './request-actions.ts';
import { addDays, hoursAfter, minutesAfter, nextWorkingDay, riyadhDateOf, riyadhTimeOf, visitTimes } from './riyadh-moments.ts';
import { completionNotes } from './service-needs.ts';
import { arrivalWindowMinutes } from './settings-story.ts';
import type { StoryContext } from './story-context.ts';
import { confirmVisit, technicianArrived, technicianOnTheWay } from './technician-actions.ts';
import { windowStart, type BookedVisit } from './technician-rota.ts';
import type { Act } from './timeline.ts';

// A paid or included request's visit: at the first sitting after, the admin confirms a window
// with a technician who does the work; on the day the technician sets off (with the time they
// expect to arrive), arrives and reports the work done, all within the window. A couple of
// visits are moved at the next sitting: one to another technician, one to another day.
export type VisitEnding = 'appointed' | 'onTheWay' | 'arrived' | 'completed';

/** How far the visit goes: to an ending, or as far as the story's end lets it. */
export type VisitGoal = VisitEnding | 'asTimeAllows';

export interface PlannedVisit {
  steps: Array<[Date, Act]>;
  reached: VisitEnding;
}

const searchDays = 14;
/** How long after its window opens an underway visit's last step comes at most, in minutes. */
const underwayLead: Record<'onTheWay' | 'arrived', number> = { onTheWay: 15, arrived: 45 };

export function plannedVisit(context: StoryContext, request: PlannedRequest, readyAt: Date, goal: VisitGoal): PlannedVisit | null {
  const { desk, rota, until } = context;
  const confirmedAt = desk.taskAt(readyAt);
  if (!confirmedAt) return null;
  const { services, preferredDate, preferredTime } = request.booking;
  const steps: Array<[Date, Act]> = [];
  let visit: BookedVisit | null;
  if (goal === 'completed' && rota.movesLeft > 0) {
    const movedAt = desk.taskAt(hoursAfter(confirmedAt, 1));
    if (!movedAt) return null;
    // Booked far enough ahead that the next sitting still comes before the window.
    const first = rota.book(services, movedAt, windowsFrom(addDays(riyadhDateOf(confirmedAt), 3), preferredTime));
    if (!first) return null;
    const later = windowsFrom(nextWorkingDay(first.window.date), first.window.from);
    visit =
      rota.movesLeft === 2
        ? rota.book(services, movedAt, [first.window, ...later], (technician) => technician !== first.technician)
        : rota.book(services, movedAt, later, (technician) => technician === first.technician);
    if (!visit) return null;
    rota.movesLeft -= 1;
    const moved = visit;
    steps.push([confirmedAt, (stage) => confirmVisit(stage, request, first, null)]);
    steps.push([movedAt, (stage) => confirmVisit(stage, request, moved, first.technician)]);
  } else {
    const wanted =
      goal === 'appointed'
        ? windowsFrom(laterOf(preferredDate, addDays(riyadhDateOf(until), 1)), preferredTime)
        : goal === 'onTheWay' || goal === 'arrived'
          ? windowsBefore(minutesAfter(until, -underwayLead[goal]))
          : windowsFrom(preferredDate, preferredTime);
    visit = rota.book(services, confirmedAt, wanted);
    if (!visit) return null;
    const booked = visit;
    steps.push([confirmedAt, (stage) => confirmVisit(stage, request, booked, null)]);
  }
  const onTheDay = dayOfVisit(context, request, visit.window);
  const wantedSteps = goal === 'appointed' ? 0 : goal === 'onTheWay' ? 1 : goal === 'arrived' ? 2 : 3;
  const happened = onTheDay.slice(0, wantedSteps).filter(([at]) => goal !== 'asTimeAllows' || at <= until);
  if (goal === 'completed' && happened.some(([at]) => at > until)) return null;
  const reached = (['appointed', 'onTheWay', 'arrived', 'completed'] as const)[happened.length]!;
  return { steps: [...steps, ...happened], reached };
}

/** The technician sets off soon after the window opens, arrives when they said and is done well before it closes. */
function dayOfVisit({ random }: StoryContext, request: PlannedRequest, window: ArrivalWindow): Array<[Date, Act]> {
  const setOff = minutesAfter(windowStart(window), random.int(0, 15));
  const arrival = minutesAfter(setOff, random.int(18, 28));
  const done = minutesAfter(arrival, random.int(15, 28));
  const expectedAt = riyadhTimeOf(arrival);
  const note = random.pick(completionNotes)[request.customer.language];
  return [
    [setOff, (stage) => technicianOnTheWay(stage, request, expectedAt)],
    [arrival, (stage) => technicianArrived(stage, request)],
    [done, (stage) => complete(stage, request, note)],
  ];
}

const laterOf = (a: IsoDate, b: IsoDate) => (a > b ? a : b);

const windowAt = (date: IsoDate, from: string): ArrivalWindow => windowFrom(date, from, arrivalWindowMinutes)!;

/** Windows from `date` at `from` on, over the next working days, each day's from `from` round. */
function* windowsFrom(date: IsoDate, from: string): Generator<ArrivalWindow> {
  const first = Math.max(0, visitTimes.indexOf(from));
  const aroundFrom = [...visitTimes.slice(first), ...visitTimes.slice(0, first)];
  for (let day = 0; day < searchDays; day += 1) {
    const on = addDays(date, day);
    if (isFriday(on)) continue;
    const times = day === 0 ? visitTimes.slice(first) : aroundFrom;
    for (const time of times) yield windowAt(on, time);
  }
}

/** Windows opened by `moment`, the latest first. */
function* windowsBefore(moment: Date): Generator<ArrivalWindow> {
  for (let day = 0; day < searchDays; day += 1) {
    const on = addDays(riyadhDateOf(moment), -day);
    if (isFriday(on)) continue;
    for (const time of [...visitTimes].reverse()) {
      const window = windowAt(on, time);
      if (windowStart(window) <= moment) yield window;
    }
  }
}
