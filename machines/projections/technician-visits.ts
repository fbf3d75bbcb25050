// "Visits by technician": on one day, each technician's booked arrival windows in time order,
// with the request each is for (its numbers, customer, services and status). Technicians who
// take visits are listed on a day without any, so the admin sees who is still free.
import type { AnyMachineSnapshot } from 'xstate';
import type { ServiceId } from '../domain/constants.ts';
import type { IsoDate } from '../domain/riyadh-calendar.ts';
import { requestStream, userStream } from '../domain/streams.ts';
import { type RequestContext, type RequestSnapshot } from '../request.machine.ts';
import { requestBadge, requestNumber, type RequestBadge } from '../request-status.ts';
import type { UserContext } from '../user.machine.ts';
import { technicianSchedule, type ScheduledTechnician } from './technician-schedule.ts';

export interface DayVisit {
  requestId: string;
  from: string;
  to: string;
  /** The request's number as screens show it, and the server's order number once given. */
  number: string;
  orderNumber: number | null;
  customerName: string;
  services: ServiceId[];
  badge: RequestBadge | null;
}

export interface TechnicianDay {
  technicianId: string;
  name: ScheduledTechnician['name'];
  visits: DayVisit[];
}

function dayVisit(streams: ReadonlyMap<string, AnyMachineSnapshot>, requestId: string, from: string, to: string): DayVisit {
  const snapshot = streams.get(requestStream(requestId)) as RequestSnapshot | undefined;
  const request = snapshot?.context as RequestContext | undefined;
  const owner = request?.ownerId ? (streams.get(userStream(request.ownerId))?.context as UserContext | undefined) : undefined;
  return {
    requestId,
    from,
    to,
    number: requestNumber(requestId),
    orderNumber: request?.orderNumber ?? null,
    customerName: owner?.fullName ?? '',
    services: request?.services ?? [],
    badge: snapshot ? requestBadge(snapshot) : null,
  };
}

export function technicianVisitsOn(streams: ReadonlyMap<string, AnyMachineSnapshot>, day: IsoDate): TechnicianDay[] {
  return technicianSchedule(streams)
    .map((technician) => ({
      technicianId: technician.technicianId,
      name: technician.name,
      active: technician.active,
      visits: technician.visits
        .filter((visit) => visit.date === day)
        .sort((a, b) => a.from.localeCompare(b.from))
        .map((visit) => dayVisit(streams, visit.requestId, visit.from, visit.to)),
    }))
    .filter((technician) => technician.active || technician.visits.length > 0)
    .map(({ active: _listed, ...technician }) => technician);
}
