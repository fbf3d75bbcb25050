// The rules that look past one stream, judged on a whole batch before it is appended; the
// browser's pending plan and the server ask the same function, so both refuse with the same
// reason. A VIP booking and the visit it uses travel together; a counted visit comes back with
// the decline or cancellation of its request (docs/decisions.md 9, 26). A visit given up carries the
// visit rules its fee was worked out by: they must be the rules in force. A booking carries the
// working hours it was checked against, so that its stream replays alone: they must be the
// hours in force. A booking's photo, sent with it or after it, must be one its customer uploaded;
// the photos of a completed visit, ones an admin uploaded.
// An appointment books its technician's arrival window in the same batch (whose machine says
// whether they take visits and are free then; they must do the request's service and go by the
// names the customer will read), and moving it to another technician releases the first one's window;
// so does the request's end, once it has come (the server's reactor, server/technicians/visit-releases.ts).
// A customer's move of their visit books the new window of the same technician in the same batch.
// A technician dedicated to a VIP Plus customer is one the admins keep, on visits, by their names.
import type { AnyMachineSnapshot } from 'xstate';
import type { Actor } from './domain/envelope.ts';
import type { RequestAppointmentConfirmed, RequestCompleted, RequestPhotoAttached, RequestSubmitted, RequestVisitCancelled, RequestVisitRescheduled } from './domain/request-events.ts';
import { parseStream, requestStream, subscriptionStream, technicianStream } from './domain/streams.ts';
import type { TechnicianVisitAssigned, TechnicianVisitReleased } from './domain/technician-events.ts';
import type { SubscriptionTechnicianDedicated, SubscriptionVisitRecorded, SubscriptionVisitRefunded } from './domain/subscription-events.ts';
import type { RequestContext } from './request.machine.ts';
import type { SettingsContext } from './settings.machine.ts';
import type { SubscriptionContext } from './subscription.machine.ts';
import type { TechnicianContext } from './technician.machine.ts';

export interface BatchEvent {
  id: string;
  stream: string;
  type: string;
  data: unknown;
  actor: Actor;
}

/** What the rules may know of the world as it stands before the batch. */
export interface WorldBeforeBatch {
  /** A stream's folded state, or undefined when nothing is known of it. */
  stateOf(stream: string): AnyMachineSnapshot | undefined;
  settings: SettingsContext;
  /** Whether the photo was uploaded by this customer, or by an admin. */
  uploadedBy(photoId: string, uploader: Uploader): boolean;
}

/** Who must have uploaded a photo: the customer themselves, or any admin (they share the work). */
export type Uploader = { role: 'customer'; userId: string } | { role: 'admin' };

export interface CrossStreamRefusal {
  reason: string;
  eventId: string;
}

function requestIdOf(event: BatchEvent): string {
  const stream = parseStream(event.stream);
  return stream?.kind === 'request' ? stream.requestId : '';
}
const isVisitCancellation = (event: BatchEvent) => event.type === 'request.visitCancelled';
const endsRequest = (event: BatchEvent) => event.type === 'request.cancelled' || event.type === 'request.declined' || isVisitCancellation(event);
const isCompletion = (event: BatchEvent) => event.type === 'request.completed';
/** A booking with its photo, a photo sent after its booking, or a completed visit with its photos. */
export const carriesPhoto = (event: BatchEvent) =>
  event.type === 'request.submitted' || event.type === 'request.photoAttached' || isCompletion(event);
export function photosOf(event: BatchEvent): string[] {
  // A completion of schema 1 carries no photos.
  if (isCompletion(event)) return (event.data as Partial<RequestCompleted>).photoIds ?? [];
  const photoId = (event.data as RequestSubmitted | RequestPhotoAttached).photoId;
  return photoId === null ? [] : [photoId];
}
function uploaderOf(event: BatchEvent): Uploader | null {
  if (isCompletion(event)) return { role: 'admin' };
  return event.actor.userId === undefined ? null : { role: 'customer', userId: event.actor.userId };
}
const isVipBooking = (event: BatchEvent) => event.type === 'request.submitted' && (event.data as RequestSubmitted).kind === 'vip';

type Rule = (batch: BatchEvent[], world: WorldBeforeBatch) => CrossStreamRefusal | null;

const firstFailing = (reason: string, events: BatchEvent[], holds: (event: BatchEvent) => boolean) => {
  const failing = events.find((event) => !holds(event));
  return failing ? { reason, eventId: failing.id } : null;
};

/** A VIP booking records its visit on its customer's own plan, in the same batch. */
const vipVisitNotRecorded: Rule = (batch) =>
  firstFailing('vipVisitNotRecorded', batch.filter(isVipBooking), (booking) =>
    batch.some(
      (visit) =>
        visit.type === 'subscription.visitRecorded' &&
        visit.stream === subscriptionStream(booking.actor.userId ?? '') &&
        (visit.data as SubscriptionVisitRecorded).requestId === requestIdOf(booking),
    ),
  );

/** A visit is recorded only with the VIP booking it is for. */
const vipBookingMissing: Rule = (batch) =>
  firstFailing('vipBookingMissing', batch.filter((event) => event.type === 'subscription.visitRecorded'), (visit) =>
    batch.some((booking) => isVipBooking(booking) && requestIdOf(booking) === (visit.data as SubscriptionVisitRecorded).requestId),
  );

/** A visit is given back only with its request declined or cancelled. */
const requestNotEnded: Rule = (batch) =>
  firstFailing('requestNotEnded', batch.filter((event) => event.type === 'subscription.visitRefunded'), (refund) =>
    batch.some((ending) => endsRequest(ending) && requestIdOf(ending) === (refund.data as SubscriptionVisitRefunded).requestId),
  );

/** Declining or cancelling a VIP request whose visit is still counted gives it back, in the same batch. */
const visitNotGivenBack: Rule = (batch, world) =>
  firstFailing('visitNotGivenBack', batch.filter(endsRequest), (ending) => {
    const requestId = requestIdOf(ending);
    const request = world.stateOf(ending.stream)?.context as RequestContext | undefined;
    if (request?.kind !== 'vip' || !request.ownerId) return true;
    const plan = world.stateOf(subscriptionStream(request.ownerId))?.context as SubscriptionContext | undefined;
    if (!plan?.visits.includes(requestId)) return true;
    return batch.some((refund) => refund.type === 'subscription.visitRefunded' && (refund.data as SubscriptionVisitRefunded).requestId === requestId);
  });

const sameHours = (checked: SettingsContext['workingHours'], inForce: SettingsContext['workingHours']) =>
  checked.opens === inForce.opens && checked.closes === inForce.closes;

/** A booking was checked against the working hours in force. */
const workingHoursChanged: Rule = (batch, world) =>
  firstFailing('workingHoursChanged', batch.filter((event) => event.type === 'request.submitted' || booksWindow(event)), (booking) =>
    sameHours((booking.data as RequestSubmitted | RequestAppointmentConfirmed).workingHours, world.settings.workingHours),
  );

/** A visit given up was priced by the visit rules in force. */
const cancellationRulesChanged: Rule = (batch, world) =>
  firstFailing('cancellationRulesChanged', batch.filter(isVisitCancellation), (cancellation) => {
    const carried = (cancellation.data as RequestVisitCancelled).visitRules;
    const inForce = world.settings.visitRules;
    return (
      carried.freeCancellationHours === inForce.freeCancellationHours &&
      carried.lateCancellationFeePercent === inForce.lateCancellationFeePercent &&
      carried.arrivalWindowMinutes === inForce.arrivalWindowMinutes
    );
  });

const isAppointment = (event: BatchEvent) => event.type === 'request.appointmentConfirmed';
const isReschedule = (event: BatchEvent) => event.type === 'request.visitRescheduled';
/** An appointment confirmed or moved by the admin, or a visit moved by its customer: each books a technician's window. */
const booksWindow = (event: BatchEvent) => isAppointment(event) || isReschedule(event);
const appointmentOf = (event: BatchEvent) => event.data as RequestAppointmentConfirmed;
const isVisitAssigned = (event: BatchEvent) => event.type === 'technician.visitAssigned';
const isVisitReleased = (event: BatchEvent) => event.type === 'technician.visitReleased';

/** The technician whose window `booking` takes: the appointment's, or for a customer's move the one already coming. */
const technicianIdOf = (world: WorldBeforeBatch, booking: BatchEvent): string | undefined =>
  isAppointment(booking)
    ? appointmentOf(booking).technician.id
    : (world.stateOf(booking.stream)?.context as RequestContext | undefined)?.appointment?.technician.id;

/** The technician's window `visit` is the one `booking` (an appointment or a customer's move) takes. */
function booksWindowOf(world: WorldBeforeBatch, visit: BatchEvent, booking: BatchEvent): boolean {
  const { date, from, to } = booking.data as RequestVisitRescheduled;
  const technicianId = technicianIdOf(world, booking);
  const booked = visit.data as TechnicianVisitAssigned;
  return (
    isVisitAssigned(visit) &&
    technicianId !== undefined &&
    visit.stream === technicianStream(technicianId) &&
    booked.requestId === requestIdOf(booking) &&
    booked.date === date &&
    booked.from === from &&
    booked.to === to
  );
}

/** An appointment, or a customer's move, books its technician's window, in the same batch. */
const technicianNotBooked: Rule = (batch, world) =>
  firstFailing('technicianNotBooked', batch.filter(booksWindow), (booking) => batch.some((visit) => booksWindowOf(world, visit, booking)));

/** A technician's window is booked only with the appointment or move it is for. */
const appointmentMissing: Rule = (batch, world) =>
  firstFailing('appointmentMissing', batch.filter(isVisitAssigned), (visit) => batch.some((booking) => booksWindow(booking) && booksWindowOf(world, visit, booking)));

const technicianOf = (world: WorldBeforeBatch, appointment: BatchEvent) => world.stateOf(technicianStream(appointmentOf(appointment).technician.id));

/** The customer reads the technician's names as the admins keep them. */
const technicianNamesChanged: Rule = (batch, world) =>
  firstFailing('technicianNamesChanged', batch.filter(isAppointment), (appointment) => {
    const kept = (technicianOf(world, appointment)?.context as TechnicianContext | undefined)?.details?.name;
    const named = appointmentOf(appointment).technician.name;
    return kept?.en === named.en && kept.ar === named.ar;
  });

/** The technician does every service the request is for. */
const technicianDoesService: Rule = (batch, world) =>
  firstFailing('technicianDoesService', batch.filter(isAppointment), (appointment) => {
    const services = (technicianOf(world, appointment)?.context as TechnicianContext | undefined)?.details?.services ?? [];
    const request = world.stateOf(appointment.stream)?.context as RequestContext | undefined;
    return (request?.services ?? []).every((service) => services.includes(service));
  });

/** The technician the visit was with before, when it moves to another, when that is given up. */
const previousTechnician = (world: WorldBeforeBatch, appointment: BatchEvent): string | null => {
  const before = (world.stateOf(appointment.stream)?.context as RequestContext | undefined)?.appointment?.technician.id;
  return before !== undefined && before !== appointmentOf(appointment).technician.id ? before : null;
};

/** Moving a visit to another technician releases the first one's window, in the same batch. */
const previousTechnicianNotReleased: Rule = (batch, world) =>
  firstFailing('previousTechnicianNotReleased', batch.filter(isAppointment), (appointment) => {
    const before = previousTechnician(world, appointment);
    return (
      before === null ||
      batch.some(
        (release) =>
          isVisitReleased(release) &&
          release.stream === technicianStream(before) &&
          (release.data as TechnicianVisitReleased).requestId === requestIdOf(appointment),
      )
    );
  });

const requestStreamOf = (release: BatchEvent) => requestStream((release.data as TechnicianVisitReleased).requestId);

/** The request declined or cancelled before the batch, whose appointment was with this technician. */
function endedWith(world: WorldBeforeBatch, release: BatchEvent): boolean {
  const request = world.stateOf(requestStreamOf(release));
  const technician = (request?.context as RequestContext | undefined)?.appointment?.technician.id;
  return (request?.value === 'cancelled' || request?.value === 'declined') && technician !== undefined && technicianStream(technician) === release.stream;
}

/** A window is released only when its visit moves to another technician, or its request has ended. */
const visitNotMoved: Rule = (batch, world) =>
  firstFailing('visitNotMoved', batch.filter(isVisitReleased), (release) =>
    endedWith(world, release) ||
    batch.some(
      (appointment) =>
        isAppointment(appointment) &&
        requestIdOf(appointment) === (release.data as TechnicianVisitReleased).requestId &&
        previousTechnician(world, appointment) !== null &&
        technicianStream(previousTechnician(world, appointment)!) === release.stream,
    ),
  );

const isDedication = (event: BatchEvent) => event.type === 'subscription.technicianDedicated';
/** The technician a dedication names, or null when it takes the dedicated one away. */
const dedicatedOf = (event: BatchEvent) => (event.data as SubscriptionTechnicianDedicated).technician;
const dedications = (batch: BatchEvent[]) => batch.filter((event) => isDedication(event) && dedicatedOf(event) !== null);

/** A dedicated technician is one the admins keep and who takes visits. */
const technicianNotActive: Rule = (batch, world) =>
  firstFailing('technicianNotActive', dedications(batch), (dedication) =>
    world.stateOf(technicianStream(dedicatedOf(dedication)!.id))?.value === 'active',
  );

/** The customer reads their dedicated technician's names as the admins keep them. */
const dedicatedTechnicianNamesChanged: Rule = (batch, world) =>
  firstFailing('technicianNamesChanged', dedications(batch), (dedication) => {
    const named = dedicatedOf(dedication)!;
    const kept = (world.stateOf(technicianStream(named.id))?.context as TechnicianContext | undefined)?.details?.name;
    return kept?.en === named.name.en && kept.ar === named.name.ar;
  });

/** A booking's photo, sent with it or after it, is one its customer uploaded; a completed visit's, ones an admin uploaded. */
const unknownPhoto: Rule = (batch, world) =>
  firstFailing('unknownPhoto', batch.filter(carriesPhoto), (event) => {
    const uploader = uploaderOf(event);
    return photosOf(event).every((photoId) => uploader !== null && world.uploadedBy(photoId, uploader));
  });

const rules: Rule[] = [
  vipVisitNotRecorded,
  vipBookingMissing,
  requestNotEnded,
  visitNotGivenBack,
  workingHoursChanged,
  cancellationRulesChanged,
  unknownPhoto,
  technicianNotBooked,
  appointmentMissing,
  technicianNamesChanged,
  technicianDoesService,
  previousTechnicianNotReleased,
  visitNotMoved,
  technicianNotActive,
  dedicatedTechnicianNamesChanged,
];

/** The first rule across streams that the batch breaks, or null when it keeps them all. */
export function crossStreamRefusal(batch: BatchEvent[], world: WorldBeforeBatch): CrossStreamRefusal | null {
  for (const rule of rules) {
    const refusal = rule(batch, world);
    if (refusal) return refusal;
  }
  return null;
}

/** The requests the batch declines or cancels: the rules ask for their state and their owner's plan. */
export function requestsEnded(batch: BatchEvent[]): string[] {
  return [...new Set(batch.filter(endsRequest).map((event) => event.stream))];
}

/** The requests the batch gives an appointment or releases the window of, and their technicians, and the visits customers move: the rules ask for their state. */
export function appointmentStreams(batch: BatchEvent[]): string[] {
  const appointments = batch.filter(isAppointment);
  return [
    ...new Set([
      ...appointments.flatMap((appointment) => [appointment.stream, technicianStream(appointmentOf(appointment).technician.id)]),
      ...batch.filter(isReschedule).map((move) => move.stream),
      ...batch.filter(isVisitReleased).map(requestStreamOf),
    ]),
  ];
}

/** The technicians the batch dedicates to a customer: the rules ask for their state. */
export const dedicatedTechnicianStreams = (batch: BatchEvent[]): string[] => [
  ...new Set(dedications(batch).map((dedication) => technicianStream(dedicatedOf(dedication)!.id))),
];

/** Whether the rules ask for the settings in force: a booking's or an appointment's working hours, a cancellation's visit rules. */
export const readsSettings = (batch: BatchEvent[]) =>
  batch.some((event) => event.type === 'request.submitted' || booksWindow(event) || isVisitCancellation(event));
