import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { foldingChart, initialSnapshot, replay } from '../../machines/stream-decision.ts';
import { RecentlyUsed } from '../recently-used.ts';
import type { EventStore } from '../store/event-store.ts';

// The state of the streams this instance decided on lately, so a long stream (a busy chat)
// is not replayed from its first event at every append, the least recently used forgotten.
// `current` asks the store for the events after the version it knows (another instance, or
// another path of this one, may have appended since). `kept` answers what it knows without
// asking: only for a decision the store then checks, since an append names the version it
// expects and the store refuses it when the stream has moved on.
export interface StreamState {
  version: number;
  snapshot: AnyMachineSnapshot;
}

export class StreamStates {
  private readonly known: RecentlyUsed<string, StreamState>;

  constructor(
    private readonly store: EventStore,
    capacity = 10_000,
  ) {
    this.known = new RecentlyUsed(capacity);
  }

  async current(stream: string, machine: AnyStateMachine): Promise<StreamState> {
    const base = this.knownFor(stream, machine) ?? { version: 0, snapshot: initialSnapshot(machine) };
    const newer = await this.store.readStream(stream, base.version);
    const state = { version: base.version + newer.length, snapshot: replay(machine, newer, base.snapshot) };
    this.known.set(stream, state);
    return state;
  }

  /** What this instance knows of the stream, read from the store only when it knows nothing. */
  async kept(stream: string, machine: AnyStateMachine): Promise<StreamState & { checked: boolean }> {
    const known = this.knownFor(stream, machine);
    if (known) return { ...known, checked: false };
    return { ...(await this.current(stream, machine)), checked: true };
  }

  /** The stream as this instance's own append left it. */
  keep(stream: string, state: StreamState): void {
    this.known.set(stream, state);
  }

  forget(stream: string): void {
    this.known.delete(stream);
  }

  private knownFor(stream: string, machine: AnyStateMachine): StreamState | undefined {
    const known = this.known.get(stream);
    return known?.snapshot.machine === foldingChart(machine) ? known : undefined;
  }
}
