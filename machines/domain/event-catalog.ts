import type { z } from 'zod';
import type { StreamKind } from './streams.ts';
import { userEventSchemas } from './user-events.ts';
import { settingsEventSchemas } from './settings-events.ts';
import { requestEventSchemas } from './request-events.ts';
import { subscriptionEventSchemas } from './subscription-events.ts';
import { chatEventSchemas } from './chat-events.ts';
import { technicianEventSchemas } from './technician-events.ts';

// Every event type the log knows, the stream kind it belongs to and its payload schema
// by schema version. A type is never removed; a new payload shape adds a schema version, and
// only the newest is appended from then on: the older ones are replayed, never written again.
export interface EventDefinition {
  stream: StreamKind;
  schemas: Record<number, z.ZodType>;
  /** For an older schema, how its payload reads in the next schema's shape: machines see only the newest. */
  upcasters?: Record<number, (data: unknown) => unknown>;
}

export const eventCatalog: Record<string, EventDefinition> = {
  ...userEventSchemas,
  ...settingsEventSchemas,
  ...requestEventSchemas,
  ...subscriptionEventSchemas,
  ...chatEventSchemas,
  ...technicianEventSchemas,
};

export function eventDefinition(type: string): EventDefinition | undefined {
  return Object.hasOwn(eventCatalog, type) ? eventCatalog[type] : undefined;
}

/** The schema version new events of a type are written with: its newest. */
export function currentSchemaVersion(definition: EventDefinition): number {
  return Math.max(...Object.keys(definition.schemas).map(Number));
}

/** An event's payload in its type's newest shape, upcast schema by schema from the one it was written with. */
export function upcastPayload(type: string, schema: number, data: unknown): unknown {
  const upcasters = eventDefinition(type)?.upcasters;
  let payload = data;
  for (let version = schema; upcasters?.[version]; version += 1) payload = upcasters[version]!(payload);
  return payload;
}
