import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorLogic, type AnyStateNode } from 'xstate';
import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  getStateNodes,
  type StatePath,
} from 'xstate/graph';
import type { AuthEvent, AuthInput } from '../../machines/auth-events.ts';
import { authMachine } from '../../machines/auth.machine.ts';
import { adminKnown, type AuthSnapshot } from '../../machines/auth-snapshot.ts';
import {
  asAuthFailure,
  type KnownSessions,
  type Registration,
  type SessionAdmin,
  type SessionUser,
} from '../../machines/domain/auth-sessions.ts';

// Model-based: xstate/graph walks the auth chart, playing the server's answers as the
// completion events of the invoked actors. Every state the chart can rest in must be reached;
// who is signed in must make sense along every path and in every reachable state; neither the
// customer nor the admin may touch the other's half; and each shortest path is replayed on a
// running actor whose server answers as the path says.
const sara: SessionUser = { id: 'user-1', fullName: 'Sara Al-Qahtani', email: 'sara@example.com', mobile: '+966512345678' };
const layla: SessionUser = { id: 'user-2', fullName: 'Layla Al-Harbi', email: 'layla@example.com', mobile: '+966598765432' };
const omar: SessionAdmin = { id: 'admin-1', email: 'omar@example.com' };
// The two ways the app starts: nobody remembered on this device, or Sara (decision 42).
const starts: { name: string; input: AuthInput }[] = [
  { name: 'a visitor', input: { remembered: null } },
  { name: 'Sara remembered', input: { remembered: sara } },
];
const saraRegisters: Registration = { fullName: sara.fullName, mobile: sara.mobile, email: sara.email, password: 'correct horse', privacyNoticeAccepted: true };

type ServerActor = 'loadSessions' | 'login' | 'register' | 'logout' | 'adminLogin' | 'adminLogout' | 'forgetRemembered';
type ServerAnswer = { type: string; output?: unknown; error?: unknown };

const invocations = [authMachine.root, ...getStateNodes(authMachine.root)].flatMap((node) =>
  node.invoke.map((invoke) => ({ src: String(invoke.src) as ServerActor, id: invoke.id })),
);
const invokeIdOf = (src: ServerActor) => {
  const found = invocations.find((invocation) => invocation.src === src);
  if (!found) throw new Error(`the chart no longer invokes ${src}`);
  return found.id;
};
const answerOf = (event: { type: string }) =>
  invocations.find(({ id }) => event.type === `xstate.done.actor.${id}` || event.type === `xstate.error.actor.${id}`);

// The graph's events are typed as the commands; the server's answers are the actors' own
// completion events, which the machine receives from its children.
const resolves = (src: ServerActor, output: unknown) =>
  ({ type: `xstate.done.actor.${invokeIdOf(src)}`, output }) as unknown as AuthEvent;
const rejects = (src: ServerActor, error: unknown) =>
  ({ type: `xstate.error.actor.${invokeIdOf(src)}`, error }) as unknown as AuthEvent;

const customerEvents: AuthEvent[] = [
  { type: 'toggleMode' },
  { type: 'showRegister' },
  { type: 'submitLogin', credentials: { identifier: sara.email, password: 'correct horse' } },
  resolves('login', sara),
  rejects('login', { code: 'invalidCredentials' }),
  rejects('login', new TypeError('Failed to fetch')),
  { type: 'submitRegistration', registration: saraRegisters },
  { type: 'submitRegistration', registration: { ...saraRegisters, mobile: '  ' } },
  resolves('register', sara),
  rejects('register', { code: 'emailTaken' }),
  { type: 'logout' },
  resolves('logout', undefined),
  rejects('logout', { code: 'unreachable' }),
  resolves('forgetRemembered', undefined),
];
const adminEvents: AuthEvent[] = [
  { type: 'submitAdminLogin', credentials: { email: omar.email, password: 'battery staple' } },
  resolves('adminLogin', omar),
  rejects('adminLogin', { code: 'invalidCredentials' }),
  { type: 'adminLogout' },
  resolves('adminLogout', undefined),
  rejects('adminLogout', { code: 'unreachable' }),
];
const loadingAnswers: AuthEvent[] = [
  resolves('loadSessions', { user: null, admin: null } satisfies KnownSessions),
  resolves('loadSessions', { user: sara, admin: omar } satisfies KnownSessions),
  resolves('loadSessions', { user: layla, admin: null } satisfies KnownSessions),
  rejects('loadSessions', new TypeError('Failed to fetch')),
];

const isAdminEvent = (event: AuthEvent) => /admin/i.test(answerOf(event)?.src ?? event.type);

// Context holds only the few users, admins and failures above, so this key space is finite.
const serializeState = (snapshot: AuthSnapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.user?.id ?? null,
    snapshot.context.admin?.id ?? null,
    snapshot.context.failure?.code ?? null,
    snapshot.context.adminFailure?.code ?? null,
  ]);

// The server answers once, at boot: before the customer does anything but log out, so the
// graph does not weave the answer into every later step (the unit tests time it otherwise).
const answeredOnce = (snapshot: AuthSnapshot, event: AuthEvent) =>
  answerOf(event)?.src !== 'loadSessions' ||
  (!adminKnown(snapshot) && ['awaitingAnswer', 'signingOut', { signedIn: 'fromDevice' }].some((state) => snapshot.matches({ customer: state as 'signingOut' })));

type AuthPath = StatePath<AuthSnapshot, AuthEvent> & { start: (typeof starts)[number] };
const allEvents = [...loadingAnswers, ...customerEvents, ...adminEvents];
const fromEachStart = (paths: (input: AuthInput) => StatePath<AuthSnapshot, AuthEvent>[]): AuthPath[] =>
  starts.flatMap((start) => paths(start.input).map((path) => ({ ...path, start })));
const shortestPaths = fromEachStart((input) => getShortestPaths(authMachine, { events: allEvents, serializeState, input, filterEvents: answeredOnce }));
// All simple paths through both regions together are too many to list; one region at a time.
const customerPaths = fromEachStart((input) => getSimplePaths(authMachine, { events: [...loadingAnswers, ...customerEvents], serializeState, input, filterEvents: answeredOnce }));
const adminPaths = fromEachStart((input) => getSimplePaths(authMachine, { events: [...loadingAnswers, ...adminEvents], serializeState, input, filterEvents: answeredOnce }));

const stepsOf = (path: AuthPath) => path.steps.filter((step) => (step.event as { type: string }).type !== 'xstate.init');
const describeEvent = (event: AuthEvent) => {
  const answer = answerOf(event);
  if (answer) {
    const { type, output, error } = event as unknown as ServerAnswer;
    if (!type.startsWith('xstate.done.')) return `${answer.src} refused (${asAuthFailure(error).code})`;
    if (answer.src !== 'loadSessions') return `${answer.src} succeeds`;
    if (!output) return 'loadSessions answers';
    const { user, admin } = output as KnownSessions;
    return `loadSessions finds ${[user?.id, admin?.id].filter(Boolean).join(' and ') || 'nobody'}`;
  }
  if (event.type === 'submitRegistration' && event.registration.mobile.trim() === '') return 'submitRegistration (blank mobile)';
  return event.type;
};
/** Each path once, named by its start and steps; the shortest and the simple paths share some. */
const named = (paths: AuthPath[]) => [
  ...new Map(paths.map((path) => [[path.start.name, ...stepsOf(path).map((step) => describeEvent(step.event))].join(' → '), path] as const)),
];

/** A state with an unguarded eventless transition is left the moment it is entered. */
const isTransient = (node: AnyStateNode) => node.always?.some((transition) => !transition.guard) ?? false;

function sessionsMakeSense(snapshot: AuthSnapshot) {
  const { user, admin, failure, adminFailure } = snapshot.context;
  const customerIn = ['signedIn', 'signingOut', 'forgettingRemembered'].some((state) => snapshot.matches({ customer: state as 'signedIn' }));
  const adminIn = snapshot.matches({ admin: 'signedIn' }) || snapshot.matches({ admin: 'signingOut' });
  const customerSubmitting =
    snapshot.matches({ customer: { signedOut: { login: 'submitting' } } }) ||
    snapshot.matches({ customer: { signedOut: { register: 'submitting' } } });
  if (!snapshot.matches({ customer: 'awaitingAnswer' })) {
    expect(user !== null, 'a customer is known exactly when signed in, signing out or being forgotten').toBe(customerIn);
  }
  if (!snapshot.matches({ admin: 'awaitingAnswer' })) {
    expect(admin !== null, 'an admin is known exactly when signed in or signing out').toBe(adminIn);
  }

  if (customerIn) expect(failure, 'a signed-in customer has no refusal left on screen').toBeNull();
  if (snapshot.matches({ admin: 'signedIn' })) expect(adminFailure, 'a signed-in admin has no refusal left').toBeNull();
  if (customerSubmitting) expect(failure, 'a new attempt clears the last refusal').toBeNull();
}

describe('the auth chart, path by path', () => {
  it('reaches every state the chart can rest in', () => {
    const reached = new Set(
      [...shortestPaths, ...customerPaths, ...adminPaths].flatMap((path) => path.steps.flatMap((step) => step.state._nodes)),
    );
    const unreached = getStateNodes(authMachine.root)
      .filter((node) => !isTransient(node) && !reached.has(node))
      .map((node) => node.id);
    expect(unreached).toEqual([]);
  });

  it('never rests in a state it only passes through', () => {
    const transient = getStateNodes(authMachine.root).filter(isTransient);
    expect(transient.map((node) => node.id).sort()).toEqual(['auth.customer.resolving']);
    const restedIn = shortestPaths.flatMap((path) => path.steps.flatMap((step) => step.state._nodes));
    expect(restedIn.filter((node) => transient.includes(node)).map((node) => node.id)).toEqual([]);
  });

  it.each(named([...shortestPaths, ...customerPaths, ...adminPaths]))('after %s, who is signed in makes sense', (_events, path) => {
    for (const step of path.steps) sessionsMakeSense(step.state);
  });
});

// The region of the chart each step belongs to, with what that region holds.
const regions = {
  customer: (snapshot: AuthSnapshot) =>
    JSON.stringify([(snapshot.value as { customer: unknown }).customer, snapshot.context.user, snapshot.context.failure]),
  admin: (snapshot: AuthSnapshot) =>
    JSON.stringify([(snapshot.value as { admin: unknown }).admin, snapshot.context.admin, snapshot.context.adminFailure]),
};
type Transition = { state: AuthSnapshot; event: AuthEvent; nextState: AuthSnapshot };
// getAdjacencyMap's declared type does not accept a machine that emits; the map is the same.
const everyTransition: Transition[] = starts.flatMap(({ input }) =>
  adjacencyMapToArray(getAdjacencyMap(authMachine as AnyActorLogic, { events: allEvents, serializeState, input, filterEvents: answeredOnce as never })),
);
const stepsThatChange = (taken: 'customer' | 'admin', untouched: 'customer' | 'admin') =>
  everyTransition
    .filter(({ event }) => answerOf(event)?.src !== 'loadSessions' && isAdminEvent(event) === (taken === 'admin'))
    .filter(({ state, nextState }) => regions[untouched](state) !== regions[untouched](nextState))
    .map(({ state, event }) => `${describeEvent(event)} from ${serializeState(state)}`);

describe('the auth chart, from every state it can reach', () => {
  it('never lets a customer step change the admin', () => {
    expect(stepsThatChange('customer', 'admin')).toEqual([]);
  });

  it('never lets an admin step change the customer', () => {
    expect(stepsThatChange('admin', 'customer')).toEqual([]);
  });

  it('makes sense of who is signed in, in every state', () => {
    expect(everyTransition.length).toBeGreaterThan(100);
    for (const { nextState } of everyTransition) sessionsMakeSense(nextState);
  });
});

/** A running actor whose server answers only when the path says so, with what the path says. */
function actorAnsweringAsThePathSays(input: AuthInput) {
  type Call = { input: unknown; resolve: (output: unknown) => void; reject: (error: unknown) => void };
  const waiting = new Map<ServerActor, Call>();
  const server = <Output, Input>(src: ServerActor) =>
    fromPromise<Output, Input>(
      ({ input }) =>
        new Promise<Output>((resolve, reject) => void waiting.set(src, { input, resolve: resolve as Call['resolve'], reject })),
    );
  const actor = createActor(
    authMachine.provide({
      actors: {
        loadSessions: server('loadSessions'),
        login: server('login'),
        register: server('register'),
        logout: server('logout'),
        adminLogin: server('adminLogin'),
        adminLogout: server('adminLogout'),
        forgetRemembered: server('forgetRemembered'),
      },
    }),
    { input },
  ).start();
  return { actor, waiting };
}

describe('the running auth flow, following the chart', () => {
  it.each(named(shortestPaths))('after %s, lands where the chart says', async (_events, path) => {
    const { actor, waiting } = actorAnsweringAsThePathSays(path.start.input);
    for (const step of stepsOf(path)) {
      const answer = answerOf(step.event);
      if (answer) {
        const call = waiting.get(answer.src);
        if (!call) throw new Error(`${answer.src} was never called, yet the chart expects its answer`);
        if (answer.src === 'logout' || answer.src === 'forgetRemembered') expect(call.input).toEqual(actor.getSnapshot().context.user);
        if (answer.src === 'adminLogout') expect(call.input).toEqual(actor.getSnapshot().context.admin);
        waiting.delete(answer.src);
        const event = step.event as unknown as ServerAnswer;
        if (event.type.startsWith('xstate.done.')) call.resolve(event.output);
        else call.reject(event.error);
      } else {
        actor.send(step.event);
      }
      const expected = serializeState(step.state);
      await waitFor(actor, (snapshot) => serializeState(snapshot) === expected, { timeout: 1_000 }).catch(() => {
        const actual = serializeState(actor.getSnapshot());
        throw new Error(`after ${describeEvent(step.event)} the actor is in ${actual}, the chart says ${expected}`);
      });
    }
    actor.stop();
  });
});
