// The admin's analytics over a range of Riyadh days, from every accepted event of the admin's
// log: requests per day (the day the booking was accepted) and per service (a request for two
// services counts for each), how many answered offers were accepted, the revenue of paid
// requests and of plans bought by card, each on the day the payment was confirmed, and the VIP
// plans in force at the end of each day. Pure: the tab and its tests read the same figures.
import { serviceIds, type ServiceId } from '../domain/constants.ts';
import type { ConfirmedPayment } from '../domain/confirmed-payment.ts';
import { riyadhDateAt, type IsoDate } from '../domain/riyadh-calendar.ts';
import type { RequestPaid, RequestSubmitted } from '../domain/request-events.ts';
import { parseStream } from '../domain/streams.ts';
import type { SubscriptionGranted } from '../domain/subscription-events.ts';
import { activePlansPerDay, activeStretches, type ActiveStretch } from './analytics-active-plans.ts';
import { daysOf, type DayRange } from './analytics-range.ts';
import type { LoggedEvent } from './audit-trail.ts';

/** What the analytics read of a log: the admin's event log has both. */
export interface AnalyticsSource {
  streams(): ReadonlyMap<string, unknown>;
  history(stream: string): readonly LoggedEvent[];
}

export interface OfferAnswers {
  accepted: number;
  rejected: number;
  /** accepted / (accepted + rejected), from 0 to 1; null when no offer was answered. */
  rate: number | null;
}

export interface Analytics {
  days: IsoDate[];
  requestsPerDay: number[];
  requestsPerService: Record<ServiceId, number>;
  offers: OfferAnswers;
  /** Halalas confirmed each day, from paid requests and from plans bought by card. */
  requestRevenuePerDay: number[];
  subscriptionRevenuePerDay: number[];
  requestRevenue: number;
  subscriptionRevenue: number;
  activePlansPerDay: number[];
}

/** What one stream adds to the figures, whatever the range: each counted event with its Riyadh day. */
interface StreamFacts {
  events: { type: string; day: IsoDate; services: readonly ServiceId[]; amountHalalas: number }[];
  stretches: ActiveStretch[];
}

const counted = new Set(['request.submitted', 'request.offerAccepted', 'request.offerRejected', 'request.paid', 'subscription.granted']);

function factsOf(kind: 'request' | 'subscription', history: readonly LoggedEvent[]): StreamFacts {
  // Only what the server accepted: a proposal still on its way has no settled time.
  const accepted = history.filter((event) => !event.pending);
  return {
    events: accepted
      .filter((event) => counted.has(event.type))
      .map((event) => ({
        type: event.type,
        day: riyadhDateAt(event.at),
        services: event.type === 'request.submitted' ? (event.data as RequestSubmitted).services : [],
        amountHalalas:
          event.type === 'request.paid'
            ? (event.data as RequestPaid).amountHalalas
            : event.type === 'subscription.granted'
              ? (paidFor(event.data as SubscriptionGranted)?.amountHalalas ?? 0)
              : 0,
      })),
    stretches: kind === 'subscription' ? activeStretches(accepted) : [],
  };
}

// A stream's state is replaced, never changed, when one of its events arrives: its facts are
// worked out once per state, so a live event costs one stream's replay, not the whole log's.
const factsByState = new WeakMap<object, StreamFacts>();

function streamFacts(source: AnalyticsSource, stream: string, state: unknown, kind: 'request' | 'subscription'): StreamFacts {
  const key = typeof state === 'object' && state !== null ? state : null;
  const known = key ? factsByState.get(key) : undefined;
  if (known) return known;
  const facts = factsOf(kind, source.history(stream));
  if (key) factsByState.set(key, facts);
  return facts;
}

export function analytics(source: AnalyticsSource, range: DayRange): Analytics {
  const days = daysOf(range);
  const dayIndex = new Map(days.map((day, index) => [day, index]));
  const perDay = () => new Array<number>(days.length).fill(0);
  const requestsPerDay = perDay();
  const requestsPerService = Object.fromEntries(serviceIds.map((service) => [service, 0])) as Record<ServiceId, number>;
  const requestRevenuePerDay = perDay();
  const subscriptionRevenuePerDay = perDay();
  const stretches: ActiveStretch[] = [];
  let accepted = 0;
  let rejected = 0;

  for (const [stream, state] of source.streams()) {
    const kind = parseStream(stream)?.kind;
    if (kind !== 'request' && kind !== 'subscription') continue;
    const facts = streamFacts(source, stream, state, kind);
    stretches.push(...facts.stretches);
    for (const event of facts.events) {
      const index = dayIndex.get(event.day);
      if (index === undefined) continue;
      switch (event.type) {
        case 'request.submitted':
          requestsPerDay[index]! += 1;
          for (const service of event.services) requestsPerService[service] += 1;
          break;
        case 'request.offerAccepted':
          accepted += 1;
          break;
        case 'request.offerRejected':
          rejected += 1;
          break;
        case 'request.paid':
          requestRevenuePerDay[index]! += event.amountHalalas;
          break;
        case 'subscription.granted':
          subscriptionRevenuePerDay[index]! += event.amountHalalas;
      }
    }
  }

  return {
    days,
    requestsPerDay,
    requestsPerService,
    offers: { accepted, rejected, rate: accepted + rejected === 0 ? null : accepted / (accepted + rejected) },
    requestRevenuePerDay,
    subscriptionRevenuePerDay,
    requestRevenue: sum(requestRevenuePerDay),
    subscriptionRevenue: sum(subscriptionRevenuePerDay),
    activePlansPerDay: activePlansPerDay(stretches, days),
  };
}

/** The card payment a plan was bought with; none for a plan an admin granted. */
const paidFor = (grant: SubscriptionGranted): ConfirmedPayment | undefined => (grant.via === 'payment' ? grant.payment : undefined);

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
