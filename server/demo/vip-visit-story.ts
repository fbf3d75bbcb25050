import { vipServiceIds } from '../../machines/domain/constants.ts';
import type { DemoCustomer } from './demo-cast.ts';
import type { RequestStory } from './request-story.ts';
import { answerOffer, book, cancel, decline, offer } from './request-actions.ts';
import { customerMoment, hoursAfter, visitAfter } from './riyadh-moments.ts';
import { declineNotes, includedInPlanNote, serviceNeeds } from './service-needs.ts';
import { plannedRequest, type StoryContext } from './story-context.ts';
import { plannedVisit } from './visit-story.ts';

// A subscriber's VIP visits while the plan runs: two to four bookings of one or two services,
// days apart, each offered at 0 (included in the plan), accepted, given a visit and done as far
// as the story's end allows (visit-story.ts). One is cancelled by the customer while it waits,
// one given up in time once confirmed, and one declined by the admin: their visits go back to the plan.
const hourMs = 3_600_000;
const cancelledBooking = 4;
const declinedBooking = 9;
const givenUpBooking = 6;

export class VipVisits {
  private booked = 0;

  constructor(private readonly context: StoryContext) {}

  /** Plans the customer's visits from `from` until the plan ends at `activeUntil`. */
  plan(customer: DemoCustomer, from: Date, activeUntil: Date): RequestStory[] {
    const { random, until } = this.context;
    const lastBooking = new Date(Math.min(activeUntil.getTime() - hourMs, until.getTime()));
    const stories: RequestStory[] = [];
    let bookedAt = from;
    for (let count = random.int(2, 4); count > 0; count -= 1) {
      bookedAt = customerMoment(random, bookedAt, 20, 6 * 24);
      if (bookedAt > lastBooking) break;
      stories.push(this.visit(customer, bookedAt));
    }
    return stories;
  }

  private visit(customer: DemoCustomer, bookedAt: Date): RequestStory {
    const { random, desk, timeline, until } = this.context;
    this.booked += 1;
    const [first, second] = random.shuffled(vipServiceIds);
    const services = random.chance(0.4) ? [first!, second!] : [first!];
    const visit = visitAfter(random, bookedAt);
    const note = random.pick(serviceNeeds[first!].notes)[customer.language];
    const request = plannedRequest(this.context, customer, bookedAt, { kind: 'vip', services, note, visit });
    const story = (ending: RequestStory['ending']): RequestStory => ({ request, bookedAt, ending });
    const happens = (at: Date | null): at is Date => at !== null && at <= until;

    timeline.add(bookedAt, (stage) => book(stage, request), customer);
    if (this.booked === cancelledBooking) {
      const cancelledAt = customerMoment(random, bookedAt, 1, 20);
      if (!happens(cancelledAt)) return story('pending');
      timeline.add(cancelledAt, (stage) => cancel(stage, request), customer);
      return story('cancelledWhilePending');
    }
    const answeredAt = desk.taskAt(hoursAfter(bookedAt, 1));
    if (!happens(answeredAt)) return story('pending');
    if (this.booked === declinedBooking) {
      const reason = random.pick(declineNotes)[customer.language];
      timeline.add(answeredAt, (stage) => decline(stage, request, reason), customer);
      return story('declined');
    }
    timeline.add(answeredAt, (stage) => offer(stage, request, 0, includedInPlanNote[customer.language]), customer);
    const acceptedAt = customerMoment(random, answeredAt, 1, 20);
    if (!happens(acceptedAt)) return story('offered');
    timeline.add(acceptedAt, (stage) => answerOffer(stage, request, 'request.offerAccepted'), customer);
    const planned = plannedVisit(this.context, request, acceptedAt, this.booked === givenUpBooking ? 'cancelledInTime' : 'asTimeAllows');
    if (!planned) return story('scheduled');
    for (const [at, act] of planned.steps) timeline.add(at, act, customer);
    return story(planned.reached);
  }
}
