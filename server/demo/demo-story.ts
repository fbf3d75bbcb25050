import { AdminDesk } from './admin-desk.ts';
import { laterSignIns, registrations, suspension } from './customer-story.ts';
import { conversations } from './chat-story.ts';
import type { DemoCustomer } from './demo-cast.ts';
import { drawPeople } from './demo-people.ts';
import { generalRequests, type RequestStory } from './request-story.ts';
import { riyadhDateOf } from './riyadh-moments.ts';
import { seededRandom } from './seeded-random.ts';
import { companySetup, offers } from './settings-story.ts';
import { storyContext } from './story-context.ts';
import { subscriptions } from './subscription-story.ts';
import { technicianTeam } from './technician-team.ts';
import { Timeline, type Scene } from './timeline.ts';

// The whole demo, planned from one seed before anything is sent: who registers when, how the
// company is set up and who its technicians are, who has a plan, what each customer books, how
// it ends and who visits them, who writes in chat, who comes back. The same seed and end tell the same story.
export const demoSeed = 20_260_811;
export const storyDays = 90;
const customerCount = 40;
const laterSignInCount = 10;
const dayMs = 86_400_000;

export interface DemoStory {
  from: Date;
  scenes: Scene[];
  /** The customer with the most going on: the one to sign in as first. */
  featured: DemoCustomer;
}

export function planStory(until: Date): DemoStory {
  const random = seededRandom(demoSeed);
  const from = new Date(until.getTime() - storyDays * dayMs);
  const timeline = new Timeline();
  const context = storyContext(random, timeline, new AdminDesk(riyadhDateOf(from), until), from, until);
  const [showroomPerson, ...people] = drawPeople(random, customerCount + 1);
  const customers = registrations(context, people);
  companySetup(context);
  technicianTeam(context);
  offers(context);
  const vipRequests = subscriptions(context, customers, showroomPerson!);
  const requests = [...generalRequests(context, customers), ...vipRequests];
  conversations(context, customers, requests);
  const suspended = suspension(context, customers);
  const active = customers.filter((customer) => customer !== suspended);
  laterSignIns(context, active, laterSignInCount);
  return { from, scenes: timeline.inOrder(), featured: mostRequests(active, requests) };
}

function mostRequests(customers: DemoCustomer[], requests: RequestStory[]): DemoCustomer {
  const count = (customer: DemoCustomer) => requests.filter((story) => story.request.customer === customer).length;
  return customers.reduce((best, customer) => (count(customer) > count(best) ? customer : best));
}
