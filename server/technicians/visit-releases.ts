import { v5 as uuidv5 } from 'uuid';
import { technicianStream } from '../../machines/domain/streams.ts';
import { requestMachine, type RequestContext } from '../../machines/request.machine.ts';
import { technicianMachine, type TechnicianContext } from '../../machines/technician.machine.ts';
import { appendDecided, type AppendDeps } from '../events/append-decided.ts';
import { CheckpointedReactor, type CheckpointedReactorDeps } from '../events/checkpointed-reactor.ts';
import type { StoredEvent } from '../store/event-store.ts';

// A visit that will not happen frees its technician's window (docs/decisions.md 28): a customer
// may not write a technician's stream, so when a request holding an appointment is cancelled
// or declined, the server appends the technician's `visitReleased` on its own. Its id is derived
// from the ending's, so an ending read again (a restart, another instance) releases nothing more;
// the checkpoint moves past an ending once its release is in the log.
const releaseIds = '7c1d9e52-3b8a-4f60-a2d4-5e9b0c6f1a37';
/** The id of the release a request's ending (`endingId`) brings. */
export const releaseIdOf = (endingId: string) => uuidv5(endingId, releaseIds);
const server = { actor: { role: 'system' as const }, origin: 'server' as const };

const endsRequest = (event: StoredEvent) =>
  event.type === 'request.visitCancelled' || event.type === 'request.cancelled' || event.type === 'request.declined';

export type VisitReleaseDeps = AppendDeps & CheckpointedReactorDeps;

export const visitReleaseReactor = (deps: VisitReleaseDeps) =>
  new CheckpointedReactor(deps, {
    name: 'technicianReleases',
    acting: 'technician release',
    wants: endsRequest,
    handle: (ending) => release(deps, ending),
  });

async function release(deps: VisitReleaseDeps, ending: StoredEvent): Promise<void> {
  const request = (await deps.streamStates.current(ending.stream, requestMachine)).snapshot.context as RequestContext;
  const technician = request.appointment?.technician.id;
  if (!technician) return;
  const requestId = ending.stream.slice('request-'.length);
  const stream = technicianStream(technician);
  const held = (await deps.streamStates.current(stream, technicianMachine)).snapshot.context as TechnicianContext;
  // Released already (read again after a restart): the id alone would answer the same, this spares the append.
  if (!held.visits.some((visit) => visit.requestId === requestId)) return;
  await appendDecided(deps, server, [{ id: releaseIdOf(ending.id), stream, type: 'technician.visitReleased', data: { requestId } }]);
}
