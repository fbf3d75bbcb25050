// How many VIP plans were in force at the end of each day: each `subscription-{id}` stream is
// replayed through its machine, event by event, and the stretches of time it was active (a grant
// until its expiry, moved by an extension, cut short by a revocation or replaced by a new grant)
// are laid over the days' ends.
import type { AnyMachineSnapshot } from 'xstate';
import type { MachineEvent } from '../domain/envelope.ts';
import type { IsoDate } from '../domain/riyadh-calendar.ts';
import { initialSnapshot, replay } from '../stream-decision.ts';
import { activeAt, subscriptionMachine, type SubscriptionContext } from '../subscription.machine.ts';
import { riyadhDayEnd } from './analytics-range.ts';

/** A stretch of time a plan was active: from `start` (included) to `end` (excluded), epoch ms. */
export interface ActiveStretch {
  start: number;
  end: number;
}

const dayMs = 24 * 60 * 60 * 1000;
let noPlanYet: AnyMachineSnapshot | undefined;

/** One customer's active stretches, from their subscription stream's accepted events in order. */
export function activeStretches(events: readonly MachineEvent[]): ActiveStretch[] {
  const stretches: ActiveStretch[] = [];
  let snapshot = (noPlanYet ??= initialSnapshot(subscriptionMachine));
  events.forEach((event, index) => {
    snapshot = replay(subscriptionMachine, [event], snapshot);
    const context = snapshot.context as SubscriptionContext;
    if (!activeAt(context, event.at)) return;
    const start = Date.parse(event.at);
    const next = events[index + 1];
    // Until the next event changes it, the plan runs to its expiry.
    const end = Math.min(Date.parse(context.expiresAt!), next ? Date.parse(next.at) : Infinity);
    if (end > start) stretches.push({ start, end });
  });
  return stretches;
}

/** How many of the stretches hold the end of each day (every Riyadh day lasts 24 hours). */
export function activePlansPerDay(stretches: readonly ActiveStretch[], days: readonly IsoDate[]): number[] {
  const counts = new Array<number>(days.length + 1).fill(0);
  if (days.length === 0) return [];
  const firstEnd = riyadhDayEnd(days[0]!);
  const clamp = (index: number) => Math.min(Math.max(index, 0), days.length);
  for (const { start, end } of stretches) {
    const first = clamp(Math.ceil((start - firstEnd) / dayMs));
    const afterLast = clamp(Math.ceil((end - firstEnd) / dayMs));
    if (first >= afterLast) continue;
    counts[first]! += 1;
    counts[afterLast]! -= 1;
  }
  let running = 0;
  return days.map((_, index) => (running += counts[index]!));
}
