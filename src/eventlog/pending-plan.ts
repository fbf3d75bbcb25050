// The pending queue laid over the confirmed streams, batch by batch, through the same
// `decide` and rules across streams the server runs: what the user sees, which expected
// version each event needs, and which batches are refused now (all-or-nothing, like the server).
import type { AnyMachineSnapshot } from 'xstate';
import { crossStreamRefusal } from '../../machines/cross-stream-rules.ts';
import { settingsStream } from '../../machines/domain/streams.ts';
import { settingsMachine, type SettingsContext } from '../../machines/settings.machine.ts';
import { machineForStream } from '../../machines/stream-machines.ts';
import { decide, initialSnapshot } from '../../machines/stream-decision.ts';
import type { ConfirmedStreams } from './confirmed-streams.ts';
import { machineEventOf, type PendingEvent, type Rejection } from './pending-event.ts';

export interface PendingPlan {
  /** Accepted batches, in order, each event's expectedVersion counted from what precedes it. */
  kept: PendingEvent[];
  refused: Rejection[];
  /** The optimistic state of every stream a kept event touches. */
  states: Map<string, AnyMachineSnapshot>;
}

/** Unknown stream names get the server's code for them. */
export const wrongStream = 'wrongStream';

export function planPending(
  confirmed: ConfirmedStreams,
  pending: readonly PendingEvent[],
  /** Decide with this time instead of each event's own provisional one. */
  at?: string,
): PendingPlan {
  const plan: PendingPlan = { kept: [], refused: [], states: new Map() };
  const versions = new Map<string, number>();
  for (const batch of batchesOf(pending)) {
    const states = new Map(plan.states);
    const batchVersions = new Map(versions);
    const kept: PendingEvent[] = [];
    let refusal: string | undefined;
    for (const event of batch) {
      const machine = machineForStream(event.stream);
      if (!machine) {
        refusal = wrongStream;
        break;
      }
      const before = states.get(event.stream) ?? confirmed.get(event.stream)?.snapshot ?? initialSnapshot(machine);
      const decision = decide(before, machineEventOf(event, at));
      if (!decision.accepted) {
        refusal = decision.reason;
        break;
      }
      const expectedVersion = batchVersions.get(event.stream) ?? confirmed.version(event.stream);
      batchVersions.set(event.stream, expectedVersion + 1);
      states.set(event.stream, decision.snapshot);
      kept.push({ ...event, expectedVersion });
    }
    refusal ??= crossStreamRefusal(batch, {
      stateOf: (stream) => plan.states.get(stream) ?? confirmed.get(stream)?.snapshot,
      settings: (plan.states.get(settingsStream) ?? confirmed.get(settingsStream)?.snapshot ?? initialSnapshot(settingsMachine)).context as SettingsContext,
      // A browser uploads only its own customer's photos; the server checks whose each is.
      uploadedBy: () => true,
    })?.reason;
    if (refusal === undefined) {
      plan.kept.push(...kept);
      plan.states = states;
      for (const [stream, version] of batchVersions) versions.set(stream, version);
    } else {
      plan.refused.push({ code: refusal, eventIds: batch.map((event) => event.id) });
    }
  }
  return plan;
}

export function batchesOf(pending: readonly PendingEvent[]): PendingEvent[][] {
  const batches: PendingEvent[][] = [];
  for (const event of pending) {
    const last = batches.at(-1);
    if (last?.[0]?.batch === event.batch) last.push(event);
    else batches.push([event]);
  }
  return batches;
}
