import type { DomainEvent } from '../../machines/domain/envelope.ts';
import { riyadhDateAt } from '../../machines/domain/riyadh-calendar.ts';
import { adminRequestRows } from '../../machines/projections/admin-requests.ts';
import { subscriptionRows } from '../../machines/projections/admin-subscriptions.ts';
import { userRows } from '../../machines/projections/admin-users.ts';
import { analytics } from '../../machines/projections/analytics.ts';
import type { DayRange } from '../../machines/projections/analytics-range.ts';
import { requestsCsv, requestsSubmittedIn, type RequestsCsvWords } from '../../machines/projections/analytics-requests-csv.ts';
import { usersCsv, type UsersCsvWords } from '../../machines/projections/analytics-users-csv.ts';
import { threadRows } from '../../machines/projections/chat-threads.ts';
import { replayLog } from './replayed-log.ts';

// What the admin's screens and downloads show of a log, worked out by the projections of
// machines/projections/ from the replayed streams, as plain JSON (and the CSV files as text).
// The moment they are read at is the log's last event, never the clock, and the analytics
// span every day the log covers: the same log always gives the same figures.

/** Each projection, by the name of the file it is kept in under expected/. */
export interface GoldenProjections {
  'stream-states.json': Record<string, unknown>;
  'admin-requests.json': unknown;
  'admin-users.json': unknown;
  'admin-subscriptions.json': unknown;
  'chat-threads.json': unknown;
  'analytics.json': unknown;
  'requests.csv': string;
  'users.csv': string;
}

export type ProjectionFile = keyof GoldenProjections;

export const projectionFiles: readonly ProjectionFile[] = [
  'stream-states.json',
  'admin-requests.json',
  'admin-users.json',
  'admin-subscriptions.json',
  'chat-threads.json',
  'analytics.json',
  'requests.csv',
  'users.csv',
];

// The column and status keys stand for the words: the real ones come from Lingui's compiled
// catalogs, which only the browser build compiles. Which rows and cells there are is the
// projection's; the words are the view's.
const requestKeys: RequestsCsvWords = {
  headers: {
    requestNumber: 'requestNumber',
    orderNumber: 'orderNumber',
    submittedAt: 'submittedAt',
    customerName: 'customerName',
    email: 'email',
    mobile: 'mobile',
    services: 'services',
    status: 'status',
    priceSar: 'priceSar',
    paidAt: 'paidAt',
    invoice: 'invoice',
  },
  services: (services) => services.join(' + '),
  status: (badge) => badge,
};

const userKeys: UsersCsvWords = {
  headers: {
    userId: 'userId',
    fullName: 'fullName',
    email: 'email',
    mobile: 'mobile',
    plan: 'plan',
    expiresAt: 'expiresAt',
    requests: 'requests',
    lastSeen: 'lastSeen',
  },
  plan: (plan) => plan,
};

/** As the JSON file holds it: undefined fields gone, nothing but data. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** The moment the projections are read at, and the days the analytics cover. */
export function readingOf(events: readonly DomainEvent[]): { now: string; range: DayRange } {
  const first = events[0];
  const last = events.at(-1);
  if (!first || !last) throw new Error('The golden log holds no event');
  return { now: last.at, range: { from: riyadhDateAt(first.at), to: riyadhDateAt(last.at) } };
}

export function goldenProjections(events: readonly DomainEvent[]): GoldenProjections {
  const { now, range } = readingOf(events);
  const log = replayLog(events);
  const streams = log.streams();
  const requests = adminRequestRows(streams);
  const users = userRows(streams, now);
  return {
    'stream-states.json': Object.fromEntries([...streams].map(([stream, snapshot]) => [stream, snapshot.value])),
    // A row's snapshot holds its machine: its state and context are the row's own fields.
    'admin-requests.json': asJson(requests.map(({ snapshot: _machineAndAll, ...row }) => row)),
    'admin-users.json': asJson(users),
    'admin-subscriptions.json': asJson(subscriptionRows(streams, now)),
    'chat-threads.json': asJson(threadRows(streams)),
    'analytics.json': asJson({ now, range, ...analytics(log, range) }),
    'requests.csv': requestsCsv(requestsSubmittedIn(requests, range), requestKeys),
    'users.csv': usersCsv(users, userKeys),
  };
}
