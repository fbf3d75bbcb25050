// The customer's answers to a request, proposed through their log: accept or reject the
// admin's offer, or cancel (a VIP request's visit going back to the plan with it). The
// request machine checks each against the request's state.
import { requestStream } from '../../machines/domain/streams.ts';
import type { EventLog, ProposeResult } from '../eventlog/event-log.ts';
import { visitReturnDrafts } from './vip-visits.ts';

export type RequestAnswer = 'request.offerAccepted' | 'request.offerRejected' | 'request.cancelled';

export function answerRequest(log: EventLog, requestId: string, answer: RequestAnswer): Promise<ProposeResult> {
  const returned = answer === 'request.cancelled' ? visitReturnDrafts(log, requestId) : [];
  return log.propose([{ stream: requestStream(requestId), type: answer, data: {} }, ...returned]);
}

/** Whether cancelling gives a VIP visit back to the plan (docs/decisions.md 9), as the cancellation will. */
export const cancellingReturnsVisit = (log: EventLog, requestId: string): boolean => visitReturnDrafts(log, requestId).length > 0;
