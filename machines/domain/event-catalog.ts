import type { z } from 'zod';
import type { StreamKind } from './streams.ts';
import { userEventSchemas } from './user-events.ts';
import { settingsEventSchemas } from './settings-events.ts';
import { requestEventSchemas } from './request-events.ts';
import { subscriptionEventSchemas } from './subscription-events.ts';
import { chatEventSchemas } from './chat-events.ts';
import { technicianEventSchemas } from './technician-events.ts';
import { invoiceEventSchemas } from './invoice-events.ts';

// Every event type the log knows, the stream kind it belongs to and its payload schema
// by schema version. A type is never removed; a new payload shape adds a schema version, and
// only the newest is appended from then on: the older ones are replayed, never written again,
// read in the newest shape by `payload-upcasters.ts` where they differ from it.
export interface EventDefinition {
  stream: StreamKind;
  schemas: Record<number, z.ZodType>;
}

export const eventCatalog: Record<string, EventDefinition> = {
  ...userEventSchemas,
  ...settingsEventSchemas,
  ...requestEventSchemas,
  ...subscriptionEventSchemas,
  ...chatEventSchemas,
  ...technicianEventSchemas,
  ...invoiceEventSchemas,
};

export function eventDefinition(type: string): EventDefinition | undefined {
  return Object.hasOwn(eventCatalog, type) ? eventCatalog[type] : undefined;
}

/** The schema version new events of a type are written with: its newest. */
export function currentSchemaVersion(definition: EventDefinition): number {
  return Math.max(...Object.keys(definition.schemas).map(Number));
}
