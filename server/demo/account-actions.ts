import { userStream } from '../../machines/domain/streams.ts';
import { demoCustomerPassword, userIdOf, type DemoCustomer } from './demo-cast.ts';
import { nextEvent, propose, type Stage } from './stage.ts';

// Customers' accounts, over the app's HTTP API as their browsers and the admin's use it.
export async function register(stage: Stage, customer: DemoCustomer): Promise<void> {
  const { fullName, mobile, email } = customer;
  const { user } = await stage
    .browserOf(customer)
    .post<{ user: { id: string } }>('/api/auth/register', { fullName, mobile, email, password: demoCustomerPassword, privacyNoticeAccepted: true });
  customer.userId = user.id;
}

/** Signing in again after a while: the account's "last seen". */
export function signIn(stage: Stage, customer: DemoCustomer): Promise<void> {
  return stage.browserOf(customer).signIn();
}

export async function suspend(stage: Stage, customer: DemoCustomer, reason: string): Promise<void> {
  await propose(stage.admin, [await nextEvent(stage, userStream(userIdOf(customer)), 'user.suspended', { reason })]);
}
