// A technician dedicated to a VIP Plus customer is one the admins keep, on visits, by their names.
import { technicianStream } from '../domain/streams.ts';
import type { SubscriptionTechnicianDedicated } from '../domain/subscription-events.ts';
import type { TechnicianContext } from '../technician.machine.ts';
import { firstFailing, type BatchEvent, type Rule } from './batch.ts';

const isDedication = (event: BatchEvent) => event.type === 'subscription.technicianDedicated';
/** The technician a dedication names, or null when it takes the dedicated one away. */
const dedicatedOf = (event: BatchEvent) => (event.data as SubscriptionTechnicianDedicated).technician;
const dedications = (batch: BatchEvent[]) => batch.filter((event) => isDedication(event) && dedicatedOf(event) !== null);

/** A dedicated technician is one the admins keep and who takes visits. */
export const technicianNotActive: Rule = (batch, world) =>
  firstFailing('technicianNotActive', dedications(batch), (dedication) =>
    world.stateOf(technicianStream(dedicatedOf(dedication)!.id))?.value === 'active',
  );

/** The customer reads their dedicated technician's names as the admins keep them. */
export const dedicatedTechnicianNamesChanged: Rule = (batch, world) =>
  firstFailing('technicianNamesChanged', dedications(batch), (dedication) => {
    const named = dedicatedOf(dedication)!;
    const kept = (world.stateOf(technicianStream(named.id))?.context as TechnicianContext | undefined)?.details?.name;
    return kept?.en === named.name.en && kept.ar === named.name.ar;
  });

/** The technicians the batch dedicates to a customer: the rules ask for their state. */
export const dedicatedTechnicianStreams = (batch: BatchEvent[]): string[] => [
  ...new Set(dedications(batch).map((dedication) => technicianStream(dedicatedOf(dedication)!.id))),
];
