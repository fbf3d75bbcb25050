// A request's life as its page tells it: one step per event of its stream, oldest first, each
// with its moment. The machine's context keeps only the offer and answer in force, so a revised
// offer and the answers before it are read from the history. Pure: the log is passed in.
import type { RequestOfferMade } from '../domain/request-events.ts';
import type { LoggedEvent } from './audit-trail.ts';

export type RequestStepKind =
  | 'submitted'
  | 'offerMade'
  | 'offerRevised'
  | 'offerAccepted'
  | 'offerRejected'
  | 'paid'
  | 'completed'
  | 'declined'
  | 'cancelled'
  | 'photoAttached';

export interface RequestStep {
  kind: RequestStepKind;
  at: string;
  /** Shown already, not yet accepted by the server: its time is provisional. */
  pending: boolean;
  /** The price an offer named, in halalas. */
  priceHalalas?: number;
}

const stepKinds: Record<string, RequestStepKind> = {
  'request.submitted': 'submitted',
  'request.offerMade': 'offerMade',
  'request.offerAccepted': 'offerAccepted',
  'request.offerRejected': 'offerRejected',
  'request.paid': 'paid',
  'request.completed': 'completed',
  'request.declined': 'declined',
  'request.cancelled': 'cancelled',
  'request.photoAttached': 'photoAttached',
};

export function requestTimeline(history: readonly LoggedEvent[]): RequestStep[] {
  let offers = 0;
  return history.flatMap((event): RequestStep[] => {
    const kind = Object.hasOwn(stepKinds, event.type) ? stepKinds[event.type]! : null;
    if (!kind) return [];
    const step = { at: event.at, pending: event.pending ?? false };
    if (kind !== 'offerMade') return [{ kind, ...step }];
    offers += 1;
    const { priceHalalas } = event.data as RequestOfferMade;
    return [{ kind: offers === 1 ? 'offerMade' : 'offerRevised', ...step, priceHalalas }];
  });
}
