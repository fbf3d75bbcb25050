// The admin's Users tab rows: one per `user-{id}` stream of the admin's log, newest account
// first, with the plan in force at a moment, its visits, how many requests the customer made
// and when they last signed in. An erased customer stays in the list as a row with nothing
// personal: their id, when they registered and when they were erased (docs/decisions.md 34).
// Pure, so the tab, the user's page and their tests agree.
import type { AnyMachineSnapshot } from 'xstate';
import type { PlanId } from '../domain/constants.ts';
import { erasedCustomerName } from '../domain/personal-fields.ts';
import { parseStream, subscriptionStream, userStream } from '../domain/streams.ts';
import type { RequestContext } from '../request.machine.ts';
import { activeAt, type SubscriptionContext } from '../subscription.machine.ts';
import type { UserContext } from '../user.machine.ts';
import { customerMessageTimes, lastSeenOf } from './last-seen.ts';
import { digitsOf, searchable } from './search-text.ts';

export type UserState = 'active' | 'unclaimed' | 'suspended' | 'erased';

export interface UserRow {
  userId: string;
  stream: string;
  fullName: string;
  email: string;
  mobile: string;
  state: UserState;
  createdAt: string | null;
  suspensionReason: string | null;
  /** The plan in force at the moment the rows were read; null without one. */
  plan: PlanId | null;
  expiresAt: string | null;
  visitsUsed: number;
  maxVisits: number;
  requests: number;
  lastSeen: string | null;
  /** When the customer last downloaded their data (docs/decisions.md 32); null if never. */
  lastDataExport: string | null;
  /** When the customer's account was deleted (docs/decisions.md 34); null while it is not. */
  erasedAt: string | null;
  /** Name, email and id as typed searches compare them, and the mobile's digits. */
  searchText: string;
  mobileDigits: string;
}

const states: ReadonlySet<string> = new Set<UserState>(['active', 'unclaimed', 'suspended']);

/** One customer's row: undefined when their stream is absent or not opened yet, or when they were erased. */
export function userRow(
  streams: ReadonlyMap<string, AnyMachineSnapshot>,
  userId: string,
  at: string,
  requests: number,
  /** The customer's latest chat message (`customerMessageTimes`), a sign they were here. */
  lastMessageAt: string | null,
): UserRow | undefined {
  const snapshot = streams.get(userStream(userId));
  if (!snapshot || !states.has(snapshot.value as string)) return undefined;
  const user = snapshot.context as UserContext;
  const subscription = streams.get(subscriptionStream(userId))?.context as SubscriptionContext | undefined;
  const inForce = subscription && activeAt(subscription, at) ? subscription : null;
  return {
    userId,
    stream: userStream(userId),
    fullName: user.fullName,
    email: user.email,
    mobile: user.mobile,
    state: snapshot.value as UserState,
    createdAt: user.createdAt,
    suspensionReason: user.suspensionReason,
    plan: inForce?.plan ?? null,
    expiresAt: inForce?.expiresAt ?? null,
    visitsUsed: inForce?.visitsUsed ?? 0,
    maxVisits: inForce?.maxVisits ?? 0,
    requests,
    lastSeen: lastSeenOf(user, lastMessageAt),
    lastDataExport: user.dataExports.at(-1) ?? null,
    erasedAt: null,
    ...searchFieldsOf(user, userId),
  };
}

/** An erased customer's row: their id and dates, nothing they told us, no plan; undefined for anyone else. */
export function erasedUserRow(streams: ReadonlyMap<string, AnyMachineSnapshot>, userId: string, requests: number): UserRow | undefined {
  const snapshot = streams.get(userStream(userId));
  if (snapshot?.value !== 'erased') return undefined;
  const user = snapshot.context as UserContext;
  return {
    userId,
    stream: userStream(userId),
    fullName: erasedCustomerName,
    email: '',
    mobile: '',
    state: 'erased',
    createdAt: user.createdAt,
    suspensionReason: null,
    plan: null,
    expiresAt: null,
    visitsUsed: 0,
    maxVisits: 0,
    requests,
    lastSeen: null,
    lastDataExport: null,
    erasedAt: user.erasedAt,
    ...searchFieldsOf({ ...user, fullName: erasedCustomerName, email: '', mobile: '' }, userId),
  };
}

// A stream's context is replaced, never changed, when an event arrives: its search fields are
// worked out once per version, so a log of 10,000 customers redraws without normalising again.
type SearchFields = Pick<UserRow, 'searchText' | 'mobileDigits'>;
const searchFields = new WeakMap<UserContext, SearchFields & { userId: string }>();

function searchFieldsOf(user: UserContext, userId: string): SearchFields {
  const known = searchFields.get(user);
  if (known?.userId === userId) return { searchText: known.searchText, mobileDigits: known.mobileDigits };
  // A separator no query holds keeps a match from running across two fields.
  const searchText = [user.fullName, user.email, userId].map(searchable).join('\u0000');
  const mobileDigits = digitsOf(user.mobile);
  searchFields.set(user, { userId, searchText, mobileDigits });
  return { searchText, mobileDigits };
}

/** How many requests each customer submitted, by user id. */
export function requestCounts(streams: ReadonlyMap<string, AnyMachineSnapshot>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [stream, snapshot] of streams) {
    if (!stream.startsWith('request-') || snapshot.value === 'new') continue;
    const ownerId = (snapshot.context as RequestContext).ownerId;
    if (ownerId) counts.set(ownerId, (counts.get(ownerId) ?? 0) + 1);
  }
  return counts;
}

export function userRows(streams: ReadonlyMap<string, AnyMachineSnapshot>, at: string): UserRow[] {
  const counts = requestCounts(streams);
  const messagedAt = customerMessageTimes(streams);
  const rows: UserRow[] = [];
  for (const name of streams.keys()) {
    const stream = parseStream(name);
    if (stream?.kind !== 'user') continue;
    const requests = counts.get(stream.userId) ?? 0;
    const row = userRow(streams, stream.userId, at, requests, messagedAt.get(stream.userId) ?? null) ?? erasedUserRow(streams, stream.userId, requests);
    if (row) rows.push(row);
  }
  return rows.sort(newestFirst);
}

const newestFirst = (a: UserRow, b: UserRow): number =>
  (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || a.userId.localeCompare(b.userId);
