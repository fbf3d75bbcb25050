import { v7 as uuidv7 } from 'uuid';
import { normaliseSaudiMobile } from '../../machines/domain/phone-number.ts';
import type { DemoCustomer, PlannedRequest } from './demo-cast.ts';
import type { AdminDesk } from './admin-desk.ts';
import { TechnicianRota } from './technician-rota.ts';
import type { Visit } from './riyadh-moments.ts';
import type { SeededRandom } from './seeded-random.ts';
import type { Timeline } from './timeline.ts';

// What every part of the story is planned with: the seed, the timeline it adds scenes to, the
// admin's sittings, the technicians' windows, and the 90 days it spans.
export interface StoryContext {
  random: SeededRandom;
  timeline: Timeline;
  desk: AdminDesk;
  rota: TechnicianRota;
  from: Date;
  until: Date;
}

export function storyContext(random: SeededRandom, timeline: Timeline, desk: AdminDesk, from: Date, until: Date): StoryContext {
  return { random, timeline, desk, rota: new TechnicianRota(), from, until };
}

export interface BookingChoice {
  kind: 'general' | 'vip';
  services: PlannedRequest['booking']['services'];
  note: string;
  visit: Visit;
}

/** A booking as the customer's form fills it in, with an id of the moment it is sent; the server numbers it. */
export function plannedRequest(context: StoryContext, customer: DemoCustomer, bookedAt: Date, choice: BookingChoice): PlannedRequest {
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
    },
  };
}
