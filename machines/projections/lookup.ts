// The admin's lookup: one typed query → every user and request of the admin's log it names,
// each with its key facts and the audit trail of every stream that belongs to it (a user:
// account, plan, requests and chat threads; a request: its stream and its thread). Pure.
import type { AnyMachineSnapshot } from 'xstate';
import {
  chatIdOf,
  generalChatStream,
  parseStream,
  requestChatStream,
  requestStream,
  subscriptionStream,
  userStream,
} from '../domain/streams.ts';
import type { ChatContext } from '../chat.machine.ts';
import type { PlanId } from '../domain/constants.ts';
import type { RequestContext } from '../request.machine.ts';
import type { RequestBadge } from '../request-status.ts';
import { activeAt, type SubscriptionContext } from '../subscription.machine.ts';
import type { UserContext } from '../user.machine.ts';
import { auditTrail, type LoggedEvent, type TrailEntry } from './audit-trail.ts';
import { lastCustomerMessageAt, lastSeenOf } from './last-seen.ts';
import { lookupKeys, type LookupKey } from './lookup-query.ts';
import { requestRows, type RequestRow } from './requests.ts';

/** What the lookup reads of a log: the admin's event log has both. */
export interface LookupSource {
  streams(): ReadonlyMap<string, AnyMachineSnapshot>;
  history(stream: string): readonly LoggedEvent[];
}

export type UserStatus = 'active' | 'unclaimed' | 'suspended';

export interface PlanFacts {
  plan: PlanId;
  expiresAt: string | null;
  visitsUsed: number;
  maxVisits: number;
  active: boolean;
}

export interface RequestFacts {
  requestId: string;
  /** The number screens show: the id's last 6 hex digits. */
  number: string;
  orderNumber: number | null;
  badge: RequestBadge;
}

export interface Customer {
  userId: string;
  fullName: string;
  email: string;
  mobile: string;
}

export interface UserHit {
  kind: 'user';
  customer: Customer;
  status: UserStatus;
  createdAt: string | null;
  lastSeen: string | null;
  plan: PlanFacts | null;
  requests: RequestFacts[];
  /** Chat ids (`user-{id}`, `request-{id}`) of the threads that hold something. */
  threads: string[];
  trail: TrailEntry[];
}

export interface RequestHit extends RequestFacts {
  kind: 'request';
  request: RequestContext;
  /** Who booked it, or null until their account is in the log. */
  customer: Customer | null;
  /** The request's chat id when its thread holds something. */
  thread: string | null;
  trail: TrailEntry[];
}

export type LookupHit = UserHit | RequestHit;

/** Every user, then every request (newest first), that the query names; `at` is now, for the plan in force. */
export function lookup(query: string, source: LookupSource, at: string): LookupHit[] {
  const keys = lookupKeys(query);
  if (keys.length === 0) return [];
  const streams = source.streams();
  const users = usersOf(streams);
  const requests = requestRows(streams);
  const history = (stream: string) => source.history(stream);

  const userIds = new Set(users.filter((user) => keys.some((key) => namesUser(key, user))).map((user) => user.userId));
  const found = requests.filter((row) => keys.some((key) => namesRequest(key, row)));
  return [
    ...[...userIds].map((userId) => userHit(userId, streams, requests, history, at)),
    ...found.map((row) => requestHit(row, streams, history)),
  ];
}

function namesUser(key: LookupKey, user: Customer): boolean {
  switch (key.by) {
    case 'userId':
      return user.userId === key.userId;
    case 'email':
      return user.email.toLowerCase() === key.email;
    case 'mobile':
      return user.mobile === key.mobile;
    default:
      return false;
  }
}

function namesRequest(key: LookupKey, row: RequestRow): boolean {
  switch (key.by) {
    case 'orderNumber':
      return row.request.orderNumber === key.orderNumber;
    case 'requestNumber':
      return row.number === key.requestNumber;
    case 'requestId':
      return row.requestId === key.requestId;
    default:
      return false;
  }
}

function usersOf(streams: ReadonlyMap<string, AnyMachineSnapshot>): Customer[] {
  const users: Customer[] = [];
  for (const [name, snapshot] of streams) {
    const stream = parseStream(name);
    if (stream?.kind === 'user' && snapshot.value !== 'unknown') users.push(customerOf(stream.userId, snapshot));
  }
  return users;
}

function customerOf(userId: string, snapshot: AnyMachineSnapshot): Customer {
  const { fullName, email, mobile } = snapshot.context as UserContext;
  return { userId, fullName, email, mobile };
}

const factsOf = (row: RequestRow): RequestFacts => ({
  requestId: row.requestId,
  number: row.number,
  orderNumber: row.request.orderNumber,
  badge: row.badge,
});

function userHit(
  userId: string,
  streams: ReadonlyMap<string, AnyMachineSnapshot>,
  requests: readonly RequestRow[],
  history: (stream: string) => readonly LoggedEvent[],
  at: string,
): UserHit {
  const snapshot = streams.get(userStream(userId))!;
  const user = snapshot.context as UserContext;
  const subscription = streams.get(subscriptionStream(userId))?.context as SubscriptionContext | undefined;
  const own = requests.filter((row) => row.request.ownerId === userId);
  const threadStreams = [generalChatStream(userId), ...own.map((row) => requestChatStream(row.requestId))].filter((stream) =>
    streams.has(stream),
  );
  const belonging = [userStream(userId), subscriptionStream(userId), ...own.map((row) => row.stream), ...threadStreams];
  return {
    kind: 'user',
    customer: customerOf(userId, snapshot),
    status: snapshot.value as UserStatus,
    createdAt: user.createdAt,
    lastSeen: lastSeenOf(user, lastCustomerMessageAt(threadStreams.map((stream) => streams.get(stream)?.context as ChatContext | undefined))),
    plan:
      subscription?.plan ?
        {
          plan: subscription.plan,
          expiresAt: subscription.expiresAt,
          visitsUsed: subscription.visitsUsed,
          maxVisits: subscription.maxVisits,
          active: activeAt(subscription, at),
        }
      : null,
    requests: own.map(factsOf),
    threads: threadStreams.map(chatIdOf),
    trail: auditTrail(belonging.filter((stream) => streams.has(stream)), history),
  };
}

function requestHit(
  row: RequestRow,
  streams: ReadonlyMap<string, AnyMachineSnapshot>,
  history: (stream: string) => readonly LoggedEvent[],
): RequestHit {
  const ownerId = row.request.ownerId;
  const owner = ownerId ? streams.get(userStream(ownerId)) : undefined;
  const chat = requestChatStream(row.requestId);
  return {
    kind: 'request',
    ...factsOf(row),
    request: row.request,
    customer: ownerId && owner ? customerOf(ownerId, owner) : null,
    thread: streams.has(chat) ? chatIdOf(chat) : null,
    trail: auditTrail([requestStream(row.requestId), chat].filter((stream) => streams.has(stream)), history),
  };
}
