import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  isBusy,
  passwordResetMachine,
  type PasswordResetInput,
  type ResetCompletion,
  type ResetRequest,
} from '../../machines/password-reset.machine.ts';

// The forgot-password flow: an email leads to "check your e-mail", a mobile to the code form;
// the new password is typed twice and sent once they match; refusals come back as codes.
function flow(input: PasswordResetInput = { token: null }, refuse: { request?: unknown; complete?: unknown } = {}) {
  const requests: ResetRequest[] = [];
  const completions: ResetCompletion[] = [];
  const machine = passwordResetMachine.provide({
    actors: {
      requestReset: fromPromise<void, ResetRequest>(async ({ input }) => {
        requests.push(input);
        if (refuse.request) throw refuse.request;
      }),
      completeReset: fromPromise<void, ResetCompletion>(async ({ input }) => {
        completions.push(input);
        if (refuse.complete) throw refuse.complete;
      }),
    },
  });
  return { actor: createActor(machine, { input }).start(), requests, completions };
}

const settled = (actor: ReturnType<typeof flow>['actor']) => waitFor(actor, (snapshot) => !isBusy(snapshot));

describe('asking for a reset', () => {
  it('sends the email and language, then tells the customer to check their e-mail', async () => {
    const { actor, requests } = flow();

    actor.send({ type: 'requestReset', identifier: ' sara@example.com ', language: 'ar' });
    await settled(actor);

    expect(requests).toEqual([{ identifier: 'sara@example.com', language: 'ar' }]);
    expect(actor.getSnapshot().value).toBe('linkSent');
  });

  it('opens the code form when a mobile was given', async () => {
    const { actor } = flow();

    actor.send({ type: 'requestReset', identifier: '0551234567', language: 'en' });
    await settled(actor);

    expect(actor.getSnapshot().matches({ byCode: 'editing' })).toBe(true);
  });

  it('stays on the form with the refusal when the server says too many requests', async () => {
    const { actor } = flow({ token: null }, { request: { code: 'tooManyAttempts', retryAfterSeconds: 600 } });

    actor.send({ type: 'requestReset', identifier: 'sara@example.com', language: 'en' });
    await settled(actor);

    expect(actor.getSnapshot().matches({ asking: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'tooManyAttempts', retryAfterSeconds: 600 });
  });
});

describe('setting the new password', () => {
  it('opens on the new password form when the page came with a link, and sends the token', async () => {
    const { actor, completions } = flow({ token: 'T'.repeat(43) });

    actor.send({ type: 'setPassword', password: 'a new passphrase', confirmation: 'a new passphrase' });
    await settled(actor);

    expect(completions).toEqual([{ token: 'T'.repeat(43), password: 'a new passphrase' }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('sends nothing when the two passwords differ, and says so', () => {
    const { actor, completions } = flow({ token: 'T'.repeat(43) });

    actor.send({ type: 'setPassword', password: 'a new passphrase', confirmation: 'a new passphrase!' });

    expect(completions).toEqual([]);
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'passwordsDiffer' });
  });

  it('sends the code with the identifier it was texted to', async () => {
    const { actor, completions } = flow();
    actor.send({ type: 'requestReset', identifier: '0551234567', language: 'en' });
    await settled(actor);

    actor.send({ type: 'setPasswordWithCode', code: '123456', password: 'a new passphrase', confirmation: 'a new passphrase' });
    await settled(actor);

    expect(completions).toEqual([{ identifier: '0551234567', code: '123456', password: 'a new passphrase' }]);
  });

  it('keeps the form with the refusal when the link has expired', async () => {
    const { actor } = flow({ token: 'T'.repeat(43) }, { complete: { code: 'resetExpired' } });

    actor.send({ type: 'setPassword', password: 'a new passphrase', confirmation: 'a new passphrase' });
    await settled(actor);

    expect(actor.getSnapshot().matches({ byLink: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'resetExpired' });
  });

  it('starts on the request form saying the link is not valid when the page came with a broken one', () => {
    const { actor } = flow({ token: null, brokenLink: true });

    expect(actor.getSnapshot().matches({ asking: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'resetInvalid' });
  });
});
