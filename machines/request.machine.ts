// A customer's booking over its life: submitted on a working day within working hours in
// Riyadh, priced (or declined) by the admin, accepted or rejected by the customer, paid
// (unless included in a plan), given an appointment (a day, an arrival window of at most two
// hours within working hours, a technician) that the admin may move, the technician on the
// way and arrived, then completed with a note and photos; the customer reviews the visit once
// and may change the review for 7 days. Before the technician sets out, the customer may move
// the visit to another window of the same technician. The customer may cancel until accepting, then give
// up the paid or included visit until it starts (a fee when late: domain/visit-cancellation.ts), and
// send the booking's one photo later (chosen offline) while the request waits for a price.
// A charge the request could no longer take (paid already, another amount) is refunded by the
// server at any point of its life, once per payment.
import { and, assign, setup, type SnapshotFrom } from 'xstate';
import type { MachineEvent } from './domain/envelope.ts';
import type { Coordinates } from './domain/riyadh-bounds.ts';
import type { ServiceId } from './domain/constants.ts';
import { limits } from './domain/constants.ts';
import { insideRiyadh, noFridayService, notBeforeToday, notInThePast, withinWorkingHours } from './domain/booking-rules.ts';
import { windowAtMostTwoHours, type ArrivalWindow } from './domain/arrival-window.ts';
import { reviewStillEditable } from './domain/review-window.ts';
import { appointmentConfirmed, visitActions, visitCancelled, visitGuards, visitStates } from './request-visit.ts';
import { notRefundedYet, withRefund, type AutomaticRefund, type ChargeRefunded, type ChargeRefundFailed } from './domain/charge-refunds.ts';
import type {
  AppointedTechnician,
  RequestAppointmentConfirmed,
  RequestCancelled,
  RequestCompleted,
  RequestCompletedUnremarked,
  RequestDeclined,
  RequestKind,
  RequestNumbered,
  RequestOfferAccepted,
  RequestOfferMade,
  RequestOfferRejected,
  RequestPaid,
  RequestPhotoAttached,
  RequestReviewed,
  RequestSubmitted,
  RequestSubmittedWithDrawnNumber,
  RequestTechnicianArrived,
  RequestTechnicianOnTheWay,
  RequestVisitRescheduled,
  RequestVisitCancelled,
} from './domain/request-events.ts';

export interface Appointment extends ArrivalWindow {
  technician: AppointedTechnician;
}

export interface RequestContext {
  ownerId: string | null;
  kind: RequestKind | null;
  services: ServiceId[];
  note: string;
  address: string;
  coordinates: Coordinates | null;
  phone: string;
  preferredDate: string;
  preferredTime: string;
  photoId: string | null;
  /** A 3-digit number a browser drew (schema 1), else the server's, null until it comes. */
  orderNumber: number | null;
  submittedAt: string | null;
  /** The offer in force, in halalas; 0 is a visit included in the customer's plan. */
  priceHalalas: number | null;
  adminNote: string | null;
  offeredAt: string | null;
  /** When the customer accepted or rejected the offer in force. */
  answeredAt: string | null;
  paidAt: string | null;
  /** The payment the provider confirmed: what the receipt and the admin show. */
  payment: RequestPaid | null;
  /** The visit as last confirmed or moved; null until the admin confirms one. */
  appointment: Appointment | null;
  /** How often the customer moved the visit themselves. */
  customerMoves: number;
  /** When the technician set out, and the time they expected to arrive ('HH:MM', Riyadh). */
  onTheWay: { at: string; expectedAt: string } | null;
  arrivedAt: string | null;
  completedAt: string | null;
  /** What the technician noted and the photos they took; empty for a visit completed before they could. */
  completion: RequestCompleted;
  /** The customer's review of the visit, as last written, and when first written. */
  review: (RequestReviewed & { at: string; editedAt: string | null }) | null;
  cancelledAt: string | null;
  /** A paid or included visit given up: the fee kept, the refund due and the rules they follow. */
  cancellation: RequestVisitCancelled | null;
  declinedAt: string | null;
  /** Charges the server gave back (or failed to), one per payment, for the admin to see. */
  automaticRefunds: AutomaticRefund[];
}

export type RequestEvent =
  | MachineEvent<'request.submitted', RequestSubmitted | RequestSubmittedWithDrawnNumber>
  | MachineEvent<'request.numbered', RequestNumbered>
  | MachineEvent<'request.offerMade', RequestOfferMade>
  | MachineEvent<'request.declined', RequestDeclined>
  | MachineEvent<'request.offerAccepted', RequestOfferAccepted>
  | MachineEvent<'request.offerRejected', RequestOfferRejected>
  | MachineEvent<'request.cancelled', RequestCancelled>
  | MachineEvent<'request.visitCancelled', RequestVisitCancelled>
  | MachineEvent<'request.paid', RequestPaid>
  | MachineEvent<'request.completed', RequestCompleted | RequestCompletedUnremarked>
  | MachineEvent<'request.appointmentConfirmed', RequestAppointmentConfirmed>
  | MachineEvent<'request.visitRescheduled', RequestVisitRescheduled>
  | MachineEvent<'request.technicianOnTheWay', RequestTechnicianOnTheWay>
  | MachineEvent<'request.technicianArrived', RequestTechnicianArrived>
  | MachineEvent<'request.reviewed', RequestReviewed>
  | MachineEvent<'request.reviewEdited', RequestReviewed>
  | MachineEvent<'request.photoAttached', RequestPhotoAttached>
  | MachineEvent<'request.chargeRefunded', ChargeRefunded>
  | MachineEvent<'request.chargeRefundFailed', ChargeRefundFailed>;

/** What an event of this type carries. */
export type Payload<T extends RequestEvent['type']> = Extract<RequestEvent, { type: T }>['data'];
const submitted = (event: RequestEvent) => event.data as Payload<'request.submitted'>;

/**
 * When the visit is to happen, as the booking rules judge it: the preferred time of a booking,
 * or the arrival window of an appointment (a rule holds for the window when it holds at both ends).
 */
function visitTimes(event: RequestEvent): ArrivalWindow & { workingHours: Payload<'request.submitted'>['workingHours'] } {
  if (event.type === 'request.appointmentConfirmed' || event.type === 'request.visitRescheduled') return event.data;
  const { preferredDate, preferredTime, workingHours } = submitted(event);
  return { date: preferredDate, from: preferredTime, to: preferredTime, workingHours };
}

export { visitStart } from './request-visit.ts';

const noRequest: RequestContext = {
  ownerId: null,
  kind: null,
  services: [],
  note: '',
  address: '',
  coordinates: null,
  phone: '',
  preferredDate: '',
  preferredTime: '',
  photoId: null,
  orderNumber: null,
  submittedAt: null,
  priceHalalas: null,
  adminNote: null,
  offeredAt: null,
  answeredAt: null,
  paidAt: null,
  payment: null,
  appointment: null,
  customerMoves: 0,
  onTheWay: null,
  arrivedAt: null,
  completedAt: null,
  completion: { note: '', photoIds: [] },
  review: null,
  cancelledAt: null,
  cancellation: null,
  declinedAt: null,
  automaticRefunds: [],
};

/** The customer who booked it proposes this, none other (their review, their own move). */
const byOwner = ({ context, event }: { context: RequestContext; event: RequestEvent }) =>
  event.actor.role === 'customer' && event.actor.userId === context.ownerId;

export const requestMachine = setup({
  types: { context: {} as RequestContext, events: {} as RequestEvent },
  guards: {
    ...visitGuards,
    noFridayService: ({ event }) => noFridayService(visitTimes(event).date),
    notBeforeToday: ({ event }) => notBeforeToday(submitted(event).preferredDate, event.at),
    notInThePast: ({ event }) => notInThePast(visitTimes(event).date, visitTimes(event).from, event.at),
    withinWorkingHours: ({ event }) => {
      const { from, to, workingHours } = visitTimes(event);
      return withinWorkingHours(from, workingHours) && withinWorkingHours(to, workingHours);
    },
    reviewedByOwner: byOwner,
    rescheduledByOwner: byOwner,
    oneReviewPerVisit: ({ context }) => context.review === null,
    reviewStillEditable: ({ context, event }) => context.review !== null && reviewStillEditable(context.review.at, event.at),
    windowAtMostTwoHours: ({ event }) => windowAtMostTwoHours(visitTimes(event)),
    insideRiyadh: ({ event }) => insideRiyadh(submitted(event).coordinates),
    includedInPlan: ({ context }) => context.priceHalalas === 0,
    numberedByServer: ({ event }) => event.actor.role === 'system',
    notNumberedYet: ({ context }) => context.orderNumber === null,
    confirmedByProvider: ({ event }) => event.actor.role === 'system',
    onePhotoPerRequest: ({ context }) => context.photoId === null,
    paidInFull: ({ context, event }) =>
      (event.data as Payload<'request.paid'>).amountHalalas === context.priceHalalas,
    refundedByServer: ({ event }) => event.actor.role === 'system',
    notRefundedYet: ({ context, event }) =>
      notRefundedYet(context.automaticRefunds, (event.data as Payload<'request.chargeRefunded'>).paymentId),
  },
  actions: {
    ...visitActions,
    recordSubmission: assign(({ event }) => {
      const { workingHours: _checkedAgainst, ...booking } = submitted(event);
      return { ...booking, ownerId: event.actor.userId ?? null, submittedAt: event.at };
    }),
    recordOrderNumber: assign({ orderNumber: ({ event }) => (event.data as Payload<'request.numbered'>).orderNumber }),
    recordOffer: assign(({ event }) => {
      const { priceHalalas, adminNote } = event.data as Payload<'request.offerMade'>;
      return { priceHalalas, adminNote, offeredAt: event.at, answeredAt: null };
    }),
    recordDecline: assign(({ event }) => ({
      adminNote: (event.data as Payload<'request.declined'>).adminNote,
      declinedAt: event.at,
    })),
    recordAnswer: assign({ answeredAt: ({ event }) => event.at }),
    recordCancellation: assign({ cancelledAt: ({ event }) => event.at }),
    recordPayment: assign(({ event }) => ({ payment: event.data as Payload<'request.paid'>, paidAt: event.at })),
    recordReview: assign({ review: ({ event }) => ({ ...(event.data as Payload<'request.reviewed'>), at: event.at, editedAt: null }) }),
    recordReviewEdit: assign({
      review: ({ context, event }) => ({ ...context.review!, ...(event.data as Payload<'request.reviewEdited'>), editedAt: event.at }),
    }),
    recordCompletion: assign(({ context, event }) => ({
      completedAt: event.at,
      completion: { ...context.completion, ...(event.data as Payload<'request.completed'>) },
    })),
    recordPhoto: assign({ photoId: ({ event }) => (event.data as Payload<'request.photoAttached'>).photoId }),
    recordRefund: assign({
      automaticRefunds: ({ context, event }) =>
        withRefund(context.automaticRefunds, { status: 'refunded', ...(event.data as Payload<'request.chargeRefunded'>), at: event.at }),
    }),
    recordRefundFailure: assign({
      automaticRefunds: ({ context, event }) =>
        withRefund(context.automaticRefunds, { status: 'failed', ...(event.data as Payload<'request.chargeRefundFailed'>), at: event.at }),
    }),
  },
}).createMachine({
  id: 'request',
  // 2: the visit's appointment, journey and completion joined the context; 3: the customer's moves and cancellation.
  version: '3',
  context: noRequest,
  initial: 'new',
  on: {
    'request.chargeRefunded': { guard: and(['refundedByServer', 'notRefundedYet']), actions: 'recordRefund' },
    'request.chargeRefundFailed': { guard: and(['refundedByServer', 'notRefundedYet']), actions: 'recordRefundFailure' },
  },
  // declined, cancelled and completed end a request, yet are not `type: 'final'`: an actor
  // stops at a final state, and one following this stream must keep running.
  states: {
    new: {
      on: {
        'request.submitted': {
          guard: and(['noFridayService', 'notBeforeToday', 'notInThePast', 'withinWorkingHours', 'insideRiyadh']),
          target: 'pending',
          actions: 'recordSubmission',
        },
      },
    },
    pending: {
      on: {
        // Appended by the server in the same batch as the booking it numbers.
        'request.numbered': { guard: and(['numberedByServer', 'notNumberedYet']), actions: 'recordOrderNumber' },
        'request.offerMade': { target: 'offered', actions: 'recordOffer' },
        'request.declined': { target: 'declined', actions: 'recordDecline' },
        'request.cancelled': { target: 'cancelled', actions: 'recordCancellation' },
        'request.photoAttached': { guard: 'onePhotoPerRequest', actions: 'recordPhoto' },
      },
    },
    offered: {
      on: {
        'request.offerMade': { target: 'offered', actions: 'recordOffer' },
        'request.offerAccepted': [
          { guard: 'includedInPlan', target: 'scheduled', actions: 'recordAnswer' },
          { target: 'awaitingPayment', actions: 'recordAnswer' },
        ],
        'request.offerRejected': { target: 'offerRejected', actions: 'recordAnswer' },
        'request.cancelled': { target: 'cancelled', actions: 'recordCancellation' },
        'request.photoAttached': { guard: 'onePhotoPerRequest', actions: 'recordPhoto' },
      },
    },
    offerRejected: {
      on: {
        'request.offerMade': { target: 'offered', actions: 'recordOffer' },
      },
    },
    awaitingPayment: {
      on: {
        'request.paid': { guard: and(['confirmedByProvider', 'paidInFull']), target: 'paid', actions: 'recordPayment' },
      },
    },
    // Before the appointments came, a visit was completed with none: the log keeps such completions.
    scheduled: {
      on: {
        'request.appointmentConfirmed': appointmentConfirmed,
        'request.visitCancelled': visitCancelled,
        'request.completed': { target: 'completed', actions: 'recordCompletion' },
      },
    },
    paid: {
      on: {
        'request.appointmentConfirmed': appointmentConfirmed,
        'request.visitCancelled': visitCancelled,
        'request.completed': { target: 'completed', actions: 'recordCompletion' },
      },
    },
    ...visitStates,
    declined: {},
    cancelled: {},
    completed: {
      on: {
        'request.reviewed': { guard: and(['reviewedByOwner', 'oneReviewPerVisit']), actions: 'recordReview' },
        'request.reviewEdited': { guard: and(['reviewedByOwner', 'reviewStillEditable']), actions: 'recordReviewEdit' },
      },
    },
  },
});

export type RequestSnapshot = SnapshotFrom<typeof requestMachine>;
export type RequestState = RequestSnapshot['value'];
