// The app's one toast actor. A toast's words are message descriptors, translated when shown,
// so a toast follows a language switch.
import type { MessageDescriptor } from '@lingui/core';
import { createActor, type ActorRefFrom } from 'xstate';
import { toastMachine, type Toast, type ToastRequest } from '../../machines/toast.machine.ts';
import { inspectOption } from './inspector.ts';

export interface ToastContent {
  title: MessageDescriptor;
  description?: MessageDescriptor;
  action?: { label: MessageDescriptor; run: () => void };
}

export type AppToast = Toast<ToastContent>;
export type Toaster = ActorRefFrom<typeof toastMachine>;

export function startToaster(): Toaster {
  return createActor(toastMachine, inspectOption()).start();
}

export function showToast(toaster: Toaster, toast: ToastRequest<ToastContent>): void {
  toaster.send({ type: 'show', toast });
}
