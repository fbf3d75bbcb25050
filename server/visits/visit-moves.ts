import { windowFrom } from '../../machines/domain/arrival-window.ts';
import type { Actor } from '../../machines/domain/envelope.ts';
import type { IsoDate } from '../../machines/domain/riyadh-calendar.ts';
import { parseStream, requestStream, technicianStream } from '../../machines/domain/streams.ts';
import { freeWindows, type FreeDay } from '../../machines/domain/visit-moves.ts';
import { requestMachine, type Appointment, type RequestContext } from '../../machines/request.machine.ts';
import { technicianMachine, type TechnicianContext } from '../../machines/technician.machine.ts';
import { appendDecided, type AppendDeps } from '../events/append-decided.ts';
import { currentSettings } from '../events/current-settings.ts';
import { ApiError } from '../http/api-error.ts';
import type { StoredEvent } from '../store/event-store.ts';

// A customer moving their own visit (docs/decisions.md 27). They never read their technician's
// stream: the server reads it for them, offers the windows the technician is free in (by the
// same rules the admin's form and the machines use), and books the chosen one. The customer's
// move and the technician's window go in one batch through the one append path: the move as
// the customer's proposal, the window on the server's own account.

/** The visit of a request the actor may look at: its owner's (or any, for an admin); answered as missing otherwise. */
async function visitOf(deps: AppendDeps, requestId: string, actor: Actor): Promise<{ request: RequestContext; appointment: Appointment }> {
  const stream = parseStream(requestStream(requestId));
  if (stream?.kind !== 'request') throw new ApiError(404, 'notFound', 'No such request.');
  const request = (await deps.streamStates.current(stream.name, requestMachine)).snapshot.context as RequestContext;
  const mayLook = request.ownerId !== null && (actor.role === 'admin' || actor.userId === request.ownerId);
  if (!mayLook) throw new ApiError(404, 'notFound', 'No such request.');
  if (!request.appointment) throw new ApiError(422, 'notAllowedNow', 'This request has no visit to move.');
  return { request, appointment: request.appointment };
}

/** The windows the visit may move to, `freeDaysShown` bookable days from `fromDay` (the first bookable day when null). */
export async function windowsToMoveTo(deps: AppendDeps, requestId: string, actor: Actor, fromDay: IsoDate | null): Promise<{ days: FreeDay[]; next: IsoDate | null }> {
  const { appointment } = await visitOf(deps, requestId, actor);
  const technician = (await deps.streamStates.current(technicianStream(appointment.technician.id), technicianMachine)).snapshot.context as TechnicianContext;
  const settings = await currentSettings(deps.streamStates);
  const rules = { hours: settings.workingHours, widthMinutes: settings.visitRules.arrivalWindowMinutes };
  return freeWindows(rules, { ...appointment, requestId }, technician.visits, deps.now().toISOString(), fromDay);
}

/** The customer's move to the window starting at `from` on `date`, the company's width; refused with the rule's name. */
export async function moveVisit(deps: AppendDeps, requestId: string, actor: Actor, wanted: { date: IsoDate; from: string }): Promise<StoredEvent[]> {
  const { appointment } = await visitOf(deps, requestId, actor);
  const settings = await currentSettings(deps.streamStates);
  const window = windowFrom(wanted.date, wanted.from, settings.visitRules.arrivalWindowMinutes);
  if (!window) throw new ApiError(422, 'withinWorkingHours', 'The whole arrival window must fall within working hours.');
  const { events } = await appendDecided(
    deps,
    { actor, origin: 'proposal' },
    [{ stream: requestStream(requestId), type: 'request.visitRescheduled', data: { ...window, workingHours: settings.workingHours } }],
    { serversOwn: [{ stream: technicianStream(appointment.technician.id), type: 'technician.visitAssigned', data: { requestId, ...window } }] },
  );
  return events;
}
