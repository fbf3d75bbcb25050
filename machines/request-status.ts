// What a request's state means to the screens: its badge, the number customers see, and what
// the customer or admin may do with it now. Read by the views; the rules are the machine's.
import { limits } from './domain/constants.ts';
import { beforeVisitStarts } from './domain/visit-cancellation.ts';
import { customerMovesLeft, windowNotStarted } from './domain/visit-moves.ts';
import { visitStart, type RequestSnapshot, type RequestState } from './request.machine.ts';

export type RequestBadge =
  | 'pending'
  | 'accepted'
  | 'rejected'
  | 'offerAccepted'
  | 'offerRejected'
  | 'paid'
  | 'appointed'
  | 'onTheWay'
  | 'arrived'
  | 'completed'
  | 'cancelled';

/** The spec's badges: the admin's offer reads "Accepted", the admin's decline "Rejected". */
const badges: Record<RequestState, RequestBadge> = {
  new: 'pending',
  pending: 'pending',
  offered: 'accepted',
  offerRejected: 'offerRejected',
  awaitingPayment: 'offerAccepted',
  scheduled: 'offerAccepted',
  paid: 'paid',
  appointed: 'appointed',
  onTheWay: 'onTheWay',
  arrived: 'arrived',
  completed: 'completed',
  declined: 'rejected',
  cancelled: 'cancelled',
};

export const requestBadge = (snapshot: RequestSnapshot): RequestBadge => badges[snapshot.value];

/** The number customers see for a request: the last hex digits of its id, upper-cased. */
export const requestNumber = (requestId: string): string =>
  requestId
    .replace(/[^0-9a-f]/gi, '')
    .slice(-limits.requestIdDisplayDigits)
    .toUpperCase();

export const mayCancel = (snapshot: RequestSnapshot) => snapshot.matches('pending') || snapshot.matches('offered');
/** The customer may look for another window: a visit appointed, the technician not yet out, its window not begun at `now`, moves left. */
export const mayReschedule = (snapshot: RequestSnapshot, now: string): boolean =>
  snapshot.matches('appointed') &&
  snapshot.context.appointment !== null &&
  windowNotStarted(snapshot.context.appointment, now) &&
  customerMovesLeft(snapshot.context.customerMoves);
/** A paid or included visit the customer may still give up at `instant`: the technician has not set out, the visit not started. */
export const mayCancelVisit = (snapshot: RequestSnapshot, instant: string) =>
  (snapshot.matches('paid') || snapshot.matches('scheduled') || snapshot.matches('appointed')) &&
  beforeVisitStarts(visitStart(snapshot.context), instant);
export const awaitsCustomerAnswer = (snapshot: RequestSnapshot) => snapshot.matches('offered');
export const awaitsPayment = (snapshot: RequestSnapshot) => snapshot.matches('awaitingPayment');
/** A completed visit the customer has not reviewed yet: the request page offers the review form. */
export const awaitsReview = (snapshot: RequestSnapshot) => snapshot.matches('completed') && snapshot.context.review === null;
