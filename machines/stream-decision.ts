// Deciding and folding a stream, kept apart (docs/design.md section 4, "Replay is pure").
// `decide` judges a new event by the business rules (guards) of the transition it would take;
// `evolve` folds an event that was decided once, whatever today's rules say, and fails loudly
// on an event its state has no transition for. Browser and server use the same functions.
import { and, createActor, createMachine, initialTransition, not, or } from 'xstate';
import type { AnyActorScope, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { MachineEvent } from './domain/envelope.ts';
import { upcastPayload } from './domain/payload-upcasters.ts';

type GuardDefinition = string | { type: string; params?: unknown } | ((...args: never[]) => unknown);

export type Decision =
  | { accepted: true; snapshot: AnyMachineSnapshot }
  | { accepted: false; reason: string };

/** The reason given when the current state has no transition for the event at all. */
export const notAllowedNow = 'notAllowedNow';

/** An event that its stream's state cannot take: the log and the machines disagree. */
export class UnfoldableEvent extends Error {
  constructor(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: MachineEvent) {
    super(`The ${machine.id} machine has no transition for '${event.type}' (event ${event.id}) in state ${JSON.stringify(snapshot.value)}`);
    this.name = 'UnfoldableEvent';
  }
}

type TransitionConfig = Record<string, unknown> & { guard?: GuardDefinition };
type StateConfig = { on?: Record<string, TransitionConfig | TransitionConfig[]>; states?: Record<string, StateConfig> };

/**
 * The chart a stream folds with: the same states, actions and branches, with each business
 * rule moved off its transition into `rule`. A rule is the guard of an event's last (or only)
 * transition, where failing it refuses the event; a guard on an earlier transition only picks
 * a branch, reads the event or the state already folded, and stays.
 */
function withRulesSetAside(state: StateConfig): StateConfig {
  const on = state.on
    ? Object.fromEntries(
        Object.entries(state.on).map(([type, candidates]) => {
          const list = Array.isArray(candidates) ? candidates : [candidates];
          const last = list.at(-1);
          if (!last?.guard) return [type, list];
          const { guard, ...unguarded } = last;
          return [type, [...list.slice(0, -1), { ...unguarded, rule: guard }]];
        }),
      )
    : undefined;
  const states = state.states
    ? Object.fromEntries(Object.entries(state.states).map(([name, child]) => [name, withRulesSetAside(child)]))
    : undefined;
  return { ...state, ...(on && { on }), ...(states && { states }) };
}

const charts = new WeakMap<AnyStateMachine, AnyStateMachine>();

/** The folding chart of a stream machine (itself when given one). */
export function foldingChart(machine: AnyStateMachine): AnyStateMachine {
  let chart = charts.get(machine);
  if (!chart) {
    chart = createMachine(withRulesSetAside(machine.config as StateConfig) as never, machine.implementations as never) as AnyStateMachine;
    charts.set(machine, chart);
    charts.set(chart, chart);
  }
  return chart;
}

// One inert actor scope per chart, made once. xstate's own `transition` makes a new actor
// (and works out the machine's first state) at every call: ~8 % of an append's time on the
// server. A stream machine spawns nothing and its actions are never run here, so one scope
// serves all its transitions.
const scopes = new WeakMap<AnyStateMachine, AnyActorScope>();

function inertScope(chart: AnyStateMachine): AnyActorScope {
  let scope = scopes.get(chart);
  if (!scope) {
    const self = createActor(chart);
    const nothing = () => {};
    scope = { self, id: '', sessionId: '', system: self.system, logger: nothing, defer: nothing, emit: nothing, stopChild: nothing, actionExecutor: nothing };
    scopes.set(chart, scope);
  }
  return scope;
}

export function initialSnapshot(machine: AnyStateMachine): AnyMachineSnapshot {
  return initialTransition(foldingChart(machine))[0];
}

/** Fold one decided event into its stream's state; the actions it returns are never run. */
export function evolve(snapshot: AnyMachineSnapshot, logged: MachineEvent): AnyMachineSnapshot {
  const chart = snapshot.machine;
  const event = inNewestShape(logged);
  const next = chart.transition(snapshot, event, inertScope(chart));
  // xstate hands the same snapshot back when no transition takes the event (and when one
  // that changes nothing does: only then is the chart asked again).
  if (next === snapshot && chart.getTransitionData(snapshot, event).length === 0) {
    throw new UnfoldableEvent(chart, snapshot, event);
  }
  return next;
}

// A logged event carries the schema it was written with; one proposed now is in the newest already.
function inNewestShape(event: MachineEvent & { schema?: number }): MachineEvent {
  if (event.schema === undefined) return event;
  const data = upcastPayload(event.type, event.schema, event.data);
  return data === event.data ? event : { ...event, data };
}

/** Fold decided events into state, from the machine's first state or from `from`. */
export function replay(
  machine: AnyStateMachine,
  events: Iterable<MachineEvent>,
  from: AnyMachineSnapshot = initialSnapshot(machine),
): AnyMachineSnapshot {
  let snapshot = from;
  for (const event of events) snapshot = evolve(snapshot, event);
  return snapshot;
}

/** Whether `event` may happen now: the rules of the transition it would take, judged. */
export function decide(snapshot: AnyMachineSnapshot, event: MachineEvent): Decision {
  const transitions = snapshot.machine.getTransitionData(snapshot, event) as Array<{ rule?: GuardDefinition }>;
  if (transitions.length === 0) return { accepted: false, reason: notAllowedNow };
  for (const { rule } of transitions) {
    const failing = rule === undefined ? null : failingRule(rule, snapshot, event, true);
    if (failing) return { accepted: false, reason: failing };
  }
  return { accepted: true, snapshot: evolve(snapshot, event) };
}

type GuardCombinator = ((...args: never[]) => unknown) & { check: unknown; guards: GuardDefinition[] };
const combinatorChecks = {
  and: (and([]) as unknown as GuardCombinator).check,
  or: (or([]) as unknown as GuardCombinator).check,
  not: (not('x') as unknown as GuardCombinator).check,
};

/** The rule that keeps `guard` from evaluating to `expected`, or null when it does. */
function failingRule(
  guard: GuardDefinition,
  snapshot: AnyMachineSnapshot,
  event: MachineEvent,
  expected: boolean,
): string | null {
  if (typeof guard === 'function' && 'check' in guard) {
    const combinator = guard as unknown as GuardCombinator;
    if (combinator.check === combinatorChecks.not) {
      return failingRule(combinator.guards[0]!, snapshot, event, !expected);
    }
    const all = combinator.check === combinatorChecks.and;
    const reasons = combinator.guards.map((inner) => failingRule(inner, snapshot, event, expected));
    if (all === expected) return reasons.find((reason) => reason !== null) ?? null;
    return reasons.every((reason) => reason !== null) ? reasons[0]! : null;
  }
  const name = typeof guard === 'string' ? guard : (guard as { type: string }).type;
  const implementation = snapshot.machine.implementations.guards[name] as
    | ((args: { context: unknown; event: unknown }, params: unknown) => boolean)
    | undefined;
  if (!implementation) throw new Error(`Guard '${name}' is not implemented`);
  const params = typeof guard === 'object' && guard && 'params' in guard ? guard.params : undefined;
  const holds = implementation({ context: snapshot.context, event }, params);
  return holds === expected ? null : name;
}
