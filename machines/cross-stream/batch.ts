// What every cross-stream rule is judged on: the batch about to be appended and the world
// before it, and the small readings of a batch's events that several rules share.
import type { AnyMachineSnapshot } from 'xstate';
import type { Actor } from '../domain/envelope.ts';
import type { RequestAppointmentConfirmed } from '../domain/request-events.ts';
import { parseStream } from '../domain/streams.ts';
import type { SettingsContext } from '../settings.machine.ts';

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

export type Rule = (batch: BatchEvent[], world: WorldBeforeBatch) => CrossStreamRefusal | null;

export const firstFailing = (reason: string, events: BatchEvent[], holds: (event: BatchEvent) => boolean) => {
  const failing = events.find((event) => !holds(event));
  return failing ? { reason, eventId: failing.id } : null;
};

export function requestIdOf(event: BatchEvent): string {
  const stream = parseStream(event.stream);
  return stream?.kind === 'request' ? stream.requestId : '';
}
export const isVisitCancellation = (event: BatchEvent) => event.type === 'request.visitCancelled';
export const endsRequest = (event: BatchEvent) => event.type === 'request.cancelled' || event.type === 'request.declined' || isVisitCancellation(event);

export const isAppointment = (event: BatchEvent) => event.type === 'request.appointmentConfirmed';
export const isReschedule = (event: BatchEvent) => event.type === 'request.visitRescheduled';
/** An appointment confirmed or moved by the admin, or a visit moved by its customer: each books a technician's window. */
export const booksWindow = (event: BatchEvent) => isAppointment(event) || isReschedule(event);
export const appointmentOf = (event: BatchEvent) => event.data as RequestAppointmentConfirmed;
