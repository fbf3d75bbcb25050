// The technicians an appointment may go to, read from the `technician-{id}` streams of the
// admin's log: their names, the services they do, whether they take visits, and the arrival
// windows already booked for them. Pure, so the appointment form and its tests read the same.
import type { AnyMachineSnapshot } from 'xstate';
import { windowsOverlap, type ArrivalWindow } from '../domain/arrival-window.ts';
import type { ServiceId } from '../domain/constants.ts';
import type { TechnicianDetails } from '../domain/technician-events.ts';
import { parseStream } from '../domain/streams.ts';
import type { TechnicianContext, TechnicianVisit } from '../technician.machine.ts';

export interface ScheduledTechnician {
  technicianId: string;
  name: TechnicianDetails['name'];
  services: ServiceId[];
  active: boolean;
  visits: TechnicianVisit[];
}

/** Every technician the log knows, by English name. */
export function technicianSchedule(streams: ReadonlyMap<string, AnyMachineSnapshot>): ScheduledTechnician[] {
  const technicians: ScheduledTechnician[] = [];
  for (const [name, snapshot] of streams) {
    const stream = parseStream(name);
    const { details, visits } = snapshot.context as TechnicianContext;
    if (stream?.kind !== 'technician' || !details) continue;
    technicians.push({ technicianId: stream.technicianId, name: details.name, services: details.services, active: snapshot.value === 'active', visits });
  }
  return technicians.sort((a, b) => a.name.en.localeCompare(b.name.en));
}

/** Those who take visits and do every service the request is for. */
export const techniciansFor = (technicians: readonly ScheduledTechnician[], services: readonly ServiceId[]): ScheduledTechnician[] =>
  technicians.filter((technician) => technician.active && services.every((service) => technician.services.includes(service)));

/** The visit of another request that keeps the technician from `window`, or null when they are free then. */
export const clashingVisit = (technician: ScheduledTechnician, window: ArrivalWindow, requestId: string): TechnicianVisit | null =>
  technician.visits.find((visit) => visit.requestId !== requestId && windowsOverlap(visit, window)) ?? null;
