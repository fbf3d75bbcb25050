// Whether a stream's machine accepts an event in its current state, and if not, why:
// the name of the first business rule (guard) that refused it. Pure: browser and server
// decide with the same function and the same guards.
import { and, createActor, initialTransition, not, or } from 'xstate';
import type { AnyActorScope, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { MachineEvent } from './domain/envelope.ts';

type GuardDefinition = string | { type: string; params?: unknown } | ((...args: never[]) => unknown);

export type Decision =
  | { accepted: true; snapshot: AnyMachineSnapshot }
  | { accepted: false; reason: string };

/** The reason given when the current state has no transition for the event at all. */
export const notAllowedNow = 'notAllowedNow';

// One inert actor scope per machine, made once. xstate's own `transition` makes a new actor
// (and works out the machine's first state) at every call: ~8 % of an append's time on the
// server. A stream machine spawns nothing and its actions are never run here, so one scope
// serves all its transitions.
const scopes = new WeakMap<AnyStateMachine, AnyActorScope>();

function inertScope(machine: AnyStateMachine): AnyActorScope {
  let scope = scopes.get(machine);
  if (!scope) {
    const self = createActor(machine);
    const nothing = () => {};
    scope = { self, id: '', sessionId: '', system: self.system, logger: nothing, defer: nothing, emit: nothing, stopChild: nothing, actionExecutor: nothing };
    scopes.set(machine, scope);
  }
  return scope;
}

const transition = (machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: MachineEvent): AnyMachineSnapshot =>
  machine.transition(snapshot, event, inertScope(machine));

export function initialSnapshot(machine: AnyStateMachine): AnyMachineSnapshot {
  return initialTransition(machine)[0];
}

/** Fold accepted events into state; the actions transition returns are never run. */
export function replay(
  machine: AnyStateMachine,
  events: Iterable<MachineEvent>,
  from: AnyMachineSnapshot = initialSnapshot(machine),
): AnyMachineSnapshot {
  let snapshot = from;
  for (const event of events) snapshot = transition(machine, snapshot, event);
  return snapshot;
}

export function decide(snapshot: AnyMachineSnapshot, event: MachineEvent): Decision {
  if (snapshot.can(event)) {
    return { accepted: true, snapshot: transition(snapshot.machine, snapshot, event) };
  }
  return { accepted: false, reason: refusalReason(snapshot, event) };
}

type GuardCombinator = ((...args: never[]) => unknown) & { check: unknown; guards: GuardDefinition[] };
const combinatorChecks = {
  and: (and([]) as unknown as GuardCombinator).check,
  or: (or([]) as unknown as GuardCombinator).check,
  not: (not('x') as unknown as GuardCombinator).check,
};

function refusalReason(snapshot: AnyMachineSnapshot, event: MachineEvent): string {
  const nodes = [...snapshot._nodes].reverse();
  for (const node of nodes) {
    for (const candidate of node.transitions.get(event.type) ?? []) {
      if (!candidate.guard) continue;
      const failing = failingRule(candidate.guard as GuardDefinition, snapshot, event, true);
      if (failing) return failing;
    }
  }
  return notAllowedNow;
}

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
