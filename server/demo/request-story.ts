import { serviceIds, type ServiceId } from '../../machines/domain/constants.ts';
import type { DemoCustomer, PlannedRequest } from './demo-cast.ts';
import { payForRequest } from './payment-actions.ts';
import { answerOffer, book, cancel, decline, offer } from './request-actions.ts';
import { customerMoment, hoursAfter, minutesAfter, visitAfter } from './riyadh-moments.ts';
import { declineNotes, offerNotes, revisedOfferNote, serviceNeeds, warrantyRevisitNote } from './service-needs.ts';
import { plannedRequest, type StoryContext } from './story-context.ts';
import type { Act } from './timeline.ts';
import { plannedVisit, type VisitEnding } from './visit-story.ts';

// About a hundred bookings of one service each, ending in every state a request can be left
// in: the older ones paid, visited and done (a couple moved by their customers first), a few
// given up by their customers once confirmed (within the fee's hours or in time), the newest
// still waiting for the admin, the customer or the technician. A couple are revisits the admin
// offers free under the warranty: accepted, they are scheduled. Paid and scheduled requests wait only for the admin's next
// sitting, which confirms their visit (visit-story.ts).
export type Ending =
  | 'pending'
  | 'cancelledWhilePending'
  | 'declined'
  | 'offered'
  | 'cancelledWhenOffered'
  | 'offerRejected'
  | 'awaitingPayment'
  | 'paid'
  | 'scheduled'
  | VisitEnding
  | 'completedAfterSecondOffer';

/** How many requests end so, booked between these many days ago. */
const endings: ReadonlyArray<[Ending, number, DaysAgo]> = [
  ['completed', 30, [6, 88]],
  ['completedAfterSecondOffer', 3, [10, 60]],
  ['appointed', 9, [1, 10]],
  ['onTheWay', 1, [1, 6]],
  ['arrived', 1, [1, 6]],
  ['movedByCustomer', 2, [8, 70]],
  ['cancelledLate', 2, [4, 70]],
  ['cancelledInTime', 1, [4, 70]],
  ['paid', 3, [0.3, 3]],
  ['awaitingPayment', 9, [1, 10]],
  ['scheduled', 2, [0.3, 3]],
  ['offered', 10, [0.5, 6]],
  ['pending', 10, [0.1, 4]],
  ['offerRejected', 8, [3, 80]],
  ['declined', 9, [2, 85]],
  ['cancelledWhilePending', 5, [2, 80]],
  ['cancelledWhenOffered', 5, [3, 80]],
];

export interface RequestStory {
  request: PlannedRequest;
  bookedAt: Date;
  ending: Ending;
}

const dayMs = 86_400_000;
const attempts = 40;

export function generalRequests(context: StoryContext, customers: DemoCustomer[]): RequestStory[] {
  const stories: RequestStory[] = [];
  for (const [ending, count, daysAgo] of endings) {
    for (let made = 0; made < count; made += 1) {
      const story = planRequest(context, customers, ending, daysAgo);
      if (story) stories.push(story);
    }
  }
  return stories;
}

type DaysAgo = [newest: number, oldest: number];

function planRequest(context: StoryContext, customers: DemoCustomer[], ending: Ending, [newest, oldest]: DaysAgo): RequestStory | null {
  const { random, until, timeline } = context;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const daysAgo = newest + random.next() * (oldest - newest);
    const bookedAt = customerMoment(random, new Date(until.getTime() - daysAgo * dayMs), 0, 0);
    const registered = customers.filter((customer) => customer.registeredAt < hoursAfter(bookedAt, -1));
    if (registered.length === 0) continue;
    const customer = random.pick(registered);
    const service = random.pick(serviceIds);
    const visit = visitAfter(random, bookedAt);
    const note = random.pick(serviceNeeds[service].notes)[customer.language];
    const request = plannedRequest(context, customer, bookedAt, { kind: 'general', services: [service], note, visit });
    const steps = lifeOf(context, request, bookedAt, ending);
    if (!steps || steps.some(([at]) => at > until)) continue;
    for (const [at, act] of steps) timeline.add(at, act, customer);
    return { request, bookedAt, ending };
  }
  return null;
}

/** The request's scenes up to its ending, or null when the admin has no sitting left for them. */
function lifeOf(context: StoryContext, request: PlannedRequest, bookedAt: Date, ending: Ending): Array<[Date, Act]> | null {
  const { random, desk } = context;
  const language = request.customer.language;
  const { booking } = request;
  const steps: Array<[Date, Act]> = [[bookedAt, (stage) => book(stage, request)]];
  if (ending === 'pending') return steps;
  if (ending === 'cancelledWhilePending') return [...steps, [customerMoment(random, bookedAt, 1, 30), (stage) => cancel(stage, request)]];

  const adminAt = desk.taskAt(hoursAfter(bookedAt, 1));
  if (!adminAt) return null;
  if (ending === 'declined') {
    const note = random.pick(declineNotes)[language];
    return [...steps, [adminAt, (stage) => decline(stage, request, note)]];
  }
  const price = ending === 'scheduled' ? 0 : priceOf(context, booking.services[0]!);
  const note = ending === 'scheduled' ? warrantyRevisitNote[language] : random.pick(offerNotes)[language];
  steps.push([adminAt, (stage) => offer(stage, request, price, note)]);
  if (ending === 'offered') return steps;

  const answeredAt = customerMoment(random, adminAt, 1, 30);
  if (ending === 'cancelledWhenOffered') return [...steps, [answeredAt, (stage) => cancel(stage, request)]];
  if (ending === 'offerRejected' || ending === 'completedAfterSecondOffer') {
    steps.push([answeredAt, (stage) => answerOffer(stage, request, 'request.offerRejected')]);
  }
  if (ending === 'offerRejected') return steps;

  let acceptedAt = answeredAt;
  if (ending === 'completedAfterSecondOffer') {
    const revisedAt = desk.taskAt(hoursAfter(answeredAt, 1));
    if (!revisedAt) return null;
    const revised = Math.round((price * 0.85) / 1000) * 1000;
    steps.push([revisedAt, (stage) => offer(stage, request, revised, revisedOfferNote[language])]);
    acceptedAt = customerMoment(random, revisedAt, 1, 20);
  }
  steps.push([acceptedAt, (stage) => answerOffer(stage, request, 'request.offerAccepted')]);
  if (ending === 'awaitingPayment') return steps;
  // Left paid or scheduled only when no sitting has come since.
  if (ending === 'scheduled') return desk.sitsAfter(acceptedAt) ? null : steps;

  const paidAt = minutesAfter(acceptedAt, random.int(3, 30));
  steps.push([paidAt, (stage) => payForRequest(stage, request)]);
  if (ending === 'paid') return desk.sitsAfter(paidAt) ? null : steps;

  const visit = plannedVisit(context, request, paidAt, ending === 'completedAfterSecondOffer' ? 'completed' : ending);
  return visit && [...steps, ...visit.steps];
}

/** An offer in the service's usual range, in whole tens of riyals, in halalas. */
function priceOf({ random }: StoryContext, service: ServiceId): number {
  const [low, high] = serviceNeeds[service].riyals;
  return random.int(low / 10, high / 10) * 10 * 100;
}
