// One IndexedDB database per scope (via localforage), shared by every tab of that scope:
// confirmed events, the pending queue, the writes the server refused (until seen), stream
// snapshots and the last position read.
// What is read back is checked (stored-records.ts): records that fail are left out.
import localforage from 'localforage';
import type { DomainEvent } from '../../machines/domain/envelope.ts';
import type { PendingEvent, RefusedWrite } from './pending-event.ts';
import { isConfirmedEvent, isPendingEvent, isReadPosition, isRefusedWrite, isStoredSnapshot } from './stored-records.ts';
import type { StoredSnapshot } from './stored-snapshot.ts';
import { databaseNameOf, lastPositionKey, readDeviceCopy, type DeviceCopy } from './device-copy.ts';

/** Everything the scope keeps on this device, as read back. */
export interface StoredLog {
  events: DomainEvent[];
  snapshots: Map<string, StoredSnapshot>;
  pending: PendingEvent[];
  refused: RefusedWrite[];
  lastPosition: number;
  /** A confirmed segment or the read position was not as the log writes them: the server's copy must be read again. */
  damaged: boolean;
}

interface Checked<T> {
  kept: T;
  damaged: boolean;
}

/** Keys sort as text in IndexedDB, so numbers are padded to keep them in order. */
const sortable = (value: number) => String(value).padStart(16, '0');
const pendingKey = (event: PendingEvent) => `${sortable(event.seq)}:${event.id}`;

export class LocalStore {
  readonly databaseName: string;
  /** Confirmed events in segments written together, keyed by their first position. */
  private readonly confirmed: LocalForage;
  private readonly pending: LocalForage;
  /** Refused batches by their id, kept until the person has seen them. */
  private readonly refused: LocalForage;
  private readonly snapshots: LocalForage;
  private readonly meta: LocalForage;

  constructor(scope: string) {
    this.databaseName = databaseNameOf(scope);
    const open = (storeName: string) => localforage.createInstance({ name: this.databaseName, storeName });
    this.confirmed = open('confirmed');
    this.pending = open('pending');
    this.refused = open('refused');
    this.snapshots = open('snapshots');
    this.meta = open('meta');
  }

  /** `early`: the device's copy read before the log was made (src/app/session-log.ts). */
  async read(early?: Promise<DeviceCopy | undefined>): Promise<StoredLog> {
    const copy = (await early) ?? (await readDeviceCopy(this.databaseName));
    const lastPosition = checkedLastPosition(copy.lastPosition);
    const events = checkedSegments(copy.confirmed);
    return {
      events: events.kept,
      snapshots: checkedSnapshots(copy.snapshots),
      pending: await this.keptPending(copy.pending),
      refused: await this.keptRefused(copy.refused),
      lastPosition: lastPosition.kept,
      damaged: events.damaged || lastPosition.damaged,
    };
  }

  async confirmedEvents(): Promise<DomainEvent[]> {
    const segments: unknown[] = [];
    await this.confirmed.iterate<unknown, void>((segment) => void segments.push(segment));
    return checkedSegments(segments).kept;
  }

  /** Forgets every confirmed event, snapshot and the read position, keeping the pending queue and the refused writes. */
  async forgetConfirmed(): Promise<void> {
    await Promise.all([this.confirmed.clear(), this.snapshots.clear(), this.meta.clear()]);
  }

  /** Replaces every confirmed event (and so every snapshot folded from them), keeping the read position. */
  async replaceConfirmed(events: DomainEvent[]): Promise<void> {
    await Promise.all([this.confirmed.clear(), this.snapshots.clear()]);
    await this.addConfirmed(events);
  }

  async addConfirmed(events: DomainEvent[]): Promise<void> {
    const first = events[0];
    if (first) await this.confirmed.setItem(sortable(first.position), events);
  }

  /** The queue; a record that is not a proposal this log made cannot be sent, and is removed. */
  async pendingEvents(): Promise<PendingEvent[]> {
    return this.keptPending(await entriesOf(this.pending));
  }

  private async keptPending(entries: ReadonlyArray<[string, unknown]>): Promise<PendingEvent[]> {
    const usable = (entry: [string, unknown]) => isPendingEvent(entry[1]) && entry[0] === pendingKey(entry[1]);
    for (const [key] of entries.filter((entry) => !usable(entry))) await this.pending.removeItem(key);
    return entries.filter(usable).map(([, event]) => event as PendingEvent);
  }

  async putPending(events: readonly PendingEvent[]): Promise<void> {
    for (const event of events) await this.pending.setItem(pendingKey(event), event);
  }

  async removePending(events: readonly PendingEvent[]): Promise<void> {
    for (const event of events) await this.pending.removeItem(pendingKey(event));
  }

  /** The refused writes not yet seen, oldest refusal first; a record that is not one is removed. */
  async refusedWrites(): Promise<RefusedWrite[]> {
    return this.keptRefused(await entriesOf(this.refused));
  }

  private async keptRefused(entries: ReadonlyArray<[string, unknown]>): Promise<RefusedWrite[]> {
    const usable = (entry: [string, unknown]) => isRefusedWrite(entry[1]) && entry[0] === entry[1].batch;
    for (const [key] of entries.filter((entry) => !usable(entry))) await this.refused.removeItem(key);
    const writes = entries.filter(usable).map(([, write]) => write as RefusedWrite);
    return writes.sort((a, b) => (a.refusedAt < b.refusedAt ? -1 : a.refusedAt > b.refusedAt ? 1 : 0));
  }

  async putRefused(writes: readonly RefusedWrite[]): Promise<void> {
    for (const write of writes) await this.refused.setItem(write.batch, write);
  }

  async removeRefused(batch: string): Promise<void> {
    await this.refused.removeItem(batch);
  }

  /** The largest queue number any tab has used, read from the keys alone. */
  async lastPendingSeq(): Promise<number> {
    const keys = await this.pending.keys();
    return keys.reduce((max, key) => Math.max(max, Number.parseInt(key, 10) || 0), 0);
  }

  async storedSnapshots(): Promise<Map<string, StoredSnapshot>> {
    return checkedSnapshots(await entriesOf(this.snapshots));
  }

  async putSnapshot(stream: string, snapshot: StoredSnapshot): Promise<void> {
    await this.snapshots.setItem(stream, snapshot);
  }

  async lastPosition(): Promise<number> {
    return checkedLastPosition(await this.meta.getItem<unknown>(lastPositionKey)).kept;
  }

  async setLastPosition(position: number): Promise<void> {
    await this.meta.setItem(lastPositionKey, position);
  }

  /** Deletes the whole database: the scope's private data is gone. */
  async wipe(): Promise<void> {
    await this.meta.dropInstance({ name: this.databaseName });
  }
}

async function entriesOf(store: LocalForage): Promise<Array<[string, unknown]>> {
  const entries: Array<[string, unknown]> = [];
  await store.iterate<unknown, void>((value, key) => void entries.push([key, value]));
  return entries;
}

function checkedSegments(segments: readonly unknown[]): Checked<DomainEvent[]> {
  const events: DomainEvent[] = [];
  let damaged = false;
  for (const segment of segments) {
    const records: unknown[] = Array.isArray(segment) ? segment : [segment];
    const kept = records.filter(isConfirmedEvent);
    damaged ||= !Array.isArray(segment) || kept.length !== records.length || kept.length === 0;
    events.push(...kept);
  }
  return { kept: events.sort((a, b) => a.position - b.position), damaged };
}

function checkedSnapshots(entries: ReadonlyArray<[string, unknown]>): Map<string, StoredSnapshot> {
  return new Map(entries.filter((entry): entry is [string, StoredSnapshot] => isStoredSnapshot(entry[1])));
}

const checkedLastPosition = (stored: unknown): Checked<number> =>
  isReadPosition(stored) ? { kept: stored ?? 0, damaged: false } : { kept: 0, damaged: true };
