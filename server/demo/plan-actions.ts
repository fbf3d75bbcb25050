import type { PlanId } from '../../machines/domain/constants.ts';
import { subscriptionStream } from '../../machines/domain/streams.ts';
import { userIdOf, type DemoCustomer } from './demo-cast.ts';
import { nextEvent, propose, type Stage } from './stage.ts';

// VIP plans: a customer asks for one; the admin grants one from the grant screen, which finds
// the customer by id, email or mobile, or makes their account when there is none.
export async function askForPlan(stage: Stage, customer: DemoCustomer, plan: PlanId): Promise<void> {
  const asked = await nextEvent(stage, subscriptionStream(userIdOf(customer)), 'subscription.requested', { plan });
  await propose(stage.browserOf(customer), [asked]);
}

export async function grant(stage: Stage, customer: DemoCustomer, plan: PlanId, note: string): Promise<void> {
  const { fullName, email, mobile } = customer;
  const found = customer.userId ? { userId: customer.userId } : {};
  const granted = await stage.admin.post<{ userId: string }>('/api/admin/grants', { ...found, fullName, email, mobile, plan, note });
  customer.userId = granted.userId;
}
