import type { RequestSubmitted } from '../../machines/domain/request-events.ts';
import type { Person } from './demo-people.ts';
import type { Home } from './riyadh-addresses.ts';

// Who the story is about and what they book.

/** The one password of every demo customer, so anyone trying the app can sign in as one. */
export const demoCustomerPassword = 'demo password 2026';

export interface DemoCustomer extends Person {
  home: Home;
  registeredAt: Date;
  /** Known once the server has made the account. */
  userId: string | null;
  /** The last moment the story has them do something. */
  lastActiveAt: Date;
}

export interface PlannedRequest {
  id: string;
  customer: DemoCustomer;
  /** The booking form's fields; the working hours are read from the settings when it is sent. */
  booking: Omit<RequestSubmitted, 'workingHours'>;
}

export const userIdOf = (customer: DemoCustomer): string => {
  if (!customer.userId) throw new Error(`${customer.email} acts before having an account`);
  return customer.userId;
};
