// Stream states saved with the fingerprint of the machines that made them, so a changed
// machine means a full replay instead of a state no current machine could have produced.
import type { AnyMachineSnapshot, AnyStateMachine, StateValue } from 'xstate';
import { foldingChart } from '../../machines/stream-decision.ts';
import { machinesFingerprint } from '../../machines/stream-machines.ts';

export interface StoredSnapshot {
  machinesFingerprint: string;
  /** The stream version folded into `state`. */
  version: number;
  state: unknown;
}

interface PersistedMachineState {
  value: StateValue;
  context: unknown;
  status: 'active' | 'done' | 'error' | 'stopped';
  historyValue?: Record<string, unknown>;
  children?: Record<string, unknown>;
}

export function storedSnapshotOf(snapshot: AnyMachineSnapshot, version: number): StoredSnapshot {
  return { machinesFingerprint: machinesFingerprint(), version, state: snapshot.machine.getPersistedSnapshot(snapshot) };
}

export function restoredSnapshot(
  stored: StoredSnapshot | undefined,
  machine: AnyStateMachine,
): AnyMachineSnapshot | undefined {
  if (!stored || stored.machinesFingerprint !== machinesFingerprint()) return undefined;
  const state = stored.state as PersistedMachineState | null;
  if (!state || typeof state !== 'object' || state.value === undefined) return undefined;
  // resolveState rebuilds neither history nor children; entity machines have none, and a
  // snapshot that does is replayed rather than restored half-way.
  if (Object.keys(state.historyValue ?? {}).length > 0) return undefined;
  if (Object.keys(state.children ?? {}).length > 0) return undefined;
  try {
    return foldingChart(machine).resolveState({ value: state.value, context: state.context, status: state.status });
  } catch {
    return undefined;
  }
}
