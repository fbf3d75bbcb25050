import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { initialSnapshot, replay } from '../../machines/stream-decision.ts';
import type { EventStore } from '../store/event-store.ts';

// The state of the streams this instance decided on lately, so a long stream (a busy chat)
// is not replayed from its first event at every append: only the events after the version
// it knows are read and folded. Other instances may have appended since, which is why it
// always asks the store for newer events; the least recently used streams are forgotten.
export interface StreamState {
  version: number;
  snapshot: AnyMachineSnapshot;
}

export class StreamStates {
  private readonly known = new Map<string, StreamState>();

  constructor(
    private readonly store: EventStore,
    private readonly capacity = 10_000,
  ) {}

  async current(stream: string, machine: AnyStateMachine): Promise<StreamState> {
    const cached = this.known.get(stream);
    const base = cached?.snapshot.machine === machine ? cached : { version: 0, snapshot: initialSnapshot(machine) };
    const newer = await this.store.readStream(stream, base.version);
    const state = { version: base.version + newer.length, snapshot: replay(machine, newer, base.snapshot) };
    this.remember(stream, state);
    return state;
  }

  private remember(stream: string, state: StreamState): void {
    this.known.delete(stream);
    this.known.set(stream, state);
    if (this.known.size > this.capacity) this.known.delete(this.known.keys().next().value!);
  }
}
