import type { AnyMachineSnapshot } from 'xstate';
import type { DomainEvent } from '../../machines/domain/envelope.ts';
import type { LoggedEvent } from '../../machines/projections/audit-trail.ts';
import { replay } from '../../machines/stream-decision.ts';
import { machineForStream } from '../../machines/stream-machines.ts';

// A whole log as the admin's browser holds it: each stream folded through its machine with the
// same `replay` every client and the server use, and each stream's accepted events in order
// (what the analytics and audit trails read).
export interface ReplayedLog {
  streams(): ReadonlyMap<string, AnyMachineSnapshot>;
  history(stream: string): readonly LoggedEvent[];
}

export function replayLog(events: readonly DomainEvent[]): ReplayedLog {
  const byStream = new Map<string, DomainEvent[]>();
  for (const event of [...events].sort((a, b) => a.position - b.position)) {
    byStream.set(event.stream, [...(byStream.get(event.stream) ?? []), event]);
  }
  const streams = new Map<string, AnyMachineSnapshot>();
  const histories = new Map<string, LoggedEvent[]>();
  for (const [stream, streamEvents] of byStream) {
    const machine = machineForStream(stream);
    if (!machine) throw new Error(`The log holds stream '${stream}', which no machine folds`);
    const inVersionOrder = streamEvents.sort((a, b) => a.version - b.version);
    streams.set(stream, replay(machine, inVersionOrder));
    histories.set(stream, inVersionOrder.map(({ id, type, at, data, actor }) => ({ id, type, at, data, actor })));
  }
  return { streams: () => streams, history: (stream) => histories.get(stream) ?? [] };
}
