// The customer's answers to a request, proposed through their log: accept or reject the
// admin's offer, or cancel. The request machine checks each against the request's state.
import type { EventLog, ProposeResult } from '../eventlog/event-log.ts';

export type RequestAnswer = 'request.offerAccepted' | 'request.offerRejected' | 'request.cancelled';

export function answerRequest(log: EventLog, requestId: string, answer: RequestAnswer): Promise<ProposeResult> {
  return log.propose([{ stream: `request-${requestId}`, type: answer, data: {} }]);
}
