import { requestStream, technicianStream } from '../../machines/domain/streams.ts';
import type { SettingsContext } from '../../machines/settings.machine.ts';
import type { PlannedRequest } from './demo-cast.ts';
import type { BookedVisit, PlannedTechnician } from './technician-rota.ts';
import { nextEvent, propose, type Stage } from './stage.ts';

// The admin's technicians and the visits they make, as the admin's browser proposes them: the
// Settings tab's team, the request's appointment (the window booked on the technician's own
// stream in the same batch, the first technician's given back when the visit moves to
// another), and what the technician reports on the day.
export async function addTechnician(stage: Stage, technician: PlannedTechnician): Promise<void> {
  const { name, mobile, services } = technician;
  const details = { name, mobile, services, photoId: null };
  await propose(stage.admin, [await nextEvent(stage, technicianStream(technician.id), 'technician.added', details)]);
}

export async function takeOffVisits(stage: Stage, technician: PlannedTechnician): Promise<void> {
  await propose(stage.admin, [await nextEvent(stage, technicianStream(technician.id), 'technician.deactivated', {})]);
}

export async function confirmVisit(stage: Stage, request: PlannedRequest, visit: BookedVisit, before: PlannedTechnician | null): Promise<void> {
  const { settings } = await stage.admin.get<{ settings: SettingsContext }>('/api/settings');
  const { technician, window } = visit;
  const appointment = { ...window, technician: { id: technician.id, name: technician.name }, workingHours: settings.workingHours };
  const events = [
    await nextEvent(stage, requestStream(request.id), 'request.appointmentConfirmed', appointment),
    await nextEvent(stage, technicianStream(technician.id), 'technician.visitAssigned', { requestId: request.id, ...window }),
  ];
  if (before && before !== technician) {
    events.push(await nextEvent(stage, technicianStream(before.id), 'technician.visitReleased', { requestId: request.id }));
  }
  await propose(stage.admin, events);
}

export async function technicianOnTheWay(stage: Stage, request: PlannedRequest, expectedAt: string): Promise<void> {
  await propose(stage.admin, [await nextEvent(stage, requestStream(request.id), 'request.technicianOnTheWay', { expectedAt })]);
}

export async function technicianArrived(stage: Stage, request: PlannedRequest): Promise<void> {
  await propose(stage.admin, [await nextEvent(stage, requestStream(request.id), 'request.technicianArrived', {})]);
}
