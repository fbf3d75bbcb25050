import { requestMachine, type RequestState } from '../../machines/request.machine.ts';
import { parseStream } from '../../machines/domain/streams.ts';
import type { RequestVisitCancelled } from '../../machines/domain/request-events.ts';
import type { SubscriptionGranted } from '../../machines/domain/subscription-events.ts';
import { replay } from '../../machines/stream-decision.ts';
import { subscriptionMachine, type SubscriptionContext } from '../../machines/subscription.machine.ts';
import type { EventStore, StoredEvent } from '../store/event-store.ts';

// What the demo made, counted from the log itself: the customers, each request's state as
// the request machine folds its stream, what customers did with their visits, the chat
// threads, the plans granted and asked for.
export interface DemoSummary {
  customers: number;
  requests: number;
  requestsByState: Partial<Record<RequestState, number>>;
  visitsMovedByCustomers: number;
  visitsGivenUp: number;
  visitsGivenUpWithFee: number;
  reviews: number;
  threads: number;
  plansGranted: number;
  plansPaidByCard: number;
  plansAskedFor: number;
}

export async function summariseLog(store: EventStore): Promise<DemoSummary> {
  const streams = new Map<string, StoredEvent[]>();
  let page = await store.readAfter(0, { limit: 1000 });
  while (page.length > 0) {
    for (const event of page) {
      const events = streams.get(event.stream) ?? [];
      events.push(event);
      streams.set(event.stream, events);
    }
    page = await store.readAfter(page.at(-1)!.position, { limit: 1000 });
  }
  const ofKind = (kind: string) => [...streams].filter(([stream]) => parseStream(stream)?.kind === kind).map(([, events]) => events);
  const requestsByState: Partial<Record<RequestState, number>> = {};
  for (const events of ofKind('request')) {
    const state = replay(requestMachine, events).value as RequestState;
    requestsByState[state] = (requestsByState[state] ?? 0) + 1;
  }
  const all = [...streams.values()].flat();
  const ofType = (type: string) => all.filter((event) => event.type === type);
  const givenUp = ofType('request.visitCancelled');
  const grants = ofKind('subscription')
    .flat()
    .filter((event) => event.type === 'subscription.granted');
  const waitingFor = (events: StoredEvent[]) => (replay(subscriptionMachine, events).context as SubscriptionContext).requested;
  const asked = ofKind('subscription').filter((events) => waitingFor(events) !== null);
  return {
    customers: ofKind('user').length,
    requests: ofKind('request').length,
    requestsByState,
    visitsMovedByCustomers: ofType('request.visitRescheduled').length,
    visitsGivenUp: givenUp.length,
    visitsGivenUpWithFee: givenUp.filter((event) => (event.data as RequestVisitCancelled).feeHalalas > 0).length,
    reviews: ofType('request.reviewed').length,
    threads: ofKind('chat').length,
    plansGranted: grants.length,
    plansPaidByCard: grants.filter((event) => (event.data as SubscriptionGranted).via === 'payment').length,
    plansAskedFor: asked.length,
  };
}
