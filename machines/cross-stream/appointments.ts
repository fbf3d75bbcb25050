// An appointment books its technician's arrival window in the same batch (whose machine says
// whether they take visits and are free then; they must do the request's service and go by the
// names the customer will read), and moving it to another technician releases the first one's window;
// so does the request's end, once it has come (the server's reactor, server/technicians/visit-releases.ts).
// A customer's move of their visit books the new window of the same technician in the same batch.
import type { RequestVisitRescheduled } from '../domain/request-events.ts';
import { requestStream, technicianStream } from '../domain/streams.ts';
import type { TechnicianVisitAssigned, TechnicianVisitReleased } from '../domain/technician-events.ts';
import type { RequestContext } from '../request.machine.ts';
import type { TechnicianContext } from '../technician.machine.ts';
import { appointmentOf, booksWindow, firstFailing, isAppointment, isReschedule, requestIdOf, type BatchEvent, type Rule, type WorldBeforeBatch } from './batch.ts';

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
export const technicianNotBooked: Rule = (batch, world) =>
  firstFailing('technicianNotBooked', batch.filter(booksWindow), (booking) => batch.some((visit) => booksWindowOf(world, visit, booking)));

/** A technician's window is booked only with the appointment or move it is for. */
export const appointmentMissing: Rule = (batch, world) =>
  firstFailing('appointmentMissing', batch.filter(isVisitAssigned), (visit) => batch.some((booking) => booksWindow(booking) && booksWindowOf(world, visit, booking)));

const technicianOf = (world: WorldBeforeBatch, appointment: BatchEvent) => world.stateOf(technicianStream(appointmentOf(appointment).technician.id));

/** The customer reads the technician's names as the admins keep them. */
export const technicianNamesChanged: Rule = (batch, world) =>
  firstFailing('technicianNamesChanged', batch.filter(isAppointment), (appointment) => {
    const kept = (technicianOf(world, appointment)?.context as TechnicianContext | undefined)?.details?.name;
    const named = appointmentOf(appointment).technician.name;
    return kept?.en === named.en && kept.ar === named.ar;
  });

/** The technician does every service the request is for. */
export const technicianDoesService: Rule = (batch, world) =>
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
export const previousTechnicianNotReleased: Rule = (batch, world) =>
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
export const visitNotMoved: Rule = (batch, world) =>
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
