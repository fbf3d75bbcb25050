// What the customer's views read from the log, as stable selectors for useLogSelector.
import { unreadFor, type ChatContext } from '../../machines/chat.machine.ts';
import type { SettingsContext } from '../../machines/settings.machine.ts';
import type { SubscriptionContext } from '../../machines/subscription.machine.ts';
import type { UserContext } from '../../machines/user.machine.ts';
import { parseStreamName } from '../../machines/domain/streams.ts';
import { planReceiptsOf, type PlanReceipt } from '../../machines/projections/receipts.ts';
import { requestRows, type RequestRow } from '../../machines/projections/requests.ts';
import type { EventLog } from '../eventlog/event-log.ts';

export const selectSettings = (log: EventLog): SettingsContext =>
  log.stream('settings')!.context as SettingsContext;

/** The signed-in customer's own `user-{id}` stream (the only one their log holds). */
export function selectOwnProfile(log: EventLog): UserContext | null {
  for (const [stream, snapshot] of log.streams()) {
    if (parseStreamName(stream)?.kind === 'user') return snapshot.context as UserContext;
  }
  return null;
}

export interface CustomerRequestRow extends RequestRow {
  /** Proposed on this device and not yet accepted by the server (offline, or on its way). */
  waiting: boolean;
}

/** The signed-in customer's VIP plan, or null before any was ever granted or asked for. */
export function selectOwnSubscription(log: EventLog): SubscriptionContext | null {
  for (const [stream, snapshot] of log.streams()) {
    if (parseStreamName(stream)?.kind === 'subscription') return snapshot.context as SubscriptionContext;
  }
  return null;
}

/** The VIP plans the customer bought by card, newest first, as their invoices read them. */
export function selectOwnPlanReceipts(log: EventLog): PlanReceipt[] {
  for (const stream of log.streams().keys()) {
    if (parseStreamName(stream)?.kind === 'subscription') return planReceiptsOf(log.history(stream), selectSettings(log).company);
  }
  return [];
}

/** Messages from the company the customer has not read yet, across their threads. */
export function selectUnreadMessages(log: EventLog): number {
  let unread = 0;
  for (const [stream, snapshot] of log.streams()) {
    if (parseStreamName(stream)?.kind === 'chat') unread += unreadFor(snapshot.context as ChatContext, 'customer');
  }
  return unread;
}

/** Whether the log has heard from the server yet: until then a request missing from it may still come. */
export const selectStillConnecting = (log: EventLog): boolean => log.status() === 'connecting';

/** One request of the customer's log, or null: a selector per request id, made once per page. */
export const requestRowSelector = (requestId: string) => (log: EventLog) =>
  selectRequestRows(log).find((row) => row.requestId === requestId) ?? null;

export function selectRequestRows(log: EventLog): CustomerRequestRow[] {
  const waitingStreams = new Set(log.pending().map((event) => event.stream));
  return requestRows(log.streams()).map((row) => ({ ...row, waiting: waitingStreams.has(row.stream) }));
}
