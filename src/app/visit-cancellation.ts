// The customer gives up a paid or included visit (docs/decisions.md 28), proposed through their
// log with the figures they were shown and the rules those follow; a VIP visit goes back to the
// plan with it. The request machine checks the figures, the server the rules in force.
import { requestStream } from '../../machines/domain/streams.ts';
import type { VisitRules } from '../../machines/domain/settings-events.ts';
import { cancellationFigures, type CancellationFigures } from '../../machines/domain/visit-cancellation.ts';
import { visitStart, type RequestContext } from '../../machines/request.machine.ts';
import type { EventLog, ProposeResult } from '../eventlog/event-log.ts';
import { visitReturnDrafts } from './vip-visits.ts';

/** What cancelling at `instant` keeps and gives back, by the rules in force. */
export const cancellationQuote = (request: RequestContext, rules: VisitRules, instant: string): CancellationFigures =>
  cancellationFigures(request.priceHalalas ?? 0, visitStart(request), instant, rules);

export function cancelVisit(log: EventLog, requestId: string, figures: CancellationFigures, visitRules: VisitRules): Promise<ProposeResult> {
  return log.propose([
    { stream: requestStream(requestId), type: 'request.visitCancelled', data: { ...figures, visitRules } },
    ...visitReturnDrafts(log, requestId),
  ]);
}
