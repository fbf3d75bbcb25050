// The admin's chosen visit (a day, the start of its arrival window, a technician) as the one
// batch the log takes: the request's appointment, the technician's window booked, and, when
// the visit moves to another technician, the first one's window released. The machines and
// the rules across streams judge the batch; this only builds it.
import { windowFrom } from '../../machines/domain/arrival-window.ts';
import { requestStream, technicianStream } from '../../machines/domain/streams.ts';
import type { ScheduledTechnician } from '../../machines/projections/technician-schedule.ts';
import type { RequestContext, RequestEvent, RequestSnapshot } from '../../machines/request.machine.ts';
import type { SettingsContext } from '../../machines/settings.machine.ts';
import type { Draft } from '../eventlog/event-log.ts';

export interface AppointmentChoice {
  date: string;
  from: string;
  technicianId: string;
}

export type AppointmentDrafts = { drafts: Draft[] } | { refused: string };

const probe = { type: 'request.appointmentConfirmed', id: 'probe', data: {}, actor: { role: 'admin' }, at: '' } as unknown as RequestEvent;

/** The request's state takes an appointment (paid, included in a plan, or one to move); its rules judge the window on submit. */
export const mayAppoint = (snapshot: RequestSnapshot): boolean => snapshot.machine.getTransitionData(snapshot, probe).length > 0;

export function appointmentDrafts(
  requestId: string,
  request: Pick<RequestContext, 'appointment'>,
  choice: AppointmentChoice,
  technicians: readonly ScheduledTechnician[],
  settings: Pick<SettingsContext, 'workingHours' | 'visitRules'>,
): AppointmentDrafts {
  if (choice.date === '' || choice.from === '') return { refused: 'visitTimeRequired' };
  const technician = technicians.find((candidate) => candidate.technicianId === choice.technicianId);
  if (!technician) return { refused: 'technicianRequired' };
  const window = windowFrom(choice.date, choice.from, settings.visitRules.arrivalWindowMinutes);
  if (!window) return { refused: 'withinWorkingHours' };
  const drafts: Draft[] = [
    {
      stream: requestStream(requestId),
      type: 'request.appointmentConfirmed',
      data: { ...window, technician: { id: technician.technicianId, name: technician.name }, workingHours: settings.workingHours },
    },
    { stream: technicianStream(technician.technicianId), type: 'technician.visitAssigned', data: { requestId, ...window } },
  ];
  const before = request.appointment?.technician.id;
  if (before !== undefined && before !== technician.technicianId) {
    drafts.push({ stream: technicianStream(before), type: 'technician.visitReleased', data: { requestId } });
  }
  return { drafts };
}
