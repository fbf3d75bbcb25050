import { windowFrom, type ArrivalWindow } from '../../machines/domain/arrival-window.ts';
import { isFriday, type IsoDate } from '../../machines/domain/riyadh-calendar.ts';
import { cancelVisit, moveVisit, review } from './customer-visit-actions.ts';
import type { PlannedRequest } from './demo-cast.ts';
import { complete } from './request-actions.ts';
import { reviews } from './review-wording.ts';
import {
  addDays,
  customerMoment,
  hoursAfter,
  minutesAfter,
  nextWorkingDay,
  riyadhDateOf,
  riyadhInstant,
  riyadhTimeOf,
  visitTimes,
} from './riyadh-moments.ts';
import { completionNotes } from './service-needs.ts';
import { arrivalWindowMinutes } from './settings-story.ts';
import type { StoryContext } from './story-context.ts';
import { confirmVisit, technicianArrived, technicianOnTheWay } from './technician-actions.ts';
import { windowStart, type BookedVisit } from './technician-rota.ts';
import type { Act } from './timeline.ts';

// A paid or included request's visit: at the first sitting after, the admin confirms a window
// with a technician who does the work; on the day the technician sets off (with the time they
// expect to arrive), arrives and reports the work done, all within the window, and most
// customers review it. A couple of visits are moved by the admin at the next sitting: one to
// another technician, one to another day. Some customers take a hand: one moves their visit
// to a later day of their technician's, some give it up, in time or within the fee's hours.
export type VisitEnding = 'appointed' | 'onTheWay' | 'arrived' | 'completed' | 'movedByCustomer' | 'cancelledInTime' | 'cancelledLate';

/** How far the visit goes: to an ending, or as far as the story's end lets it. */
export type VisitGoal = VisitEnding | 'asTimeAllows';

export interface PlannedVisit {
  steps: Array<[Date, Act]>;
  reached: VisitEnding;
}

const searchDays = 14;
/** How long after its window opens an underway visit's last step comes at most, in minutes. */
const underwayLead: Record<'onTheWay' | 'arrived', number> = { onTheWay: 15, arrived: 45 };

/** The share of completed visits their customers review. */
const reviewedShare = 0.6;

export function plannedVisit(context: StoryContext, request: PlannedRequest, readyAt: Date, goal: VisitGoal): PlannedVisit | null {
  const { desk, rota, until } = context;
  const confirmedAt = desk.taskAt(readyAt);
  if (!confirmedAt) return null;
  const movedByTheAdmin = goal === 'completed' && rota.movesLeft > 0;
  const booked = movedByTheAdmin
    ? movedByAdmin(context, request, confirmedAt)
    : goal === 'movedByCustomer'
      ? movedByCustomer(context, request, confirmedAt)
      : confirmed(context, request, confirmedAt, goal);
  if (!booked) return null;
  const { visit, steps } = booked;
  if (goal === 'cancelledInTime' || goal === 'cancelledLate') {
    const cancelledAt = goal === 'cancelledInTime' ? customerMoment(context.random, confirmedAt, 1, 20) : lateCancellation(context, visit.window);
    if (cancelledAt > until) return null;
    return { steps: [...steps, [cancelledAt, (stage) => cancelVisit(stage, request)]], reached: goal };
  }
  const onTheDay = dayOfVisit(context, request, visit.window);
  const wantedSteps = goal === 'appointed' ? 0 : goal === 'onTheWay' ? 1 : goal === 'arrived' ? 2 : 3;
  const happened = onTheDay.slice(0, wantedSteps).filter(([at]) => goal !== 'asTimeAllows' || at <= until);
  if (wantedSteps === 3 && goal !== 'asTimeAllows' && happened.some(([at]) => at > until)) return null;
  // Counted only once the visit is sure to be told: a plan given up leaves the move for another.
  if (movedByTheAdmin) rota.movesLeft -= 1;
  const reached = goal === 'movedByCustomer' ? goal : (['appointed', 'onTheWay', 'arrived', 'completed'] as const)[happened.length]!;
  const reviewed = happened.length === 3 ? reviewOf(context, request, happened[2]![0]) : [];
  return { steps: [...steps, ...happened, ...reviewed], reached };
}

interface BookedSteps {
  visit: BookedVisit;
  steps: Array<[Date, Act]>;
}

/** The window the admin confirms at `confirmedAt`, far enough ahead for what the goal needs. */
function confirmed(context: StoryContext, request: PlannedRequest, confirmedAt: Date, goal: VisitGoal): BookedSteps | null {
  const { rota, until } = context;
  const { services, preferredDate, preferredTime } = request.booking;
  const confirmedOn = riyadhDateOf(confirmedAt);
  const wanted =
    goal === 'appointed'
      ? windowsFrom(laterOf(preferredDate, addDays(riyadhDateOf(until), 1)), preferredTime)
      : goal === 'onTheWay' || goal === 'arrived'
        ? windowsBefore(minutesAfter(until, -underwayLead[goal]))
        : goal === 'cancelledInTime'
          ? windowsFrom(laterOf(preferredDate, addDays(confirmedOn, 3)), preferredTime)
          : goal === 'cancelledLate'
            ? windowsFrom(laterOf(preferredDate, addDays(confirmedOn, 1)), preferredTime)
            : windowsFrom(preferredDate, preferredTime);
  const visit = rota.book(services, confirmedAt, wanted);
  return visit && { visit, steps: [[confirmedAt, (stage) => confirmVisit(stage, request, visit, null)]] };
}

/** Confirmed, then moved by the admin at the next sitting: the first time to another technician, the second to another day. */
function movedByAdmin(context: StoryContext, request: PlannedRequest, confirmedAt: Date): BookedSteps | null {
  const { desk, rota } = context;
  const { services, preferredTime } = request.booking;
  const movedAt = desk.taskAt(hoursAfter(confirmedAt, 1));
  if (!movedAt) return null;
  // Booked far enough ahead that the next sitting still comes before the window.
  const first = rota.book(services, movedAt, windowsFrom(addDays(riyadhDateOf(confirmedAt), 3), preferredTime));
  if (!first) return null;
  const later = windowsFrom(nextWorkingDay(first.window.date), first.window.from);
  const visit =
    rota.movesLeft === 2
      ? rota.book(services, movedAt, [first.window, ...later], (technician) => technician !== first.technician)
      : rota.book(services, movedAt, later, (technician) => technician === first.technician);
  if (!visit) return null;
  return {
    visit,
    steps: [
      [confirmedAt, (stage) => confirmVisit(stage, request, first, null)],
      [movedAt, (stage) => confirmVisit(stage, request, visit, first.technician)],
    ],
  };
}

/** Confirmed two days ahead or more; by the next day the customer moves it to a later day their technician is free. */
function movedByCustomer(context: StoryContext, request: PlannedRequest, confirmedAt: Date): BookedSteps | null {
  const { random, rota } = context;
  const { services, preferredDate, preferredTime } = request.booking;
  const first = rota.book(services, confirmedAt, windowsFrom(laterOf(preferredDate, addDays(riyadhDateOf(confirmedAt), 2)), preferredTime));
  if (!first) return null;
  const movedAt = customerMoment(random, confirmedAt, 2, 24);
  const later = windowsFrom(nextWorkingDay(first.window.date), random.pick(visitTimes));
  const visit = rota.book(services, movedAt, later, (technician) => technician === first.technician);
  if (!visit || movedAt >= windowStart(first.window)) return null;
  return {
    visit,
    steps: [
      [confirmedAt, (stage) => confirmVisit(stage, request, first, null)],
      [movedAt, (stage) => moveVisit(stage, request, visit.window)],
    ],
  };
}

/** Within the fee's hours (the demo's 24): the evening before a morning visit, a few hours before a later one. */
function lateCancellation({ random }: StoryContext, window: ArrivalWindow): Date {
  const start = windowStart(window);
  if (window.from < '12:00') return riyadhInstant(addDays(window.date, -1), 21, random.int(0, 59));
  return minutesAfter(start, -random.int(120, 240));
}

/** Most customers review the visit within a day or so of it; a review the story's end would come after is left out. */
function reviewOf(context: StoryContext, request: PlannedRequest, doneAt: Date): Array<[Date, Act]> {
  const { random, until } = context;
  if (!random.chance(reviewedShare)) return [];
  const at = customerMoment(random, doneAt, 1, 30);
  const { stars, comment } = random.pick(reviews);
  return at <= until ? [[at, (stage) => review(stage, request, stars, comment[request.customer.language])]] : [];
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
