import { v7 as uuidv7 } from 'uuid';
import { limits } from '../../machines/domain/constants.ts';
import { normaliseSaudiMobile } from '../../machines/domain/phone-number.ts';
import type { DemoCustomer, PlannedRequest } from './demo-cast.ts';
import type { AdminDesk } from './admin-desk.ts';
import type { Visit } from './riyadh-moments.ts';
import type { SeededRandom } from './seeded-random.ts';
import type { Timeline } from './timeline.ts';

// What every part of the story is planned with: the seed, the timeline it adds scenes to, the
// admin's sittings, and the 90 days it spans.
export interface StoryContext {
  random: SeededRandom;
  timeline: Timeline;
  desk: AdminDesk;
  from: Date;
  until: Date;
  /** Order numbers are display numbers from 100 to 999: each drawn once, so a lookup finds one request. */
  orderNumbers: number[];
}

export function storyContext(random: SeededRandom, timeline: Timeline, desk: AdminDesk, from: Date, until: Date): StoryContext {
  const all = Array.from({ length: limits.orderNumberMax - limits.orderNumberMin + 1 }, (_, index) => limits.orderNumberMin + index);
  return { random, timeline, desk, from, until, orderNumbers: random.shuffled(all) };
}

export interface BookingChoice {
  kind: 'general' | 'vip';
  services: PlannedRequest['booking']['services'];
  note: string;
  visit: Visit;
}

/** A booking as the customer's form fills it in, with an id of the moment it is sent. */
export function plannedRequest(context: StoryContext, customer: DemoCustomer, bookedAt: Date, choice: BookingChoice): PlannedRequest {
  const orderNumber = context.orderNumbers.pop();
  if (orderNumber === undefined) throw new Error('The demo ran out of order numbers');
  return {
    id: uuidv7({ msecs: bookedAt.getTime(), random: context.random.bytes(16) }),
    customer,
    booking: {
      kind: choice.kind,
      services: choice.services,
      note: choice.note,
      address: customer.home.address,
      coordinates: customer.home.coordinates,
      phone: normaliseSaudiMobile(customer.mobile)!,
      ...choice.visit,
      photoId: null,
      orderNumber,
    },
  };
}
