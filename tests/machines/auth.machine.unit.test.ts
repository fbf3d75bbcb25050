import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AuthNotice } from '../../machines/auth-events.ts';
import { authMachine } from '../../machines/auth.machine.ts';
import { adminCodeAsked, formMode, isAdminSubmitting, isSubmitting, adminKnown, customerKnown, customerSyncs, signedInAdmin, signedInUser, type AuthSnapshot } from '../../machines/auth-snapshot.ts';
import type {
  AdminCredentials,
  Credentials,
  KnownSessions,
  Registration,
  SessionAdmin,
  SessionUser,
} from '../../machines/domain/auth-sessions.ts';

// Each test runs the real flow with a stand-in server: every actor the app would provide is
// a promise the test decides, and every call it receives is recorded.
const sara: SessionUser = { id: 'user-1', fullName: 'Sara Al-Qahtani', email: 'sara@example.com', mobile: '+966512345678' };
const omar: SessionAdmin = { id: 'admin-1', email: 'omar@example.com' };
const saraLogsIn: Credentials = { identifier: 'sara@example.com', password: 'correct horse' };
const saraRegisters: Registration = { fullName: sara.fullName, mobile: sara.mobile, email: sara.email, password: 'correct horse', privacyNoticeAccepted: true };
const omarLogsIn: AdminCredentials = { email: omar.email, password: 'battery staple' };
const nobody: KnownSessions = { user: null, admin: null };

interface StandInServer {
  loadSessions: () => Promise<KnownSessions>;
  login: (credentials: Credentials) => Promise<SessionUser>;
  register: (registration: Registration) => Promise<SessionUser>;
  logout: (user: SessionUser) => Promise<void>;
  adminLogin: (credentials: AdminCredentials) => Promise<SessionAdmin>;
  adminLogout: (admin: SessionAdmin) => Promise<void>;
  forgetRemembered: (user: SessionUser) => Promise<void>;
}

const unexpected = (name: string) => () => Promise.reject(new Error(`${name} was not expected in this test`));
const neverAnswers = () => new Promise<never>(() => {});

/** `remembered`: the customer the device remembers, signed in from the start. */
function startAuth(server: Partial<StandInServer> = {}, remembered: SessionUser | null = null) {
  const answers: StandInServer = {
    loadSessions: async () => nobody,
    login: unexpected('login'),
    register: unexpected('register'),
    logout: unexpected('logout'),
    adminLogin: unexpected('adminLogin'),
    adminLogout: unexpected('adminLogout'),
    forgetRemembered: unexpected('forgetRemembered'),
    ...server,
  };
  const calls = {
    login: [] as Credentials[],
    register: [] as Registration[],
    logout: [] as SessionUser[],
    adminLogin: [] as AdminCredentials[],
    adminLogout: [] as SessionAdmin[],
    forgetRemembered: [] as SessionUser[],
  };
  const actor = createActor(
    authMachine.provide({
      actors: {
        loadSessions: fromPromise(() => answers.loadSessions()),
        login: fromPromise<SessionUser, Credentials>(({ input }) => (calls.login.push(input), answers.login(input))),
        register: fromPromise<SessionUser, Registration>(({ input }) => (calls.register.push(input), answers.register(input))),
        logout: fromPromise<void, SessionUser>(({ input }) => (calls.logout.push(input), answers.logout(input))),
        adminLogin: fromPromise<SessionAdmin, AdminCredentials>(({ input }) => (calls.adminLogin.push(input), answers.adminLogin(input))),
        adminLogout: fromPromise<void, SessionAdmin>(({ input }) => (calls.adminLogout.push(input), answers.adminLogout(input))),
        forgetRemembered: fromPromise<void, SessionUser>(({ input }) => (calls.forgetRemembered.push(input), answers.forgetRemembered(input))),
      },
    }),
    { input: { remembered } },
  );
  const notices: AuthNotice[] = [];
  actor.on('notice', ({ notice }) => notices.push(notice));
  actor.start();
  return { actor, notices, calls };
}

type AuthActor = ReturnType<typeof startAuth>['actor'];

/** Nothing is in flight once no invoked actor is running (the session check, done, stays a child of the whole flow). */
const settled = (actor: AuthActor): Promise<AuthSnapshot> =>
  waitFor(actor, (snapshot) => Object.values(snapshot.children).every((child) => child?.getSnapshot().status !== 'active'), { timeout: 1_000 });

/** Lets a started actor call the server, without waiting for an answer. */
const afterAMoment = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Where the customer and the admin are (the session check's own region aside). */
const regionsOf = ({ value: { customer, admin } }: AuthSnapshot) => ({ customer, admin });

const customerSignedOut = (snapshot: AuthSnapshot) => snapshot.matches({ customer: 'signedOut' });

describe('finding out who is signed in', () => {
  it('does not know the sessions until the server has answered', () => {
    const { actor } = startAuth({ loadSessions: neverAnswers });
    expect(regionsOf(actor.getSnapshot())).toEqual({ customer: 'awaitingAnswer', admin: 'awaitingAnswer' });
    expect(customerKnown(actor.getSnapshot())).toBe(false);
    expect(adminKnown(actor.getSnapshot())).toBe(false);
  });

  it('signs the customer in when the server knows the user', async () => {
    const { actor, notices } = startAuth({ loadSessions: async () => ({ user: sara, admin: null }) });
    const snapshot = await settled(actor);
    expect(regionsOf(snapshot)).toEqual({ customer: { signedIn: 'syncing' }, admin: { signedOut: 'editing' } });
    expect(customerKnown(snapshot)).toBe(true);
    expect(customerSyncs(snapshot)).toBe(true);
    expect(signedInUser(snapshot)).toEqual(sara);
    expect(signedInAdmin(snapshot)).toBeNull();
    expect(notices).toEqual([]);
  });

  it('shows the login form when the server knows nobody', async () => {
    const { actor } = startAuth({ loadSessions: async () => nobody });
    const snapshot = await settled(actor);
    expect(regionsOf(snapshot)).toEqual({ customer: { signedOut: { login: 'editing' } }, admin: { signedOut: 'editing' } });
    expect(customerKnown(snapshot)).toBe(true);
    expect(adminKnown(snapshot)).toBe(true);
    expect(formMode(snapshot)).toBe('login');
    expect(signedInUser(snapshot)).toBeNull();
  });

  it('signs the admin in when the server knows one, leaving the customer signed out', async () => {
    const { actor } = startAuth({ loadSessions: async () => ({ user: null, admin: omar }) });
    const snapshot = await settled(actor);
    expect(regionsOf(snapshot)).toEqual({ customer: { signedOut: { login: 'editing' } }, admin: 'signedIn' });
    expect(signedInAdmin(snapshot)).toEqual(omar);
  });

  it('treats everyone as signed out when the sessions cannot be loaded', async () => {
    const { actor } = startAuth({ loadSessions: () => Promise.reject(new TypeError('Failed to fetch')) });
    const snapshot = await settled(actor);
    expect(regionsOf(snapshot)).toEqual({ customer: { signedOut: { login: 'editing' } }, admin: { signedOut: 'editing' } });
    expect(customerKnown(snapshot)).toBe(true);
    expect(adminKnown(snapshot)).toBe(true);
    expect(signedInUser(snapshot)).toBeNull();
    expect(signedInAdmin(snapshot)).toBeNull();
  });
});

describe('switching between the login and the registration form', () => {
  it('toggles from login to registration and back', async () => {
    const { actor } = startAuth();
    await settled(actor);
    actor.send({ type: 'toggleMode' });
    expect(actor.getSnapshot().matches({ customer: { signedOut: { register: 'editing' } } })).toBe(true);
    expect(formMode(actor.getSnapshot())).toBe('register');
    actor.send({ type: 'toggleMode' });
    expect(actor.getSnapshot().matches({ customer: { signedOut: { login: 'editing' } } })).toBe(true);
    expect(formMode(actor.getSnapshot())).toBe('login');
  });

  it('opens the registration form directly with showRegister', async () => {
    const { actor } = startAuth();
    await settled(actor);
    actor.send({ type: 'showRegister' });
    expect(actor.getSnapshot().matches({ customer: { signedOut: { register: 'editing' } } })).toBe(true);
    expect(formMode(actor.getSnapshot())).toBe('register');
  });

  it('forgets a login refusal when the customer switches to registration', async () => {
    const { actor } = startAuth({ login: () => Promise.reject({ code: 'invalidCredentials' }) });
    await settled(actor);
    actor.send({ type: 'submitLogin', credentials: saraLogsIn });
    expect((await settled(actor)).context.failure).toEqual({ code: 'invalidCredentials' });
    actor.send({ type: 'toggleMode' });
    expect(formMode(actor.getSnapshot())).toBe('register');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('forgets a login refusal when registration is opened directly', async () => {
    const { actor } = startAuth({ login: () => Promise.reject({ code: 'invalidCredentials' }) });
    await settled(actor);
    actor.send({ type: 'submitLogin', credentials: saraLogsIn });
    await settled(actor);
    actor.send({ type: 'showRegister' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('forgets a registration refusal when the customer switches back to login', async () => {
    const { actor } = startAuth();
    await settled(actor);
    actor.send({ type: 'showRegister' });
    actor.send({ type: 'submitRegistration', registration: { ...saraRegisters, password: '' } });
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'passwordRequired', fields: { password: 'passwordRequired' } });
    actor.send({ type: 'toggleMode' });
    expect(formMode(actor.getSnapshot())).toBe('login');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('ignores toggleMode while a login is being submitted', async () => {
    const { actor } = startAuth({ login: neverAnswers });
    await settled(actor);
    actor.send({ type: 'submitLogin', credentials: saraLogsIn });
    actor.send({ type: 'toggleMode' });
    expect(actor.getSnapshot().matches({ customer: { signedOut: { login: 'submitting' } } })).toBe(true);
    expect(formMode(actor.getSnapshot())).toBe('login');
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
  });

  it('ignores toggleMode while a registration is being submitted', async () => {
    const { actor } = startAuth({ register: neverAnswers });
    await settled(actor);
    actor.send({ type: 'showRegister' });
    actor.send({ type: 'submitRegistration', registration: saraRegisters });
    actor.send({ type: 'toggleMode' });
    expect(actor.getSnapshot().matches({ customer: { signedOut: { register: 'submitting' } } })).toBe(true);
    expect(formMode(actor.getSnapshot())).toBe('register');
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
  });
});

describe('logging in', () => {
  it('sends the credentials, keeps the user the server returns and welcomes them back', async () => {
    const { actor, notices, calls } = startAuth({ login: async () => sara });
    await settled(actor);
    actor.send({ type: 'submitLogin', credentials: saraLogsIn });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    const snapshot = await settled(actor);
    expect(calls.login).toEqual([saraLogsIn]);
    expect(snapshot.matches({ customer: 'signedIn' })).toBe(true);
    expect(isSubmitting(snapshot)).toBe(false);
    expect(signedInUser(snapshot)).toEqual(sara);
    expect(notices).toEqual([{ type: 'welcomeBack' }]);
  });

  it('returns to the login form with the refusal when the credentials are wrong', async () => {
    const { actor, notices } = startAuth({ login: () => Promise.reject({ code: 'invalidCredentials' }) });
    await settled(actor);
    actor.send({ type: 'submitLogin', credentials: saraLogsIn });
    const snapshot = await settled(actor);
    expect(snapshot.matches({ customer: { signedOut: { login: 'editing' } } })).toBe(true);
    expect(snapshot.context.failure).toEqual({ code: 'invalidCredentials' });
    expect(signedInUser(snapshot)).toBeNull();
    expect(notices).toEqual([{ type: 'failed', attempt: 'login', failure: { code: 'invalidCredentials' } }]);
  });

  it('reads a rejection that carries no code as the server being unreachable', async () => {
    const { actor, notices } = startAuth({ login: () => Promise.reject(new TypeError('Failed to fetch')) });
    await settled(actor);
    actor.send({ type: 'submitLogin', credentials: saraLogsIn });
    const snapshot = await settled(actor);
    expect(snapshot.context.failure).toEqual({ code: 'unreachable' });
    expect(notices).toEqual([{ type: 'failed', attempt: 'login', failure: { code: 'unreachable' } }]);
  });

  it('keeps how long to wait when the server throttles the login', async () => {
    const throttled = { code: 'tooManyAttempts', retryAfterSeconds: 60 };
    const { actor, notices } = startAuth({ login: () => Promise.reject(throttled) });
    await settled(actor);
    actor.send({ type: 'submitLogin', credentials: saraLogsIn });
    const snapshot = await settled(actor);
    expect(snapshot.context.failure).toEqual({ code: 'tooManyAttempts', retryAfterSeconds: 60 });
    expect(notices).toEqual([{ type: 'failed', attempt: 'login', failure: throttled }]);
  });

  it('forgets the last refusal as soon as the customer tries again', async () => {
    let answer: () => Promise<SessionUser> = () => Promise.reject({ code: 'invalidCredentials' });
    const { actor } = startAuth({ login: () => answer() });
    await settled(actor);
    actor.send({ type: 'submitLogin', credentials: saraLogsIn });
    await settled(actor);
    answer = neverAnswers;
    actor.send({ type: 'submitLogin', credentials: saraLogsIn });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});

describe('registering', () => {
  it('refuses an empty form without asking the server, naming all four problems at once', async () => {
    const { actor, notices, calls } = startAuth({ register: async () => sara });
    await settled(actor);
    actor.send({ type: 'showRegister' });
    actor.send({ type: 'submitRegistration', registration: { fullName: '', mobile: '', email: ' ', password: '', privacyNoticeAccepted: false } });
    await afterAMoment();
    expect(calls.register).toEqual([]);
    expect(actor.getSnapshot().matches({ customer: { signedOut: { register: 'editing' } } })).toBe(true);
    const failure = {
      code: 'fullNameRequired',
      fields: { fullName: 'fullNameRequired', mobile: 'mobileOrEmailRequired', email: 'mobileOrEmailRequired', password: 'passwordRequired', privacyNoticeAccepted: 'privacyNoticeNotAccepted' },
    };
    expect(actor.getSnapshot().context.failure).toEqual(failure);
    expect(notices).toEqual([{ type: 'failed', attempt: 'register', failure }]);
  });

  it.each([
    ['a mobile', { email: '' }],
    ['an email', { mobile: '' }],
  ])('sends a registration giving only %s', async (_contact, left) => {
    const { actor, calls } = startAuth({ register: async () => sara });
    await settled(actor);
    actor.send({ type: 'showRegister' });
    actor.send({ type: 'submitRegistration', registration: { ...saraRegisters, ...left } });
    await afterAMoment();
    expect(calls.register).toEqual([{ ...saraRegisters, ...left }]);
  });

  it('creates the account, signs the customer in and says the account was created', async () => {
    const { actor, notices, calls } = startAuth({ register: async () => sara });
    await settled(actor);
    actor.send({ type: 'showRegister' });
    actor.send({ type: 'submitRegistration', registration: saraRegisters });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    const snapshot = await settled(actor);
    expect(calls.register).toEqual([saraRegisters]);
    expect(snapshot.matches({ customer: 'signedIn' })).toBe(true);
    expect(signedInUser(snapshot)).toEqual(sara);
    expect(notices).toEqual([{ type: 'accountCreated' }]);
  });

  it('returns to the registration form with the refusal when the server says no', async () => {
    const { actor, notices } = startAuth({ register: () => Promise.reject({ code: 'emailTaken' }) });
    await settled(actor);
    actor.send({ type: 'showRegister' });
    actor.send({ type: 'submitRegistration', registration: saraRegisters });
    const snapshot = await settled(actor);
    expect(snapshot.matches({ customer: { signedOut: { register: 'editing' } } })).toBe(true);
    expect(formMode(snapshot)).toBe('register');
    expect(snapshot.context.failure).toEqual({ code: 'emailTaken' });
    expect(notices).toEqual([{ type: 'failed', attempt: 'register', failure: { code: 'emailTaken' } }]);
  });
});

describe('logging out', () => {
  const signedInAsSara = async (): Promise<KnownSessions> => ({ user: sara, admin: null });

  it('tells the server which customer is leaving, forgets them and says they logged out', async () => {
    const { actor, notices, calls } = startAuth({ loadSessions: signedInAsSara, logout: async () => {} });
    await settled(actor);
    actor.send({ type: 'logout' });
    const snapshot = await settled(actor);
    expect(calls.logout).toEqual([sara]);
    expect(snapshot.matches({ customer: { signedOut: { login: 'editing' } } })).toBe(true);
    expect(signedInUser(snapshot)).toBeNull();
    expect(notices).toEqual([{ type: 'loggedOut' }]);
  });

  it('still shows the customer while the logout is on its way', async () => {
    const { actor } = startAuth({ loadSessions: signedInAsSara, logout: neverAnswers });
    await settled(actor);
    actor.send({ type: 'logout' });
    expect(actor.getSnapshot().matches({ customer: 'signingOut' })).toBe(true);
    expect(signedInUser(actor.getSnapshot())).toEqual(sara);
  });

  it('keeps the customer signed in when the logout fails, and says it failed', async () => {
    const { actor, notices } = startAuth({ loadSessions: signedInAsSara, logout: () => Promise.reject({ code: 'unreachable' }) });
    await settled(actor);
    actor.send({ type: 'logout' });
    const snapshot = await settled(actor);
    expect(snapshot.matches({ customer: 'signedIn' })).toBe(true);
    expect(signedInUser(snapshot)).toEqual(sara);
    expect(notices).toEqual([{ type: 'failed', attempt: 'logout', failure: { code: 'unreachable' } }]);
  });
});

describe('the admin, beside the customer', () => {
  it('signs the admin in while the customer stays signed in', async () => {
    const { actor, notices, calls } = startAuth({
      loadSessions: async () => ({ user: sara, admin: null }),
      adminLogin: async () => omar,
    });
    await settled(actor);
    actor.send({ type: 'submitAdminLogin', credentials: omarLogsIn });
    expect(isAdminSubmitting(actor.getSnapshot())).toBe(true);
    expect(isSubmitting(actor.getSnapshot())).toBe(false);
    const snapshot = await settled(actor);
    expect(calls.adminLogin).toEqual([omarLogsIn]);
    expect(regionsOf(snapshot)).toEqual({ customer: { signedIn: 'syncing' }, admin: 'signedIn' });
    expect(signedInAdmin(snapshot)).toEqual(omar);
    expect(signedInUser(snapshot)).toEqual(sara);
    expect(isAdminSubmitting(snapshot)).toBe(false);
    expect(notices).toEqual([{ type: 'adminSignedIn' }]);
  });

  it('logs the admin out while the customer stays signed in', async () => {
    const { actor, notices, calls } = startAuth({
      loadSessions: async () => ({ user: sara, admin: omar }),
      adminLogout: async () => {},
    });
    await settled(actor);
    actor.send({ type: 'adminLogout' });
    const snapshot = await settled(actor);
    expect(calls.adminLogout).toEqual([omar]);
    expect(regionsOf(snapshot)).toEqual({ customer: { signedIn: 'syncing' }, admin: { signedOut: 'editing' } });
    expect(signedInAdmin(snapshot)).toBeNull();
    expect(signedInUser(snapshot)).toEqual(sara);
    expect(notices).toEqual([{ type: 'adminLoggedOut' }]);
  });

  it('logs the customer out while the admin stays signed in', async () => {
    const { actor } = startAuth({ loadSessions: async () => ({ user: sara, admin: omar }), logout: async () => {} });
    await settled(actor);
    actor.send({ type: 'logout' });
    const snapshot = await settled(actor);
    expect(customerSignedOut(snapshot)).toBe(true);
    expect(snapshot.matches({ admin: 'signedIn' })).toBe(true);
    expect(signedInAdmin(snapshot)).toEqual(omar);
  });

  it('records an admin refusal as the admin failure, leaving the customer form alone', async () => {
    const { actor, notices } = startAuth({ adminLogin: () => Promise.reject({ code: 'invalidCredentials' }) });
    await settled(actor);
    actor.send({ type: 'submitAdminLogin', credentials: omarLogsIn });
    const snapshot = await settled(actor);
    expect(snapshot.matches({ admin: { signedOut: 'editing' } })).toBe(true);
    expect(snapshot.context.adminFailure).toEqual({ code: 'invalidCredentials' });
    expect(snapshot.context.failure).toBeNull();
    expect(notices).toEqual([{ type: 'failed', attempt: 'adminLogin', failure: { code: 'invalidCredentials' } }]);
  });

  it('keeps a customer refusal out of the admin failure', async () => {
    const { actor } = startAuth({ login: () => Promise.reject({ code: 'invalidCredentials' }) });
    await settled(actor);
    actor.send({ type: 'submitLogin', credentials: saraLogsIn });
    const snapshot = await settled(actor);
    expect(snapshot.context.failure).toEqual({ code: 'invalidCredentials' });
    expect(snapshot.context.adminFailure).toBeNull();
  });

  it('keeps the admin signed in when the admin logout fails, and says it failed', async () => {
    const { actor, notices } = startAuth({
      loadSessions: async () => ({ user: null, admin: omar }),
      adminLogout: () => Promise.reject({ code: 'unreachable' }),
    });
    await settled(actor);
    actor.send({ type: 'adminLogout' });
    const snapshot = await settled(actor);
    expect(snapshot.matches({ admin: 'signedIn' })).toBe(true);
    expect(signedInAdmin(snapshot)).toEqual(omar);
    expect(notices).toEqual([{ type: 'failed', attempt: 'adminLogout', failure: { code: 'unreachable' } }]);
  });

  it('lets the admin sign in while a customer login is still on its way', async () => {
    const { actor } = startAuth({ login: neverAnswers, adminLogin: async () => omar });
    await settled(actor);
    actor.send({ type: 'submitLogin', credentials: saraLogsIn });
    actor.send({ type: 'submitAdminLogin', credentials: omarLogsIn });
    const snapshot = await waitFor(actor, (s) => s.matches({ admin: 'signedIn' }), { timeout: 1_000 });
    expect(isSubmitting(snapshot)).toBe(true);
    expect(isAdminSubmitting(snapshot)).toBe(false);
  });
});

describe('the admin trying again', () => {
  it("clears the admin's last refusal as soon as the admin tries again", async () => {
    let answer: () => Promise<SessionAdmin> = () => Promise.reject({ code: 'invalidCredentials' });
    const actor = createActor(
      authMachine.provide({
        actors: {
          loadSessions: fromPromise<KnownSessions>(async () => ({ user: null, admin: null })),
          adminLogin: fromPromise<SessionAdmin, AdminCredentials>(() => answer()),
        },
      }),
      { input: { remembered: null } },
    ).start();
    await waitFor(actor, adminKnown);
    actor.send({ type: 'submitAdminLogin', credentials: { email: 'omar@example.com', password: 'x' } });
    await waitFor(actor, (snapshot) => snapshot.context.adminFailure !== null);
    answer = () => new Promise(() => {});
    actor.send({ type: 'submitAdminLogin', credentials: { email: 'omar@example.com', password: 'y' } });
    expect(actor.getSnapshot().context.adminFailure).toBeNull();
  });
});

describe('the admin’s two-factor code', () => {
  const answersInTurn = (...answers: Array<() => Promise<SessionAdmin>>) => {
    let turn = 0;
    return () => answers[turn++]!();
  };
  const refusedWith = (code: string) => () => Promise.reject({ code });
  const submit = async (actor: AuthActor) => {
    actor.send({ type: 'submitAdminLogin', credentials: omarLogsIn });
    return settled(actor);
  };

  it('given a wrong password, when refused, then the form asks for no code', async () => {
    const { actor } = startAuth({ adminLogin: refusedWith('invalidCredentials') });
    await settled(actor);
    expect(adminCodeAsked(await submit(actor))).toBe(false);
  });

  it('given two-factor sign-in on, when the server wants the code, then the form keeps asking for it through later refusals and while the next try is on its way', async () => {
    const { actor } = startAuth({
      adminLogin: answersInTurn(refusedWith('totpRequired'), refusedWith('invalidCredentials'), neverAnswers),
    });
    await settled(actor);
    expect(adminCodeAsked(await submit(actor))).toBe(true);
    expect(adminCodeAsked(await submit(actor))).toBe(true);
    actor.send({ type: 'submitAdminLogin', credentials: omarLogsIn });
    expect(isAdminSubmitting(actor.getSnapshot())).toBe(true);
    expect(adminCodeAsked(actor.getSnapshot())).toBe(true);
  });

  it('given the code asked, when the admin signs in and later out, then the next sign-in asks for no code until the server wants one', async () => {
    const { actor } = startAuth({ adminLogin: answersInTurn(refusedWith('invalidTotpCode'), async () => omar), adminLogout: async () => {} });
    await settled(actor);
    expect(adminCodeAsked(await submit(actor))).toBe(true);
    const signedIn = await submit(actor);
    expect(signedInAdmin(signedIn)).toEqual(omar);
    expect(adminCodeAsked(signedIn)).toBe(false);
    actor.send({ type: 'adminLogout' });
    expect(adminCodeAsked(await settled(actor))).toBe(false);
  });
});

describe('a customer this device remembers (decision 42)', () => {
  const layla: SessionUser = { id: 'user-2', fullName: 'Layla Al-Harbi', email: 'layla@example.com', mobile: '+966598765432' };
  const forgets = { forgetRemembered: async () => {} };

  it('given a remembered customer, when the app starts, then they are signed in from the device while the admin waits for the server', () => {
    const { actor } = startAuth({ loadSessions: neverAnswers }, sara);
    const snapshot = actor.getSnapshot();
    expect(regionsOf(snapshot)).toEqual({ customer: { signedIn: 'fromDevice' }, admin: 'awaitingAnswer' });
    expect(customerKnown(snapshot)).toBe(true);
    expect(signedInUser(snapshot)).toEqual(sara);
    expect(customerSyncs(snapshot)).toBe(false);
    expect(adminKnown(snapshot)).toBe(false);
  });

  it('given a remembered customer, when the server names them, then their log syncs, with the server’s copy of them and nothing said', async () => {
    const renamed = { ...sara, fullName: 'Sara Al-Qahtani Al-Otaibi' };
    const { actor, notices, calls } = startAuth({ loadSessions: async () => ({ user: renamed, admin: null }) }, sara);
    const snapshot = await settled(actor);
    expect(regionsOf(snapshot)).toEqual({ customer: { signedIn: 'syncing' }, admin: { signedOut: 'editing' } });
    expect(customerSyncs(snapshot)).toBe(true);
    expect(signedInUser(snapshot)).toEqual(renamed);
    expect(calls.forgetRemembered).toEqual([]);
    expect(notices).toEqual([]);
  });

  it('given a remembered customer, when the server says nobody is signed in, then the device forgets them, says they are logged out and shows the login form', async () => {
    const { actor, notices, calls } = startAuth({ loadSessions: async () => nobody, ...forgets }, sara);
    const snapshot = await settled(actor);
    expect(calls.forgetRemembered).toEqual([sara]);
    expect(regionsOf(snapshot)).toEqual({ customer: { signedOut: { login: 'editing' } }, admin: { signedOut: 'editing' } });
    expect(signedInUser(snapshot)).toBeNull();
    expect(notices).toEqual([{ type: 'loggedOut' }]);
  });

  it('given a remembered customer, while the device forgets them, then nothing of theirs syncs and nothing is said yet', async () => {
    const { actor, notices } = startAuth({ loadSessions: async () => nobody, forgetRemembered: neverAnswers }, sara);
    const snapshot = await waitFor(actor, (each) => each.matches({ customer: 'forgettingRemembered' }), { timeout: 1_000 });
    expect(customerSyncs(snapshot)).toBe(false);
    expect(notices).toEqual([]);
  });

  it('given a remembered customer, when the server names someone else, then the device forgets the remembered one and that person is signed in', async () => {
    const { actor, notices, calls } = startAuth({ loadSessions: async () => ({ user: layla, admin: null }), ...forgets }, sara);
    const snapshot = await settled(actor);
    expect(calls.forgetRemembered).toEqual([sara]);
    expect(regionsOf(snapshot)).toEqual({ customer: { signedIn: 'syncing' }, admin: { signedOut: 'editing' } });
    expect(signedInUser(snapshot)).toEqual(layla);
    expect(notices).toEqual([{ type: 'loggedOut' }]);
  });

  it('given a remembered customer, when the server cannot be reached, then they stay signed in and their log syncs once it can', async () => {
    const { actor, notices, calls } = startAuth({ loadSessions: () => Promise.reject(new TypeError('Failed to fetch')) }, sara);
    const snapshot = await settled(actor);
    expect(regionsOf(snapshot)).toEqual({ customer: { signedIn: 'syncing' }, admin: { signedOut: 'editing' } });
    expect(signedInUser(snapshot)).toEqual(sara);
    expect(calls.forgetRemembered).toEqual([]);
    expect(notices).toEqual([]);
  });

  it('given a remembered customer, when they log out before the server answers, then they are logged out and the late answer changes nothing', async () => {
    let answer: (sessions: KnownSessions) => void = () => {};
    const { actor, notices, calls } = startAuth(
      { loadSessions: () => new Promise((resolve) => (answer = resolve)), logout: async () => {}, ...forgets },
      sara,
    );
    actor.send({ type: 'logout' });
    await waitFor(actor, customerSignedOut, { timeout: 1_000 });
    expect(calls.logout).toEqual([sara]);
    answer({ user: sara, admin: null });
    const snapshot = await settled(actor);
    expect(snapshot.matches({ customer: { signedOut: { login: 'editing' } } })).toBe(true);
    expect(signedInUser(snapshot)).toBeNull();
    expect(calls.forgetRemembered).toEqual([]);
    expect(notices).toEqual([{ type: 'loggedOut' }]);
  });

  it('given a remembered customer, when the server names the admin too, then the admin is signed in beside them', async () => {
    const { actor } = startAuth({ loadSessions: async () => ({ user: sara, admin: omar }) }, sara);
    const snapshot = await settled(actor);
    expect(regionsOf(snapshot)).toEqual({ customer: { signedIn: 'syncing' }, admin: 'signedIn' });
    expect(signedInAdmin(snapshot)).toEqual(omar);
  });
});
