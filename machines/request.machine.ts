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
import { insideRiyadh, noFridayService, notBeforeToday, notInThePast, withinWorkingHours } from './domain/booking-rules.ts';
import { windowAtMostTwoHours, type ArrivalWindow } from './domain/arrival-window.ts';
import { reviewStillEditable } from './domain/review-window.ts';
import { appointmentConfirmed, visitActions, visitCancelled, visitGuards, visitStates } from './request-visit.ts';
import { notRefundedYet, withRefund } from './domain/charge-refunds.ts';
import { noRequest, type Payload, type RequestContext, type RequestEvent } from './request-context.ts';

export type { Appointment, Payload, RequestContext, RequestEvent } from './request-context.ts';

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
