import { register, signIn, suspend } from './account-actions.ts';
import type { DemoCustomer } from './demo-cast.ts';
import type { Person } from './demo-people.ts';
import { drawHome } from './riyadh-addresses.ts';
import { customerMoment, hoursAfter } from './riyadh-moments.ts';
import type { StoryContext } from './story-context.ts';

// Customers register over the 90 days, a dozen in the first week (the company was known before
// its app), the others in the weeks after. Near the end some come back and sign in again, and
// the admin has suspended one who went quiet.
const earlyCustomers = 12;
const dayMs = 86_400_000;

export function registrations(context: StoryContext, people: Person[]): DemoCustomer[] {
  const { random, from } = context;
  const customers = people
    .map((person, index): DemoCustomer => {
      const daysIn = index < earlyCustomers ? random.next() * 7 : 7 + random.next() * 78;
      const registeredAt = customerMoment(random, new Date(from.getTime() + daysIn * dayMs), 0, 0);
      return { ...person, home: drawHome(random, person.language), registeredAt, userId: null, lastActiveAt: registeredAt };
    })
    .sort((a, b) => a.registeredAt.getTime() - b.registeredAt.getTime());
  for (const customer of customers) context.timeline.addSignIn(customer.registeredAt, customer, (stage) => register(stage, customer));
  return customers;
}

const suspensionReasons = {
  en: 'Missed two booked visits without notice',
  ar: 'تغيب عن زيارتين محجوزتين دون إشعار',
};

/** The admin suspends a customer quiet for three weeks, some days after they were last active. */
export function suspension(context: StoryContext, customers: DemoCustomer[]): DemoCustomer | null {
  const quietSince = new Date(context.until.getTime() - 21 * dayMs);
  const quiet = customers.filter((customer) => customer.lastActiveAt < quietSince);
  if (quiet.length === 0) return null;
  const customer = context.random.pick(quiet);
  const at = context.desk.taskAt(hoursAfter(customer.lastActiveAt, 72));
  if (!at) return null;
  context.timeline.add(at, (stage) => suspend(stage, customer, suspensionReasons[customer.language]), customer);
  return customer;
}

/** Customers who come back in the last week and sign in again: their "last seen". */
export function laterSignIns(context: StoryContext, customers: DemoCustomer[], count: number): void {
  const { random, until, timeline } = context;
  for (const customer of random.shuffled(customers).slice(0, count)) {
    const at = customerMoment(random, new Date(until.getTime() - (1 + random.next() * 6) * dayMs), 0, 6);
    if (at > customer.registeredAt && at <= until) timeline.addSignIn(at, customer, (stage) => signIn(stage, customer));
  }
}
