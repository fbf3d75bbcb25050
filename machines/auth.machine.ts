// Who is signed in on this browser: a customer (who registers or logs in on one screen that
// toggles between the two) and, independently, the admin. The server decides; this flow asks
// it through the actors the app provides, and announces each outcome as a notice.
import { assign, emit, fromPromise, setup } from 'xstate';
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

export type AuthAttempt = 'login' | 'register' | 'adminLogin' | 'logout' | 'adminLogout';

export type AuthNotice =
  | { type: 'welcomeBack' }
  | { type: 'accountCreated' }
  | { type: 'loggedOut' }
  | { type: 'adminSignedIn' }
  | { type: 'adminLoggedOut' }
  | { type: 'failed'; attempt: AuthAttempt; failure: AuthFailure };

export interface AuthContext extends KnownSessions {
  /** The last refusal, shown beside the form until the next attempt. */
  failure: AuthFailure | null;
  adminFailure: AuthFailure | null;
  /** The server asked this sign-in for a two-factor code: the form keeps asking until the admin is in. */
  adminCodeAsked: boolean;
}

export type AuthEvent =
  | { type: 'toggleMode' }
  | { type: 'showRegister' }
  | { type: 'submitLogin'; credentials: Credentials }
  | { type: 'submitRegistration'; registration: Registration }
  | { type: 'logout' }
  | { type: 'submitAdminLogin'; credentials: AdminCredentials }
  | { type: 'adminLogout' };

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
    adminLogin: fromPromise<SessionAdmin, AdminCredentials>(async () => {
      throw new Error('provided by the app');
    }),
    adminLogout: fromPromise<void, SessionAdmin>(async () => {}),
  },
  guards: {
    hasUser: ({ context }) => context.user != null,
    hasAdmin: ({ context }) => context.admin != null,
    registrationPassesChecks: ({ event }) =>
      Object.keys(registrationProblems((event as Extract<AuthEvent, { type: 'submitRegistration' }>).registration)).length === 0,
  },
  actions: {
    rememberSessions: assign(({ event }) => {
      const { user, admin } = (event as unknown as { output: KnownSessions }).output;
      return { user, admin };
    }),
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
  context: { user: null, admin: null, failure: null, adminFailure: null, adminCodeAsked: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadSessions',
        onDone: { target: 'ready', actions: 'rememberSessions' },
        // Not reachable: nobody is known to be signed in; signing in will ask again.
        onError: { target: 'ready' },
      },
    },
    ready: {
      type: 'parallel',
      states: {
        customer: {
          initial: 'resolving',
          states: {
            resolving: {
              always: [{ guard: 'hasUser', target: 'signedIn' }, { target: 'signedOut' }],
            },
            signedOut: {
              initial: 'login',
              states: {
                login: {
                  initial: 'editing',
                  states: {
                    editing: {
                      on: {
                        toggleMode: { target: '#auth.ready.customer.signedOut.register', actions: 'clearFailure' },
                        showRegister: { target: '#auth.ready.customer.signedOut.register', actions: 'clearFailure' },
                        submitLogin: { target: 'submitting', actions: 'clearFailure' },
                      },
                    },
                    submitting: {
                      invoke: {
                        src: 'login',
                        input: ({ event }) => (event as Extract<AuthEvent, { type: 'submitLogin' }>).credentials,
                        onDone: {
                          target: '#auth.ready.customer.signedIn',
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
                        toggleMode: { target: '#auth.ready.customer.signedOut.login', actions: 'clearFailure' },
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
                          target: '#auth.ready.customer.signedIn',
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
            signedIn: {
              on: { logout: 'signingOut' },
            },
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
        admin: {
          initial: 'resolving',
          states: {
            resolving: {
              always: [{ guard: 'hasAdmin', target: 'signedIn' }, { target: 'signedOut' }],
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
                    onDone: { target: '#auth.ready.admin.signedIn', actions: ['rememberAdmin', 'announceAdminSignedIn'] },
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
      },
    },
  },
});

export type AuthSnapshot = ReturnType<typeof authMachine.transition>;

/** Whether the server has said who is signed in (guards wait for this before deciding). */
export const sessionsKnown = (snapshot: AuthSnapshot) => snapshot.matches('ready');
/** The signed-in customer, still shown while their logout is on its way. */
export const signedInUser = (snapshot: AuthSnapshot) => snapshot.context.user;
export const signedInAdmin = (snapshot: AuthSnapshot) => snapshot.context.admin;
export const formMode = (snapshot: AuthSnapshot): 'login' | 'register' =>
  snapshot.matches({ ready: { customer: { signedOut: 'register' } } }) ? 'register' : 'login';
export const isSubmitting = (snapshot: AuthSnapshot) =>
  snapshot.matches({ ready: { customer: { signedOut: { login: 'submitting' } } } }) ||
  snapshot.matches({ ready: { customer: { signedOut: { register: 'submitting' } } } });
export const isAdminSubmitting = (snapshot: AuthSnapshot) =>
  snapshot.matches({ ready: { admin: { signedOut: 'submitting' } } });
/** Whether the admin's sign-in form asks for the two-factor code. */
export const adminCodeAsked = (snapshot: AuthSnapshot) => snapshot.context.adminCodeAsked;
