// Which machine folds which stream.
import type { AnyStateMachine } from 'xstate';
import { parseStreamName, type StreamKind } from './domain/streams.ts';
import { userMachine } from './user.machine.ts';
import { settingsMachine } from './settings.machine.ts';
import { requestMachine } from './request.machine.ts';
import { subscriptionMachine } from './subscription.machine.ts';
import { chatMachine } from './chat.machine.ts';
import { fingerprintOf } from './machine-fingerprint.ts';

export const streamMachines: Partial<Record<StreamKind, AnyStateMachine>> = {
  user: userMachine,
  settings: settingsMachine,
  request: requestMachine,
  subscription: subscriptionMachine,
  chat: chatMachine,
};

export function machineForStream(stream: string): AnyStateMachine | undefined {
  const name = parseStreamName(stream);
  return name ? streamMachines[name.kind] : undefined;
}

/** Changes whenever any stream machine's chart or code does: local snapshots made before are dropped. */
export const machinesFingerprint = fingerprintOf(Object.values(streamMachines));
