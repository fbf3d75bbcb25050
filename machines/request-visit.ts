// The visit's part of a request's chart (request.machine.ts composes it): the admin confirms an
// appointment and may move it, the customer may move it to another window of the same
// technician before they set out, or give up a paid or included visit before it starts for the
// fee its rules say; then the technician is on the way and arrives. What only these steps judge
// and record is here; the booking rules they share with the booking itself (working hours, no
// Friday, not in the past, a window of at most two hours) and who the owner is stay with the machine.
import { and, assign } from 'xstate';
import { customerMovesLeft, windowNotStarted } from './domain/visit-moves.ts';
import { beforeVisitStarts, feeAsTheRulesSay, visitStartsAt } from './domain/visit-cancellation.ts';
import type { Payload, RequestContext, RequestEvent } from './request.machine.ts';

/** When the visit starts: its arrival window, or the preferred time while it has none. */
export const visitStart = (context: RequestContext): string =>
  context.appointment
    ? visitStartsAt(context.appointment.date, context.appointment.from)
    : visitStartsAt(context.preferredDate, context.preferredTime);

type GuardArgs = { context: RequestContext; event: RequestEvent };
const assignToRequest = assign<RequestContext, RequestEvent, undefined, RequestEvent, never>;

export const visitGuards = {
  technicianNotSetOut: ({ context }: GuardArgs) => context.onTheWay === null,
  windowNotStarted: ({ context, event }: GuardArgs) => context.appointment !== null && windowNotStarted(context.appointment, event.at),
  customerMovesLeft: ({ context }: GuardArgs) => customerMovesLeft(context.customerMoves),
  beforeVisitStarts: ({ context, event }: GuardArgs) => beforeVisitStarts(visitStart(context), event.at),
  feeAsTheRulesSay: ({ context, event }: GuardArgs) => {
    const cancelled = event.data as Payload<'request.visitCancelled'>;
    return feeAsTheRulesSay(cancelled, context.priceHalalas ?? 0, visitStart(context), event.at, cancelled.visitRules);
  },
};

export const visitActions = {
  recordVisitCancellation: assignToRequest(({ event }) => ({ cancelledAt: event.at, cancellation: event.data as Payload<'request.visitCancelled'> })),
  recordAppointment: assignToRequest(({ event }) => {
    const { workingHours: _checkedAgainst, ...appointment } = event.data as Payload<'request.appointmentConfirmed'>;
    return { appointment };
  }),
  recordReschedule: assignToRequest(({ context, event }) => {
    const { date, from, to } = event.data as Payload<'request.visitRescheduled'>;
    return { appointment: { ...context.appointment!, date, from, to }, customerMoves: context.customerMoves + 1 };
  }),
  recordSetOff: assignToRequest({
    onTheWay: ({ event }) => ({ at: event.at, expectedAt: (event.data as Payload<'request.technicianOnTheWay'>).expectedAt }),
  }),
  recordArrival: assignToRequest({ arrivedAt: ({ event }) => event.at }),
};

/** Giving up a paid or included visit: before it starts, for the fee its rules say. */
export const visitCancelled = {
  guard: and(['beforeVisitStarts', 'feeAsTheRulesSay']),
  target: 'cancelled',
  actions: 'recordVisitCancellation',
} as const;

/** Confirming an appointment, or moving it: the booking rules, judged on the arrival window. */
export const appointmentConfirmed = {
  guard: and(['windowAtMostTwoHours', 'noFridayService', 'notInThePast', 'withinWorkingHours']),
  target: 'appointed',
  actions: 'recordAppointment',
} as const;

/** The customer moves their visit: before the technician sets out and the window begins, within their moves, to a window the booking rules accept. */
const visitRescheduled = {
  guard: and([
    'rescheduledByOwner',
    'technicianNotSetOut',
    'windowNotStarted',
    'customerMovesLeft',
    'windowAtMostTwoHours',
    'noFridayService',
    'notInThePast',
    'withinWorkingHours',
  ]),
  target: 'appointed',
  actions: 'recordReschedule',
} as const;

/** From an appointment to the technician's arrival; each ends in the completion the machine records. */
export const visitStates = {
  appointed: {
    on: {
      'request.appointmentConfirmed': appointmentConfirmed,
      'request.visitRescheduled': visitRescheduled,
      'request.visitCancelled': visitCancelled,
      'request.technicianOnTheWay': { target: 'onTheWay', actions: 'recordSetOff' },
      'request.completed': { target: 'completed', actions: 'recordCompletion' },
    },
  },
  onTheWay: {
    on: {
      // Refused here, by name: the customer reads that the technician has set out.
      'request.visitRescheduled': visitRescheduled,
      'request.technicianOnTheWay': { target: 'onTheWay', actions: 'recordSetOff' },
      'request.technicianArrived': { target: 'arrived', actions: 'recordArrival' },
      'request.completed': { target: 'completed', actions: 'recordCompletion' },
    },
  },
  arrived: {
    on: {
      'request.completed': { target: 'completed', actions: 'recordCompletion' },
    },
  },
} as const;
