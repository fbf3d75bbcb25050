// Who is signed in on this browser: a customer (who registers or logs in on one screen that
// toggles between the two) and, independently, the admin. The server decides; this flow asks
// it through the actors the app provides, and announces each outcome as a notice. A customer
// this device remembers is signed in from the start, on the device's word, until the server's
// answer confirms them or has them forgotten (docs/decisions.md 42).
import { assign, emit, fromPromise, raise, setup } from 'xstate';
import { registrationProblems } from './domain/registration-rules.ts';
import {
  asAuthFailure,
  type AdminCredentials,
  type AuthFailure,
  type Credentials,
  type KnownSessions,
  type Registration,
  type SessionAdmin,
  type SessionUser,
} from './domain/auth-sessions.ts';
import type { AuthAttempt, AuthContext, AuthEvent, AuthInput, AuthNotice } from './auth-events.ts';

/** The refusals that say the password was right and a two-factor code is wanted. */
const asksForCode = (failure: AuthFailure) => failure.code === 'totpRequired' || failure.code === 'invalidTotpCode';

/** Every problem of a registration the browser will not send, the first one as its code. */
function registrationFailure(registration: Registration): AuthFailure {
  const fields = registrationProblems(registration);
  return { code: Object.values(fields)[0] ?? 'invalidInput', fields };
}

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    input: {} as AuthInput,
    events: {} as AuthEvent,
    emitted: {} as { type: 'notice'; notice: AuthNotice },
  },
  actors: {
    loadSessions: fromPromise<KnownSessions>(async () => ({ user: null, admin: null })),
    login: fromPromise<SessionUser, Credentials>(async () => {
      throw new Error('provided by the app');
    }),
    register: fromPromise<SessionUser, Registration>(async () => {
      throw new Error('provided by the app');
    }),
    logout: fromPromise<void, SessionUser>(async () => {}),
    /** Wipes what this device keeps of a remembered customer the server does not confirm. */
    forgetRemembered: fromPromise<void, SessionUser>(async () => {}),
    adminLogin: fromPromise<SessionAdmin, AdminCredentials>(async () => {
      throw new Error('provided by the app');
    }),
    adminLogout: fromPromise<void, SessionAdmin>(async () => {}),
  },
  guards: {
    remembersCustomer: ({ context }) => context.user != null,
    answerNamesCustomer: ({ context }) => context.answer?.user != null,
    answerNamesRemembered: ({ context }) => context.answer?.user?.id === context.user?.id,
    answerNamesAdmin: ({ context }) => context.answer?.admin != null,
    registrationPassesChecks: ({ event }) =>
      Object.keys(registrationProblems((event as Extract<AuthEvent, { type: 'submitRegistration' }>).registration)).length === 0,
  },
  actions: {
    keepAnswer: assign({ answer: ({ event }) => (event as unknown as { output: KnownSessions }).output }),
    tellAnswered: raise({ type: 'sessionsAnswered' }),
    tellUnknown: raise({ type: 'sessionsUnknown' }),
    takeAnsweredUser: assign({ user: ({ context }) => context.answer!.user }),
    takeAnsweredAdmin: assign({ admin: ({ context }) => context.answer!.admin }),
    rememberUser: assign({ user: ({ event }) => (event as unknown as { output: SessionUser }).output, failure: null }),
    forgetUser: assign({ user: null }),
    rememberFailure: assign({ failure: ({ event }) => asAuthFailure((event as { error?: unknown }).error) }),
    clearFailure: assign({ failure: null }),
    rememberRegistrationProblems: assign({
      failure: ({ event }) => registrationFailure((event as Extract<AuthEvent, { type: 'submitRegistration' }>).registration),
    }),
    rememberAdmin: assign({
      admin: ({ event }) => (event as unknown as { output: SessionAdmin }).output,
      adminFailure: null,
      adminCodeAsked: false,
    }),
    forgetAdmin: assign({ admin: null, adminCodeAsked: false }),
    clearAdminFailure: assign({ adminFailure: null }),
    rememberAdminFailure: assign(({ context, event }) => {
      const adminFailure = asAuthFailure((event as { error?: unknown }).error);
      return { adminFailure, adminCodeAsked: context.adminCodeAsked || asksForCode(adminFailure) };
    }),
    announceWelcomeBack: emit({ type: 'notice', notice: { type: 'welcomeBack' } }),
    announceAccountCreated: emit({ type: 'notice', notice: { type: 'accountCreated' } }),
    announceLoggedOut: emit({ type: 'notice', notice: { type: 'loggedOut' } }),
    announceAdminSignedIn: emit({ type: 'notice', notice: { type: 'adminSignedIn' } }),
    announceAdminLoggedOut: emit({ type: 'notice', notice: { type: 'adminLoggedOut' } }),
    announceRegistrationProblems: emit(({ event }) => ({
      type: 'notice' as const,
      notice: {
        type: 'failed' as const,
        attempt: 'register' as const,
        failure: registrationFailure((event as Extract<AuthEvent, { type: 'submitRegistration' }>).registration),
      },
    })),
    announceFailure: emit(({ event }, params: { attempt: AuthAttempt }) => ({
      type: 'notice' as const,
      notice: {
        type: 'failed' as const,
        attempt: params.attempt,
        failure: asAuthFailure((event as { error?: unknown }).error),
      },
    })),
  },
}).createMachine({
  id: 'auth',
  type: 'parallel',
  context: ({ input }) => ({
    user: input.remembered,
    admin: null,
    answer: null,
    failure: null,
    adminFailure: null,
    adminCodeAsked: false,
  }),
  states: {
    // Who is signed in, asked of the server once, at boot; the customer and the admin each take the answer their own way.
    sessionCheck: {
      initial: 'asking',
      states: {
        asking: {
          invoke: {
            src: 'loadSessions',
            onDone: { target: 'answered', actions: ['keepAnswer', 'tellAnswered'] },
            onError: { target: 'unanswered', actions: 'tellUnknown' },
          },
        },
        answered: {},
        unanswered: {},
      },
    },
    admin: {
      initial: 'awaitingAnswer',
      states: {
        awaitingAnswer: {
          on: {
            sessionsAnswered: [{ guard: 'answerNamesAdmin', target: 'signedIn', actions: 'takeAnsweredAdmin' }, { target: 'signedOut' }],
            sessionsUnknown: 'signedOut',
          },
        },
        signedOut: {
          initial: 'editing',
          states: {
            editing: {
              on: { submitAdminLogin: { target: 'submitting', actions: 'clearAdminFailure' } },
            },
            submitting: {
              invoke: {
                src: 'adminLogin',
                input: ({ event }) => (event as Extract<AuthEvent, { type: 'submitAdminLogin' }>).credentials,
                onDone: { target: '#auth.admin.signedIn', actions: ['rememberAdmin', 'announceAdminSignedIn'] },
                onError: { target: 'editing', actions: ['rememberAdminFailure', { type: 'announceFailure', params: { attempt: 'adminLogin' } }] },
              },
            },
          },
        },
        signedIn: {
          on: { adminLogout: 'signingOut' },
        },
        signingOut: {
          invoke: {
            src: 'adminLogout',
            input: ({ context }) => context.admin!,
            onDone: { target: 'signedOut', actions: ['forgetAdmin', 'announceAdminLoggedOut'] },
            onError: { target: 'signedIn', actions: { type: 'announceFailure', params: { attempt: 'adminLogout' } } },
          },
        },
      },
    },
    customer: {
      initial: 'resolving',
      states: {
        resolving: {
          always: [{ guard: 'remembersCustomer', target: 'signedIn.fromDevice' }, { target: 'awaitingAnswer' }],
        },
        awaitingAnswer: {
          on: {
            sessionsAnswered: [{ guard: 'answerNamesCustomer', target: 'signedIn', actions: 'takeAnsweredUser' }, { target: 'signedOut' }],
            // Nobody is known to be signed in; signing in will ask again.
            sessionsUnknown: 'signedOut',
          },
        },
        signedIn: {
          initial: 'syncing',
          states: {
            // The remembered customer's pages, drawn from the device's copy; nothing is sent or synced.
            fromDevice: {
              on: {
                sessionsAnswered: [
                  { guard: 'answerNamesRemembered', target: 'syncing', actions: 'takeAnsweredUser' },
                  { target: '#auth.customer.forgettingRemembered' },
                ],
                // No network: still them (offline use); the log's sync hears a session that ended.
                sessionsUnknown: 'syncing',
              },
            },
            syncing: {},
          },
          on: { logout: 'signingOut' },
        },
        // The server says nobody, or someone else: this device forgets the remembered customer.
        forgettingRemembered: {
          invoke: {
            src: 'forgetRemembered',
            input: ({ context }) => context.user!,
            onDone: [
              { guard: 'answerNamesCustomer', target: 'signedIn', actions: ['takeAnsweredUser', 'announceLoggedOut'] },
              { target: 'signedOut', actions: ['forgetUser', 'announceLoggedOut'] },
            ],
          },
        },
        signedOut: {
          initial: 'login',
          states: {
            login: {
              initial: 'editing',
              states: {
                editing: {
                  on: {
                    toggleMode: { target: '#auth.customer.signedOut.register', actions: 'clearFailure' },
                    showRegister: { target: '#auth.customer.signedOut.register', actions: 'clearFailure' },
                    submitLogin: { target: 'submitting', actions: 'clearFailure' },
                  },
                },
                submitting: {
                  invoke: {
                    src: 'login',
                    input: ({ event }) => (event as Extract<AuthEvent, { type: 'submitLogin' }>).credentials,
                    onDone: {
                      target: '#auth.customer.signedIn',
                      actions: ['rememberUser', 'announceWelcomeBack'],
                    },
                    onError: { target: 'editing', actions: ['rememberFailure', { type: 'announceFailure', params: { attempt: 'login' } }] },
                  },
                },
              },
            },
            register: {
              initial: 'editing',
              states: {
                editing: {
                  on: {
                    toggleMode: { target: '#auth.customer.signedOut.login', actions: 'clearFailure' },
                    submitRegistration: [
                      { guard: 'registrationPassesChecks', target: 'submitting', actions: 'clearFailure' },
                      { actions: ['rememberRegistrationProblems', 'announceRegistrationProblems'] },
                    ],
                  },
                },
                submitting: {
                  invoke: {
                    src: 'register',
                    input: ({ event }) =>
                      (event as Extract<AuthEvent, { type: 'submitRegistration' }>).registration,
                    onDone: {
                      target: '#auth.customer.signedIn',
                      actions: ['rememberUser', 'announceAccountCreated'],
                    },
                    onError: {
                      target: 'editing',
                      actions: ['rememberFailure', { type: 'announceFailure', params: { attempt: 'register' } }],
                    },
                  },
                },
              },
            },
          },
        },
        // Also from a remembered customer the server has not answered for yet: the logout decides.
        signingOut: {
          invoke: {
            src: 'logout',
            input: ({ context }) => context.user!,
            onDone: { target: 'signedOut', actions: ['forgetUser', 'announceLoggedOut'] },
            onError: { target: 'signedIn', actions: { type: 'announceFailure', params: { attempt: 'logout' } } },
          },
        },
      },
    },
  },
});
