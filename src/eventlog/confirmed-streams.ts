// The state of every stream as the server confirmed it: each stream's events folded in
// version order through its machine with the pure `replay`; the returned actions never run.
import type { AnyMachineSnapshot } from 'xstate';
import type { DomainEvent } from '../../machines/domain/envelope.ts';
import { machineForStream } from '../../machines/stream-machines.ts';
import { initialSnapshot, replay } from '../../machines/stream-decision.ts';
import { restoredSnapshot, type StoredSnapshot } from './stored-snapshot.ts';

export interface ConfirmedStream {
  version: number;
  snapshot: AnyMachineSnapshot;
}

/** Hears each stream's state as it is restored from the device or folded from an event. */
export type StreamWatcher = (stream: string, snapshot: AnyMachineSnapshot, event?: DomainEvent) => void;

export class ConfirmedStreams {
  private readonly states = new Map<string, ConfirmedStream>();
  /** Events that arrived before an earlier version of their stream, held until it comes. */
  private readonly early = new Map<string, Map<number, DomainEvent>>();
  private readonly ids = new Set<string>();
  /** Every confirmed event of each stream, in version order: a stream's history. */
  private readonly events = new Map<string, DomainEvent[]>();

  constructor(private readonly watch?: StreamWatcher) {}

  has(eventId: string): boolean {
    return this.ids.has(eventId);
  }

  get(stream: string): ConfirmedStream | undefined {
    return this.states.get(stream);
  }

  history(stream: string): readonly DomainEvent[] {
    return this.events.get(stream) ?? [];
  }

  version(stream: string): number {
    return this.states.get(stream)?.version ?? 0;
  }

  /** Every confirmed event, in position order. */
  allEvents(): DomainEvent[] {
    return [...this.events.values()].flat().sort((a, b) => a.position - b.position);
  }

  entries(): IterableIterator<[string, ConfirmedStream]> {
    return this.states.entries();
  }

  /** Rebuilds every stream from the stored events, starting each from its saved state when
   * that is usable; returns the streams that had to be replayed from their first event. */
  restore(events: readonly DomainEvent[], snapshots: ReadonlyMap<string, StoredSnapshot>): string[] {
    this.clear();
    const latest = new Map<string, number>();
    for (const event of events) latest.set(event.stream, Math.max(latest.get(event.stream) ?? 0, event.version));
    for (const [stream, stored] of snapshots) {
      const machine = machineForStream(stream);
      const snapshot = machine && stored.version <= (latest.get(stream) ?? 0) && restoredSnapshot(stored, machine);
      if (!snapshot) continue;
      this.states.set(stream, { version: stored.version, snapshot });
      this.watch?.(stream, snapshot);
    }
    const replayed = [...latest.keys()].filter((stream) => !this.states.has(stream));
    this.add(events);
    return replayed.filter((stream) => this.states.has(stream));
  }

  /** Adds events not seen before and returns them, in the order given. */
  add(events: Iterable<DomainEvent>): DomainEvent[] {
    const added: DomainEvent[] = [];
    for (const event of events) {
      if (this.ids.has(event.id)) continue;
      this.ids.add(event.id);
      added.push(event);
      this.remember(event);
      // The version first: a load restored from snapshots passes every stored event through
      // here, and naming a stream's machine parses its name.
      if (event.version <= this.version(event.stream)) continue;
      const machine = machineForStream(event.stream);
      if (!machine) continue;
      const waiting = this.early.get(event.stream) ?? new Map<number, DomainEvent>();
      waiting.set(event.version, event);
      this.early.set(event.stream, waiting);
      let current = this.states.get(event.stream) ?? { version: 0, snapshot: initialSnapshot(machine) };
      for (let next = waiting.get(current.version + 1); next; next = waiting.get(current.version + 1)) {
        waiting.delete(next.version);
        current = { version: next.version, snapshot: replay(machine, [next], current.snapshot) };
        this.watch?.(event.stream, current.snapshot, next);
      }
      this.states.set(event.stream, current);
      if (waiting.size === 0) this.early.delete(event.stream);
    }
    return added;
  }

  /** Some stream holds an event whose earlier version never came. */
  hasGaps(): boolean {
    return this.early.size > 0;
  }

  clear(): void {
    this.events.clear();
    this.states.clear();
    this.early.clear();
    this.ids.clear();
  }

  /** Events come in version order but for the odd early one: appending in place keeps a
   * stream of n events at n steps (copying the list at each event made 5,000 events on one
   * device cost tens of ms at every start). Readers get copies (LocalLog.history). */
  private remember(event: DomainEvent): void {
    const list = this.events.get(event.stream) ?? [];
    this.events.set(event.stream, list);
    const inOrder = (list.at(-1)?.version ?? 0) < event.version;
    const at = inOrder ? -1 : list.findIndex((known) => known.version > event.version);
    if (at === -1) list.push(event);
    else list.splice(at, 0, event);
  }
}
