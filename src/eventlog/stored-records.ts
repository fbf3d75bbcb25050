// What the log reads back from IndexedDB is checked before it is used: the device's storage
// can hold records another version of the app wrote, a half-written record, or plain garbage.
// A record that fails is not shown; the log drops it and reads the server's copy again.
import type { DomainEvent } from '../../machines/domain/envelope.ts';
import type { PendingEvent, RefusedWrite } from './pending-event.ts';
import type { StoredSnapshot } from './stored-snapshot.ts';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isCount = (value: unknown, least: number): value is number => Number.isSafeInteger(value) && (value as number) >= least;
const isActor = (value: unknown) => isObject(value) && ['customer', 'admin', 'system'].includes(value.role as string);

function hasEventFields(value: unknown): value is Fields {
  return (
    isObject(value) &&
    isText(value.id) &&
    isText(value.stream) &&
    isText(value.type) &&
    isCount(value.schema, 1) &&
    'data' in value &&
    isActor(value.actor) &&
    isText(value.at)
  );
}

export function isConfirmedEvent(value: unknown): value is DomainEvent {
  return hasEventFields(value) && isCount(value.version, 1) && isCount(value.position, 1);
}

export function isPendingEvent(value: unknown): value is PendingEvent {
  return hasEventFields(value) && isCount(value.expectedVersion, 0) && isText(value.batch) && isCount(value.seq, 1);
}

export function isRefusedWrite(value: unknown): value is RefusedWrite {
  return (
    isObject(value) &&
    isText(value.batch) &&
    isText(value.code) &&
    isText(value.refusedAt) &&
    Array.isArray(value.events) &&
    value.events.length > 0 &&
    value.events.every(isPendingEvent)
  );
}

export function isStoredSnapshot(value: unknown): value is StoredSnapshot {
  return isObject(value) && typeof value.machinesFingerprint === 'string' && isCount(value.version, 1) && 'state' in value;
}

/** A read position: what the log writes, or nothing yet (0). */
export function isReadPosition(value: unknown): value is number | null {
  return value === null || isCount(value, 0);
}
