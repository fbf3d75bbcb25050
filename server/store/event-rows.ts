import type { Actor } from '../../machines/domain/envelope.ts';
import type { StoredEvent } from './event-store.ts';

// An events row as the drivers hand it over (a bigint may come as a string, a timestamp as a
// Date or a string), and the stored event it is.
export interface EventRow {
  position: string | number;
  id: string;
  stream: string;
  version: number;
  type: string;
  schema: number;
  data: unknown;
  actor: Actor;
  at: Date | string;
  audience: string;
}

export const eventColumns = 'position, id::text as id, stream, version, type, schema, data, actor, at, audience';

export const toStored = (row: EventRow): StoredEvent => ({
  id: row.id,
  stream: row.stream,
  version: Number(row.version),
  position: Number(row.position),
  type: row.type,
  schema: Number(row.schema),
  data: row.data,
  actor: row.actor,
  at: new Date(row.at).toISOString(),
  audience: row.audience,
});
