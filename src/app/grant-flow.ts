// The grant screen's machine with the app's part plugged in: the sync waits for the admin's
// live log (half a second at least, as the spec's spinner), the grant is one call to the
// server, and each outcome is a toast.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import { grantMachine, type GrantForm, type GrantResult } from '../../machines/grant.machine.ts';
import { normaliseSaudiMobile } from '../../machines/domain/phone-number.ts';
import { callApi } from '../eventlog/api-call.ts';
import type { EventLog } from '../eventlog/event-log.ts';
import { showToast, type Toaster } from './toaster.ts';

const said: Record<string, { title: MessageDescriptor; description?: MessageDescriptor }> = {
  synced: { title: msg`Sync Complete!`, description: msg`The user list has been updated.` },
  missing: { title: msg`Missing Information`, description: msg`Please fill out Full Name, Email, and Phone Number.` },
  granted: { title: msg`Subscription granted` },
};

const spinnerMs = 500;
const syncWaitMs = 5_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the log is live (at once if it is), or rejects after a while offline. */
function whenOnline(log: EventLog): Promise<void> {
  return new Promise((resolve, reject) => {
    if (log.status() === 'online') return resolve();
    const timer = setTimeout(() => {
      stop();
      reject(new Error('offline'));
    }, syncWaitMs);
    const stop = log.subscribe(() => {
      if (log.status() !== 'online') return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}

async function grant(form: GrantForm): Promise<GrantResult> {
  const body = {
    ...(form.userId ? { userId: form.userId } : {}),
    fullName: form.fullName.trim(),
    email: form.email.trim(),
    mobile: normaliseSaudiMobile(form.mobile) ?? form.mobile.trim(),
    plan: form.plan,
    note: form.note.trim(),
  };
  const answer = await callApi(globalThis.fetch.bind(globalThis), '/api/admin/grants', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if ('ok' in answer) return answer.ok as GrantResult;
  throw { code: answer.kind === 'refused' ? answer.code : 'networkError' };
}

export function grantFlowFor(log: EventLog | null, toaster: Toaster) {
  return grantMachine.provide({
    actors: {
      refreshUsers: fromPromise(async () => {
        if (!log) throw new Error('signed out');
        await Promise.all([pause(spinnerMs), whenOnline(log)]);
      }),
      grantSubscription: fromPromise<GrantResult, GrantForm>(({ input }) => grant(input)),
    },
    actions: {
      announceSynced: () => showToast(toaster, { content: said.synced! }),
      warnMissingInformation: () => showToast(toaster, { destructive: true, content: said.missing! }),
      announceGranted: () => showToast(toaster, { content: said.granted! }),
    },
  });
}
