// A VIP request's visit goes back to its plan when the request is declined or cancelled
// (docs/decisions.md 9), in the same batch: the draft for it, when the log shows the visit counted.
import { parseStream } from '../../machines/domain/streams.ts';
import type { SubscriptionContext } from '../../machines/subscription.machine.ts';
import type { Draft, EventLog } from '../eventlog/event-log.ts';

export function visitReturnDrafts(log: EventLog, requestId: string): Draft[] {
  for (const [stream, snapshot] of log.streams()) {
    if (parseStream(stream)?.kind !== 'subscription') continue;
    if ((snapshot.context as SubscriptionContext).visits.includes(requestId)) {
      return [{ stream, type: 'subscription.visitRefunded', data: { requestId } }];
    }
  }
  return [];
}
