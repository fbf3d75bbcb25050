import { limits, type PlanId } from '../../machines/domain/constants.ts';
import type { DemoCustomer } from './demo-cast.ts';
import type { Person } from './demo-people.ts';
import { buyPlan } from './payment-actions.ts';
import { askForPlan, grant } from './plan-actions.ts';
import type { RequestStory } from './request-story.ts';
import { drawHome } from './riyadh-addresses.ts';
import { customerMoment, hoursAfter } from './riyadh-moments.ts';
import type { Words } from './service-needs.ts';
import type { StoryContext } from './story-context.ts';
import { VipVisits } from './vip-visit-story.ts';

// VIP plans over the 90 days: the admin grants some (one after the customer asked for it in
// the app, one to a customer met at the showroom, whose account the grant makes), two
// customers buy one by card, and three have asked for one the admin has not granted yet.
// Subscribers book VIP visits while their plan runs.
const grants: ReadonlyArray<{ daysAgo: number; plan: PlanId; askedFirst?: boolean }> = [
  { daysAgo: 84, plan: 'vip' },
  { daysAgo: 66, plan: 'vip-plus' },
  { daysAgo: 50, plan: 'vip', askedFirst: true },
  { daysAgo: 33, plan: 'vip' },
  { daysAgo: 21, plan: 'vip-plus' },
  { daysAgo: 12, plan: 'vip', askedFirst: true },
  { daysAgo: 5, plan: 'vip' },
];
const purchases: ReadonlyArray<{ daysAgo: number; plan: PlanId }> = [
  { daysAgo: 17, plan: 'vip-plus' },
  { daysAgo: 8, plan: 'vip' },
];
const waitingAsks: ReadonlyArray<{ daysAgo: number; plan: PlanId }> = [
  { daysAgo: 9, plan: 'vip-plus' },
  { daysAgo: 6, plan: 'vip' },
  { daysAgo: 2, plan: 'vip' },
];
const showroomGrantDaysAgo = 40;

const grantNotes: Record<'loyal' | 'asked' | 'showroom', Words> = {
  loyal: { en: 'A customer of ours for years', ar: 'عميل لدينا منذ سنوات' },
  asked: { en: 'As asked for in the app', ar: 'بناءً على طلبه في التطبيق' },
  showroom: { en: 'Paid at the showroom', ar: 'دفع في المعرض' },
};

const dayMs = 86_400_000;
const planDays = limits.subscriptionDays;

/** Plans the subscriptions; returns the subscribers' VIP requests. */
export function subscriptions(context: StoryContext, customers: DemoCustomer[], showroomPerson: Person): RequestStory[] {
  const { random, desk, timeline, until } = context;
  const visits = new VipVisits(context);
  const vipRequests: RequestStory[] = [];
  let available = random.shuffled(customers);
  const daysAgo = (days: number) => new Date(until.getTime() - days * dayMs);
  /** A customer registered a day before `at` who has no plan in the story yet. */
  const takeCustomer = (at: Date) => {
    const customer = available.find((candidate) => candidate.registeredAt < hoursAfter(at, -24));
    available = available.filter((candidate) => candidate !== customer);
    return customer;
  };

  for (const { daysAgo: days, plan, askedFirst } of grants) {
    const customer = takeCustomer(daysAgo(days + 2));
    if (!customer) continue;
    let earliest = daysAgo(days);
    if (askedFirst) {
      const askedAt = customerMoment(random, daysAgo(days + 1.5), 0, 4);
      timeline.add(askedAt, (stage) => askForPlan(stage, customer, plan), customer);
      earliest = hoursAfter(askedAt, 1);
    }
    const grantedAt = desk.taskAt(earliest);
    if (!grantedAt) continue;
    const note = grantNotes[askedFirst ? 'asked' : 'loyal'][customer.language];
    timeline.add(grantedAt, (stage) => grant(stage, customer, plan, note), customer);
    vipRequests.push(...visits.plan(customer, grantedAt, new Date(grantedAt.getTime() + planDays * dayMs)));
  }

  for (const { daysAgo: days, plan } of purchases) {
    const customer = takeCustomer(daysAgo(days));
    if (!customer) continue;
    const boughtAt = customerMoment(random, daysAgo(days), 0, 6);
    timeline.add(boughtAt, (stage) => buyPlan(stage, customer, plan), customer);
    vipRequests.push(...visits.plan(customer, boughtAt, new Date(boughtAt.getTime() + planDays * dayMs)));
  }

  for (const { daysAgo: days, plan } of waitingAsks) {
    const customer = takeCustomer(daysAgo(days));
    if (!customer) continue;
    const askedAt = customerMoment(random, daysAgo(days), 0, 6);
    timeline.add(askedAt, (stage) => askForPlan(stage, customer, plan), customer);
  }

  const showroomAt = desk.taskAt(daysAgo(showroomGrantDaysAgo));
  if (!showroomAt) return vipRequests;
  // Never signs in: the account the grant makes waits for its owner to register with its email and mobile.
  const showroomCustomer: DemoCustomer = {
    ...showroomPerson,
    home: drawHome(random, showroomPerson.language),
    registeredAt: showroomAt,
    userId: null,
    lastActiveAt: showroomAt,
  };
  const note = grantNotes.showroom[showroomPerson.language];
  timeline.add(showroomAt, (stage) => grant(stage, showroomCustomer, 'vip', note), showroomCustomer);
  return vipRequests;
}
