// A request's life as its page tells it: one step per event of its stream, oldest first, each
// with its moment. The machine's context keeps only the offer and answer in force, so a revised
// offer and the answers before it are read from the history, and so is each move of the visit.
// Pure: the log is passed in.
import type { ArrivalWindow } from '../domain/arrival-window.ts';
import type { RequestAppointmentConfirmed, RequestOfferMade, RequestTechnicianOnTheWay } from '../domain/request-events.ts';
import type { LoggedEvent } from './audit-trail.ts';

export type RequestStepKind =
  | 'submitted'
  | 'offerMade'
  | 'offerRevised'
  | 'offerAccepted'
  | 'offerRejected'
  | 'paid'
  | 'visitConfirmed'
  | 'visitMoved'
  | 'technicianOnTheWay'
  | 'technicianArrived'
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
  /** The day and arrival window a visit was confirmed or moved to. */
  window?: ArrivalWindow;
  /** When the technician on the way expected to arrive ('HH:MM', Riyadh). */
  expectedAt?: string;
}

const stepKinds: Record<string, RequestStepKind> = {
  'request.submitted': 'submitted',
  'request.offerMade': 'offerMade',
  'request.offerAccepted': 'offerAccepted',
  'request.offerRejected': 'offerRejected',
  'request.paid': 'paid',
  'request.appointmentConfirmed': 'visitConfirmed',
  // The customer's own move: the timeline reads it as the admin's.
  'request.visitRescheduled': 'visitConfirmed',
  'request.technicianOnTheWay': 'technicianOnTheWay',
  'request.technicianArrived': 'technicianArrived',
  'request.completed': 'completed',
  'request.declined': 'declined',
  'request.cancelled': 'cancelled',
  'request.visitCancelled': 'cancelled',
  'request.photoAttached': 'photoAttached',
};

export function requestTimeline(history: readonly LoggedEvent[]): RequestStep[] {
  let offers = 0;
  let appointments = 0;
  return history.flatMap((event): RequestStep[] => {
    const kind = Object.hasOwn(stepKinds, event.type) ? stepKinds[event.type]! : null;
    if (!kind) return [];
    const step = { at: event.at, pending: event.pending ?? false };
    if (kind === 'offerMade') {
      offers += 1;
      const { priceHalalas } = event.data as RequestOfferMade;
      return [{ kind: offers === 1 ? 'offerMade' : 'offerRevised', ...step, priceHalalas }];
    }
    if (kind === 'visitConfirmed') {
      appointments += 1;
      const { date, from, to } = event.data as RequestAppointmentConfirmed;
      return [{ kind: appointments === 1 ? 'visitConfirmed' : 'visitMoved', ...step, window: { date, from, to } }];
    }
    if (kind === 'technicianOnTheWay') return [{ kind, ...step, expectedAt: (event.data as RequestTechnicianOnTheWay).expectedAt }];
    return [{ kind, ...step }];
  });
}
