// The signed-in customer's in-app notifications (docs/notifications.md "In the app"): built from
// the request streams their log holds and the clock (a reminder falls due at 18:00 Riyadh the
// evening before a visit), seen up to the moment their account records; opening the list
// records the newest one seen, on their `user-{id}` stream, so every device of theirs agrees.
import { useMemo } from 'react';
import { parseStream, userStream } from '../../machines/domain/streams.ts';
import {
  customerNotifications,
  seenMoment,
  unseenCount,
  type CustomerNotification,
  type NotifiedRequest,
} from '../../machines/projections/customer-notifications.ts';
import type { RequestContext } from '../../machines/request.machine.ts';
import type { EventLog, ProposeResult } from '../eventlog/event-log.ts';
import { useNow } from './clock.ts';
import { caughtUp } from './log-caught-up.ts';
import { selectOwnProfile } from './log-readings.ts';
import { useLogSelector } from './use-event-log.ts';

const noRequests: NotifiedRequest[] = [];

function selectNotifiedRequests(log: EventLog): NotifiedRequest[] {
  const requests: NotifiedRequest[] = [];
  for (const [stream, snapshot] of log.streams()) {
    const parsed = parseStream(stream);
    if (parsed?.kind !== 'request') continue;
    requests.push({ requestId: parsed.requestId, request: snapshot.context as RequestContext, history: log.history(stream) });
  }
  return requests;
}

const selectSeenUpTo = (log: EventLog): string | null => selectOwnProfile(log)?.notificationsSeenUpTo ?? null;

/** A reminder may fall due while a page is open: the list is read again each minute. */
const reminderCheckMs = 60_000;

export function useCustomerNotifications(log: EventLog | null): { items: CustomerNotification[]; unseen: number } {
  const requests = useLogSelector(log, selectNotifiedRequests, noRequests);
  const seenUpTo = useLogSelector(log, selectSeenUpTo, null);
  const now = useNow(reminderCheckMs);
  return useMemo(() => {
    const items = customerNotifications(requests, seenUpTo, new Date(now));
    return { items, unseen: unseenCount(items) };
  }, [requests, seenUpTo, now]);
}

/** Records every notification listed as seen, unless none is new. */
export async function markNotificationsSeen(log: EventLog, userId: string, items: readonly CustomerNotification[]): Promise<ProposeResult | null> {
  const upTo = seenMoment(items);
  if (!upTo) return null;
  await caughtUp(log);
  return log.propose([{ stream: userStream(userId), type: 'user.notificationsSeen', data: { upTo } }]);
}
