// A technician of the company: added by an admin with their names, mobile and the services
// they do, changed, taken off visits and back. An appointment books one of their arrival
// windows (moving it books the new one in its place) and a moved or cancelled visit releases
// it; two windows of theirs never overlap.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { MachineEvent } from './domain/envelope.ts';
import type { ArrivalWindow } from './domain/arrival-window.ts';
import { technicianFree } from './domain/visit-moves.ts';
import type {
  TechnicianDeactivated,
  TechnicianDetails,
  TechnicianReactivated,
  TechnicianVisitAssigned,
  TechnicianVisitReleased,
} from './domain/technician-events.ts';

export interface TechnicianVisit extends ArrivalWindow {
  requestId: string;
}

export interface TechnicianContext {
  details: TechnicianDetails | null;
  addedAt: string | null;
  /** The windows booked for them, one per request, in the order booked. */
  visits: TechnicianVisit[];
}

export type TechnicianEvent =
  | MachineEvent<'technician.added', TechnicianDetails>
  | MachineEvent<'technician.changed', TechnicianDetails>
  | MachineEvent<'technician.deactivated', TechnicianDeactivated>
  | MachineEvent<'technician.reactivated', TechnicianReactivated>
  | MachineEvent<'technician.visitAssigned', TechnicianVisitAssigned>
  | MachineEvent<'technician.visitReleased', TechnicianVisitReleased>;

type Payload<T extends TechnicianEvent['type']> = Extract<TechnicianEvent, { type: T }>['data'];

const otherVisits = (visits: TechnicianVisit[], requestId: string) => visits.filter((visit) => visit.requestId !== requestId);

export const technicianMachine = setup({
  types: { context: {} as TechnicianContext, events: {} as TechnicianEvent },
  guards: {
    technicianFree: ({ context, event }) => technicianFree(context.visits, event.data as Payload<'technician.visitAssigned'>),
    visitBooked: ({ context, event }) =>
      context.visits.some((visit) => visit.requestId === (event.data as Payload<'technician.visitReleased'>).requestId),
  },
  actions: {
    recordAddition: assign(({ event }) => ({ details: event.data as TechnicianDetails, addedAt: event.at })),
    recordDetails: assign({ details: ({ event }) => event.data as TechnicianDetails }),
    bookVisit: assign({
      visits: ({ context, event }) => {
        const visit = { ...(event.data as Payload<'technician.visitAssigned'>) };
        return [...otherVisits(context.visits, visit.requestId), visit];
      },
    }),
    releaseVisit: assign({
      visits: ({ context, event }) => otherVisits(context.visits, (event.data as Payload<'technician.visitReleased'>).requestId),
    }),
  },
}).createMachine({
  id: 'technician',
  context: { details: null, addedAt: null, visits: [] },
  initial: 'unknown',
  states: {
    unknown: {
      on: { 'technician.added': { target: 'active', actions: 'recordAddition' } },
    },
    active: {
      on: {
        'technician.changed': { actions: 'recordDetails' },
        'technician.deactivated': { target: 'inactive' },
        'technician.visitAssigned': { guard: 'technicianFree', actions: 'bookVisit' },
        'technician.visitReleased': { guard: 'visitBooked', actions: 'releaseVisit' },
      },
    },
    // Takes no new visit; those booked already can still be moved to someone else.
    inactive: {
      on: {
        'technician.changed': { actions: 'recordDetails' },
        'technician.reactivated': { target: 'active' },
        'technician.visitReleased': { guard: 'visitBooked', actions: 'releaseVisit' },
      },
    },
  },
});

export type TechnicianSnapshot = SnapshotFrom<typeof technicianMachine>;
