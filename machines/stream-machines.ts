// Which machine folds which stream.
import type { AnyStateMachine } from 'xstate';
import { parseStream, type Stream, type StreamKind } from './domain/streams.ts';
import { userMachine } from './user.machine.ts';
import { settingsMachine } from './settings.machine.ts';
import { requestMachine } from './request.machine.ts';
import { subscriptionMachine } from './subscription.machine.ts';
import { chatMachine } from './chat.machine.ts';
import { technicianMachine } from './technician.machine.ts';
import { invoicesMachine } from './invoices.machine.ts';
import { fingerprintOf } from './machine-fingerprint.ts';

export const streamMachines: Record<StreamKind, AnyStateMachine> = {
  user: userMachine,
  settings: settingsMachine,
  request: requestMachine,
  subscription: subscriptionMachine,
  chat: chatMachine,
  technician: technicianMachine,
  invoices: invoicesMachine,
};

export const machineFor = (stream: Stream): AnyStateMachine => streamMachines[stream.kind];

/** For a name not read yet (the browser's log): undefined when no stream has it. */
export function machineForStream(name: string): AnyStateMachine | undefined {
  const stream = parseStream(name);
  return stream ? machineFor(stream) : undefined;
}

let fingerprint: string | undefined;
/**
 * Changes whenever any stream machine's chart or code does: local snapshots made before are
 * dropped. Worked out when first asked for: the server, which keeps no snapshot, never asks
 * (it was ~20–60 ms of every start).
 */
export function machinesFingerprint(): string {
  return (fingerprint ??= fingerprintOf(Object.values(streamMachines)));
}
