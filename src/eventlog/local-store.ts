// One IndexedDB database per scope (via localforage), shared by every tab of that scope:
// confirmed events, the pending queue, stream snapshots and the last position read.
import localforage from 'localforage';
import type { DomainEvent } from '../../machines/domain/envelope.ts';
import type { PendingEvent } from './pending-event.ts';
import type { StoredSnapshot } from './stored-snapshot.ts';

const lastPositionKey = 'lastPosition';

/** Keys sort as text in IndexedDB, so numbers are padded to keep them in order. */
const sortable = (value: number) => String(value).padStart(16, '0');
const pendingKey = (event: PendingEvent) => `${sortable(event.seq)}:${event.id}`;

export class LocalStore {
  readonly databaseName: string;
  /** Confirmed events in segments written together, keyed by their first position. */
  private readonly confirmed: LocalForage;
  private readonly pending: LocalForage;
  private readonly snapshots: LocalForage;
  private readonly meta: LocalForage;

  constructor(scope: string) {
    this.databaseName = `eventlog-${scope}`;
    const open = (storeName: string) => localforage.createInstance({ name: this.databaseName, storeName });
    this.confirmed = open('confirmed');
    this.pending = open('pending');
    this.snapshots = open('snapshots');
    this.meta = open('meta');
  }

  async confirmedEvents(): Promise<DomainEvent[]> {
    const events: DomainEvent[] = [];
    await this.confirmed.iterate<DomainEvent[], void>((segment) => {
      events.push(...segment);
    });
    return events.sort((a, b) => a.position - b.position);
  }

  async addConfirmed(events: DomainEvent[]): Promise<void> {
    const first = events[0];
    if (first) await this.confirmed.setItem(sortable(first.position), events);
  }

  async pendingEvents(): Promise<PendingEvent[]> {
    const events: PendingEvent[] = [];
    await this.pending.iterate<PendingEvent, void>((event) => {
      events.push(event);
    });
    return events;
  }

  async putPending(events: readonly PendingEvent[]): Promise<void> {
    for (const event of events) await this.pending.setItem(pendingKey(event), event);
  }

  async removePending(events: readonly PendingEvent[]): Promise<void> {
    for (const event of events) await this.pending.removeItem(pendingKey(event));
  }

  /** The largest queue number any tab has used, read from the keys alone. */
  async lastPendingSeq(): Promise<number> {
    const keys = await this.pending.keys();
    return keys.reduce((max, key) => Math.max(max, Number.parseInt(key, 10) || 0), 0);
  }

  async storedSnapshots(): Promise<Map<string, StoredSnapshot>> {
    const snapshots = new Map<string, StoredSnapshot>();
    await this.snapshots.iterate<StoredSnapshot, void>((snapshot, stream) => {
      snapshots.set(stream, snapshot);
    });
    return snapshots;
  }

  async putSnapshot(stream: string, snapshot: StoredSnapshot): Promise<void> {
    await this.snapshots.setItem(stream, snapshot);
  }

  async lastPosition(): Promise<number> {
    return (await this.meta.getItem<number>(lastPositionKey)) ?? 0;
  }

  async setLastPosition(position: number): Promise<void> {
    await this.meta.setItem(lastPositionKey, position);
  }

  /** Deletes the whole database: the scope's private data is gone. */
  async wipe(): Promise<void> {
    await this.meta.dropInstance({ name: this.databaseName });
  }
}
