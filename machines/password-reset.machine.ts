// Forgot password: the customer names their email (a link is e-mailed) or mobile (a code is
// texted); the link's page, or the code form, takes the new password twice; the server sets it
// and ends every session, and the customer signs in with it.
import { assertEvent, assign, fromPromise, setup } from 'xstate';

export type ResetLanguage = 'en' | 'ar';

export interface ResetRequest {
  identifier: string;
  language: ResetLanguage;
}

export type ResetCompletion = { token: string; password: string } | { identifier: string; code: string; password: string };

/** A stable code from the server (or `passwordsDiffer`, `unreachable`), translated by the view. */
export interface ResetFailure {
  code: string;
  retryAfterSeconds?: number;
}

export interface PasswordResetInput {
  /** The link's token, when the page was opened from the e-mail. */
  token: string | null;
  /** The page was opened with a token that cannot be one (cut short when copied). */
  brokenLink?: boolean;
}

export interface PasswordResetContext {
  token: string | null;
  identifier: string;
  failure: ResetFailure | null;
}

export interface NewPassword {
  password: string;
  confirmation: string;
}

export type PasswordResetEvent =
  | { type: 'requestReset'; identifier: string; language: ResetLanguage }
  | ({ type: 'setPassword' } & NewPassword)
  | ({ type: 'setPasswordWithCode'; code: string } & NewPassword)
  | { type: 'askAgain' };

export function asResetFailure(error: unknown): ResetFailure {
  const candidate = error as Partial<ResetFailure> | null;
  return typeof candidate?.code === 'string' ? (candidate as ResetFailure) : { code: 'unreachable' };
}

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
  },
  actors: {
    requestReset: fromPromise<void, ResetRequest>(async () => {
      throw new Error('provided by the app');
    }),
    completeReset: fromPromise<void, ResetCompletion>(async () => {
      throw new Error('provided by the app');
    }),
  },
  guards: {
    openedFromLink: ({ context }) => context.token !== null,
    emailGetsLink: ({ context }) => context.identifier.includes('@'),
    passwordsMatch: ({ event }) => {
      assertEvent(event, ['setPassword', 'setPasswordWithCode']);
      return event.password === event.confirmation;
    },
  },
  actions: {
    rememberIdentifier: assign({
      identifier: ({ event }) => {
        assertEvent(event, 'requestReset');
        return event.identifier.trim();
      },
      failure: null,
    }),
    rememberFailure: assign({ failure: ({ event }) => asResetFailure((event as { error?: unknown }).error) }),
    rememberPasswordsDiffer: assign({ failure: { code: 'passwordsDiffer' } }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    token: input.token,
    identifier: '',
    failure: input.brokenLink ? { code: 'resetInvalid' } : null,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'openedFromLink', target: 'byLink' }, { target: 'asking' }],
    },
    asking: {
      initial: 'editing',
      states: {
        editing: {
          on: { requestReset: { target: 'sending', actions: 'rememberIdentifier' } },
        },
        sending: {
          invoke: {
            src: 'requestReset',
            input: ({ context, event }) => {
              assertEvent(event, 'requestReset');
              return { identifier: context.identifier, language: event.language };
            },
            onDone: [
              { guard: 'emailGetsLink', target: '#passwordReset.linkSent' },
              { target: '#passwordReset.byCode' },
            ],
            onError: { target: 'editing', actions: 'rememberFailure' },
          },
        },
      },
    },
    linkSent: {
      on: { askAgain: { target: 'asking', actions: 'clearFailure' } },
    },
    byLink: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            setPassword: [
              { guard: 'passwordsMatch', target: 'saving', actions: 'clearFailure' },
              { actions: 'rememberPasswordsDiffer' },
            ],
          },
        },
        saving: {
          invoke: {
            src: 'completeReset',
            input: ({ context, event }) => {
              assertEvent(event, 'setPassword');
              return { token: context.token!, password: event.password };
            },
            onDone: { target: '#passwordReset.done' },
            onError: { target: 'editing', actions: 'rememberFailure' },
          },
        },
      },
      on: { askAgain: { target: 'asking', actions: 'clearFailure' } },
    },
    byCode: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            setPasswordWithCode: [
              { guard: 'passwordsMatch', target: 'saving', actions: 'clearFailure' },
              { actions: 'rememberPasswordsDiffer' },
            ],
          },
        },
        saving: {
          invoke: {
            src: 'completeReset',
            input: ({ context, event }) => {
              assertEvent(event, 'setPasswordWithCode');
              return { identifier: context.identifier, code: event.code, password: event.password };
            },
            onDone: { target: '#passwordReset.done' },
            onError: { target: 'editing', actions: 'rememberFailure' },
          },
        },
      },
      on: { askAgain: { target: 'asking', actions: 'clearFailure' } },
    },
    done: { type: 'final' },
  },
});

export type PasswordResetSnapshot = ReturnType<typeof passwordResetMachine.transition>;

export const isBusy = (snapshot: PasswordResetSnapshot) =>
  snapshot.matches({ asking: 'sending' }) || snapshot.matches({ byLink: 'saving' }) || snapshot.matches({ byCode: 'saving' });
