// The admin's Subscriptions tab: customers waiting for the plan they asked for, oldest first,
// and the plans in force at a moment, soonest to expire first; each with its customer. A customer
// in neither whose plan payment the server refunded on its own is listed too, for that refund.
import type { AnyMachineSnapshot } from 'xstate';
import { parseStream, userStream } from '../domain/streams.ts';
import { activeAt, type SubscriptionContext } from '../subscription.machine.ts';
import type { UserContext } from '../user.machine.ts';
import type { RequestCustomer } from './admin-requests.ts';

export interface SubscriptionRow {
  userId: string;
  stream: string;
  customer: RequestCustomer;
  subscription: SubscriptionContext;
}

export interface SubscriptionRows {
  waiting: SubscriptionRow[];
  active: SubscriptionRow[];
  /** Neither waiting nor active, with a plan payment refunded automatically. */
  refundedOnly: SubscriptionRow[];
}

export function subscriptionRows(streams: ReadonlyMap<string, AnyMachineSnapshot>, at: string): SubscriptionRows {
  const rows: SubscriptionRow[] = [];
  for (const [name, snapshot] of streams) {
    const stream = parseStream(name);
    if (stream?.kind !== 'subscription') continue;
    const user = streams.get(userStream(stream.userId))?.context as UserContext | undefined;
    const customer = { fullName: user?.fullName ?? '', email: user?.email ?? '', mobile: user?.mobile ?? '' };
    rows.push({ userId: stream.userId, stream: name, customer, subscription: snapshot.context as SubscriptionContext });
  }
  const waiting = rows
    .filter((row) => row.subscription.requested !== null)
    .sort((a, b) => (a.subscription.requested!.at < b.subscription.requested!.at ? -1 : 1));
  const active = rows
    .filter((row) => activeAt(row.subscription, at))
    .sort((a, b) => (a.subscription.expiresAt! < b.subscription.expiresAt! ? -1 : 1));
  const refundedOnly = rows.filter(
    (row) => row.subscription.automaticRefunds.length > 0 && !waiting.includes(row) && !active.includes(row),
  );
  return { waiting, active, refundedOnly };
}
