// One IndexedDB database per scope (via localforage), shared by every tab of that scope:
// confirmed events, the pending queue, the writes the server refused (until seen), stream
// snapshots and the last position read.
// What is read back is checked (stored-records.ts): records that fail are left out.
import localforage from 'localforage';
import type { DomainEvent } from '../../machines/domain/envelope.ts';
import type { PendingEvent, RefusedWrite } from './pending-event.ts';
import { isConfirmedEvent, isPendingEvent, isReadPosition, isRefusedWrite, isStoredSnapshot } from './stored-records.ts';
import type { StoredSnapshot } from './stored-snapshot.ts';

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

const lastPositionKey = 'lastPosition';

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
    this.databaseName = `eventlog-${scope}`;
    const open = (storeName: string) => localforage.createInstance({ name: this.databaseName, storeName });
    this.confirmed = open('confirmed');
    this.pending = open('pending');
    this.refused = open('refused');
    this.snapshots = open('snapshots');
    this.meta = open('meta');
  }

  async read(): Promise<StoredLog> {
    // The position first: another tab may be recording events (events, then position) while this
    // one reads, and a position read after them could be ahead of the events read, missed for good.
    const lastPosition = await this.checkedLastPosition();
    const events = await this.checkedConfirmed();
    return {
      events: events.kept,
      snapshots: await this.storedSnapshots(),
      pending: await this.pendingEvents(),
      refused: await this.refusedWrites(),
      lastPosition: lastPosition.kept,
      damaged: events.damaged || lastPosition.damaged,
    };
  }

  async confirmedEvents(): Promise<DomainEvent[]> {
    return (await this.checkedConfirmed()).kept;
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
    const events: PendingEvent[] = [];
    const unusable: string[] = [];
    await this.pending.iterate<unknown, void>((event, key) => {
      if (isPendingEvent(event) && key === pendingKey(event)) events.push(event);
      else unusable.push(key);
    });
    for (const key of unusable) await this.pending.removeItem(key);
    return events;
  }

  async putPending(events: readonly PendingEvent[]): Promise<void> {
    for (const event of events) await this.pending.setItem(pendingKey(event), event);
  }

  async removePending(events: readonly PendingEvent[]): Promise<void> {
    for (const event of events) await this.pending.removeItem(pendingKey(event));
  }

  /** The refused writes not yet seen, oldest refusal first; a record that is not one is removed. */
  async refusedWrites(): Promise<RefusedWrite[]> {
    const writes: RefusedWrite[] = [];
    const unusable: string[] = [];
    await this.refused.iterate<unknown, void>((write, key) => {
      if (isRefusedWrite(write) && key === write.batch) writes.push(write);
      else unusable.push(key);
    });
    for (const key of unusable) await this.refused.removeItem(key);
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
    const snapshots = new Map<string, StoredSnapshot>();
    await this.snapshots.iterate<unknown, void>((snapshot, stream) => {
      if (isStoredSnapshot(snapshot)) snapshots.set(stream, snapshot);
    });
    return snapshots;
  }

  async putSnapshot(stream: string, snapshot: StoredSnapshot): Promise<void> {
    await this.snapshots.setItem(stream, snapshot);
  }

  async lastPosition(): Promise<number> {
    return (await this.checkedLastPosition()).kept;
  }

  async setLastPosition(position: number): Promise<void> {
    await this.meta.setItem(lastPositionKey, position);
  }

  private async checkedConfirmed(): Promise<Checked<DomainEvent[]>> {
    const events: DomainEvent[] = [];
    let damaged = false;
    await this.confirmed.iterate<unknown, void>((segment) => {
      const records: unknown[] = Array.isArray(segment) ? segment : [segment];
      const kept = records.filter(isConfirmedEvent);
      damaged ||= !Array.isArray(segment) || kept.length !== records.length || kept.length === 0;
      events.push(...kept);
    });
    return { kept: events.sort((a, b) => a.position - b.position), damaged };
  }

  private async checkedLastPosition(): Promise<Checked<number>> {
    const stored = await this.meta.getItem<unknown>(lastPositionKey);
    return isReadPosition(stored) ? { kept: stored ?? 0, damaged: false } : { kept: 0, damaged: true };
  }

  /** Deletes the whole database: the scope's private data is gone. */
  async wipe(): Promise<void> {
    await this.meta.dropInstance({ name: this.databaseName });
  }
}
