// The forgot-password flow with the server's reset routes plugged in. A refusal rejects with
// its stable code (and Retry-After when throttled); the flow keeps it for the view to translate.
import { fromPromise } from 'xstate';
import { passwordResetMachine, type ResetCompletion, type ResetRequest } from '../../machines/password-reset.machine.ts';
import { postChange } from './profile-changes.ts';

async function post(url: string, body: unknown): Promise<void> {
  const answer = await postChange(url, body);
  if (!answer.ok) throw { code: answer.code, ...(answer.retryAfterSeconds ? { retryAfterSeconds: answer.retryAfterSeconds } : {}) };
}

export const passwordResetFlow = passwordResetMachine.provide({
  actors: {
    requestReset: fromPromise<void, ResetRequest>(({ input }) => post('/api/auth/password-reset', input)),
    completeReset: fromPromise<void, ResetCompletion>(({ input }) => post('/api/auth/password-reset/complete', input)),
  },
});
