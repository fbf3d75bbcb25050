// What the customer's views read from the log, as stable selectors for useLogSelector.
import { unreadFor, type ChatContext } from '../../machines/chat.machine.ts';
import type { SettingsContext } from '../../machines/settings.machine.ts';
import type { SubscriptionContext } from '../../machines/subscription.machine.ts';
import type { UserContext } from '../../machines/user.machine.ts';
import type { RequestContext } from '../../machines/request.machine.ts';
import { parseStream, requestStream } from '../../machines/domain/streams.ts';
import { customerInvoices, type Invoice } from '../../machines/projections/invoices.ts';
import { planReceiptsOf, type PlanReceipt } from '../../machines/projections/receipts.ts';
import { requestTimeline, type RequestStep } from '../../machines/projections/request-timeline.ts';
import { requestRows, type RequestRow } from '../../machines/projections/requests.ts';
import type { EventLog } from '../eventlog/event-log.ts';

export const selectSettings = (log: EventLog): SettingsContext =>
  log.stream('settings')!.context as SettingsContext;

/** The name of the signed-in customer's own stream of a kind (their log holds theirs only). */
const ownStream = (log: EventLog, kind: 'user' | 'subscription'): string | null =>
  [...log.streams().keys()].find((stream) => parseStream(stream)?.kind === kind) ?? null;

const ownContext = <Context>(log: EventLog, kind: 'user' | 'subscription'): Context | null => {
  const stream = ownStream(log, kind);
  return stream ? (log.stream(stream)!.context as Context) : null;
};

/** The signed-in customer's own `user-{id}` stream. */
export const selectOwnProfile = (log: EventLog): UserContext | null =>
  ownContext<UserContext>(log, 'user');

export interface CustomerRequestRow extends RequestRow {
  /** Proposed on this device and not yet accepted by the server (offline, or on its way). */
  waiting: boolean;
}

/** The signed-in customer's VIP plan, or null before any was ever granted or asked for. */
export const selectOwnSubscription = (log: EventLog): SubscriptionContext | null =>
  ownContext<SubscriptionContext>(log, 'subscription');

/** The VIP plans the customer bought by card, newest first, as their invoices read them. */
export function selectOwnPlanReceipts(log: EventLog): PlanReceipt[] {
  const stream = ownStream(log, 'subscription');
  return stream ? planReceiptsOf(log.history(stream), selectSettings(log).company) : [];
}

/** Messages from the company the customer has not read yet, across their threads. */
export function selectUnreadMessages(log: EventLog): number {
  let unread = 0;
  for (const [stream, snapshot] of log.streams()) {
    if (parseStream(stream)?.kind === 'chat') unread += unreadFor(snapshot.context as ChatContext, 'customer');
  }
  return unread;
}

/** Whether the log has heard from the server yet: until then a request missing from it may still come. */
export const selectStillConnecting = (log: EventLog): boolean => log.status() === 'connecting';

/** One request of the customer's log, or null: a selector per request id, made once per page. */
export const requestRowSelector = (requestId: string) => (log: EventLog) =>
  selectRequestRows(log).find((row) => row.requestId === requestId) ?? null;

/** A request's order number once the server has given it, else null: a selector per request id. */
export const orderNumberSelector = (requestId: string) => (log: EventLog): number | null =>
  (log.stream(requestStream(requestId))?.context as RequestContext | undefined)?.orderNumber ?? null;

/** One request's steps, oldest first: a selector per request id, made once per page. */
export const requestTimelineSelector = (requestId: string) => (log: EventLog): RequestStep[] =>
  requestTimeline(log.history(requestStream(requestId)));

/** Every paid request and plan bought by card of the customer, newest first. */
export const selectOwnInvoices = (log: EventLog): Invoice[] =>
  customerInvoices(selectRequestRows(log), selectOwnPlanReceipts(log), selectSettings(log).company);

export function selectRequestRows(log: EventLog): CustomerRequestRow[] {
  const waitingStreams = new Set(log.pending().map((event) => event.stream));
  return requestRows(log.streams()).map((row) => ({ ...row, waiting: waitingStreams.has(row.stream) }));
}
