// Coverage of a machine's chart by the steps that really ran in the browser: states entered,
// transitions taken, pairs of transitions taken one after the other, and each guard seen
// true and false. The steps are replayed on an actor of the same machine (its invoked actors
// made inert, their answers sent as the path's own events) whose microsteps say which
// transitions were taken, eventless ones included.
import { createActor, fromPromise, type AnyActorRef, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, type EventObject } from 'xstate';

export interface Chart {
  states: string[];
  transitions: string[];
  pairs: string[];
  guards: string[];
}

export interface Seen {
  states: Set<string>;
  transitions: Set<string>;
  pairs: Set<string>;
  /** `guard=true` / `guard=false`. */
  guardValues: Set<string>;
}

const eventOf = (transition: AnyTransitionDefinition) => transition.eventType || 'always';

function candidatesOf(node: AnyStateNode, eventType: string): AnyTransitionDefinition[] {
  return eventType === 'always' ? (node.always ?? []) : (node.transitions.get(eventType) ?? []);
}

/** A transition by where it starts, its event, its branch among that event's candidates and where it goes. */
export function transitionName(transition: AnyTransitionDefinition): string {
  const branch = candidatesOf(transition.source, eventOf(transition)).indexOf(transition);
  const target = transition.target?.map((node) => node.id).join(',') ?? 'itself';
  return `${transition.source.id} --${eventOf(transition)}#${branch}--> ${target}`;
}

export function guardName(transition: AnyTransitionDefinition): string | null {
  const guard = transition.guard as unknown;
  if (guard == null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline guard';
  return String((guard as { type?: string }).type ?? 'inline guard');
}

function nodesOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [child, ...nodesOf(child)]);
}

const transitionsOf = (node: AnyStateNode) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])];

/** Where a transition leaves the machine: its targets, their initial descendants, or its source when it targets nothing. */
function landingNodes(transition: AnyTransitionDefinition): AnyStateNode[] {
  const targets = transition.target ?? [transition.source];
  const withInitials = (node: AnyStateNode): AnyStateNode[] => {
    const children = Object.values(node.states as Record<string, AnyStateNode>);
    if (children.length === 0) return [node];
    if (node.type === 'parallel') return [node, ...children.flatMap(withInitials)];
    const initial = node.initial?.target?.[0];
    return [node, ...(initial ? withInitials(initial) : [])];
  };
  return targets.flatMap(withInitials);
}

/** Everything the chart has: what a full coverage would reach. */
export function chartOf(machine: AnyStateMachine): Chart {
  const nodes = nodesOf(machine.root);
  const all = [machine.root, ...nodes].flatMap(transitionsOf);
  const pairs = all.flatMap((first) => {
    const landed = new Set(landingNodes(first).flatMap((node) => [node, ...ancestorsOf(node)]));
    return all.filter((second) => landed.has(second.source)).map((second) => `${transitionName(first)} ⟶ ${transitionName(second)}`);
  });
  const guards = [...new Set(all.map(guardName).filter((name): name is string => name != null))];
  return { states: nodes.map((node) => node.id), transitions: all.map(transitionName), pairs, guards };
}

function ancestorsOf(node: AnyStateNode): AnyStateNode[] {
  return node.parent ? [node.parent, ...ancestorsOf(node.parent)] : [];
}

export function nothingSeen(): Seen {
  return { states: new Set(), transitions: new Set(), pairs: new Set(), guardValues: new Set() };
}

const inertActors = (machine: AnyStateMachine) =>
  Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]));

/**
 * Follows a path on an actor of the machine and counts, into `seen`, what each step covered;
 * `step(i)` is called once step i has passed in the browser, so a failed step counts nothing.
 */
export function coverageFollower(machine: AnyStateMachine, input: unknown, seen: Seen) {
  const microsteps: AnyTransitionDefinition[][] = [];
  const actor: AnyActorRef = createActor(machine.provide({ actors: inertActors(machine) } as never), {
    input,
    inspect: (inspection) => {
      // By the root's id, not `actor`: a machine whose first state is left by an eventless
      // transition takes that microstep while createActor runs, before `actor` is assigned.
      if (inspection.type === '@xstate.microstep' && inspection.actorRef.sessionId === inspection.rootId) microsteps.push(inspection._transitions);
    },
  });
  let last: AnyTransitionDefinition | null = null;
  const count = (taken: AnyTransitionDefinition[][], eventType: string, before: Set<AnyStateNode>) => {
    for (const transitions of taken) {
      for (const transition of transitions) {
        const name = transitionName(transition);
        seen.transitions.add(name);
        // A state left in the same step it was entered in (one that only decides where to go) is in no snapshot.
        for (const node of [transition.source, ...landingNodes(transition)]) if (node.parent) seen.states.add(node.id);
        if (last) seen.pairs.add(`${transitionName(last)} ⟶ ${name}`);
        last = transition;
        const guard = guardName(transition);
        if (guard) seen.guardValues.add(`${guard}=true`);
        for (const refused of candidatesOf(transition.source, eventOf(transition)).slice(0, candidatesOf(transition.source, eventOf(transition)).indexOf(transition))) {
          const name = guardName(refused);
          if (name) seen.guardValues.add(`${name}=false`);
        }
      }
    }
    if (taken.flat().length === 0) {
      // Nothing taken (no microstep, or one with no transition): every guarded candidate of the states that listen was false.
      for (const node of before) for (const refused of candidatesOf(node, eventType)) {
        const name = guardName(refused);
        if (name) seen.guardValues.add(`${name}=false`);
      }
    }
    for (const node of activeNodes(actor)) seen.states.add(node.id);
  };
  let pending: { taken: AnyTransitionDefinition[][]; eventType: string; before: Set<AnyStateNode> } | null = null;
  return {
    start() {
      actor.start();
      pending = { taken: microsteps.splice(0), eventType: 'xstate.init', before: new Set() };
      return actor.getSnapshot();
    },
    send(event: EventObject) {
      // The root too: an event it alone listens for (a guard on the whole machine) can be refused there.
      const before = new Set((actor.getSnapshot() as { _nodes: AnyStateNode[] })._nodes);
      actor.send(event);
      pending = { taken: microsteps.splice(0), eventType: event.type, before };
      return actor.getSnapshot();
    },
    /** The browser showed what the last start or send led to: count it. */
    passed() {
      if (pending) count(pending.taken, pending.eventType, pending.before);
      pending = null;
    },
    stop() {
      actor.stop();
    },
  };
}

function activeNodes(actor: AnyActorRef): AnyStateNode[] {
  return (actor.getSnapshot() as { _nodes: AnyStateNode[] })._nodes.filter((node) => node.parent != null);
}
