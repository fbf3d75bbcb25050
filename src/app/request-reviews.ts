// The customer's review of a completed visit, proposed through their log: the first one, or
// a change to it. The request machine judges who may write it, once, and changes for 7 days.
import { requestStream } from '../../machines/domain/streams.ts';
import type { EventLog, ProposeResult } from '../eventlog/event-log.ts';

export interface ReviewDraft {
  stars: number;
  comment: string;
}

export function sendReview(log: EventLog, requestId: string, review: ReviewDraft, change: boolean): Promise<ProposeResult> {
  const type = change ? 'request.reviewEdited' : 'request.reviewed';
  return log.propose([{ stream: requestStream(requestId), type, data: { stars: review.stars, comment: review.comment.trim() } }]);
}
