// The paths a flow's run takes: xstate/graph's shortest paths to every state, its simple paths
// up to a bound, and a path for every transition they leave out, drawn from a test model of the
// real machine. A path that another path begins with is left out, since running the
// longer one passes through the same screens.
import { createHash } from 'node:crypto';
import type { AnyStateMachine, AnyStateNode, EventObject, Snapshot } from 'xstate';
import { TestModel } from 'xstate/graph';
import type { FlowModel, FlowStart, FlowWorld } from './flow-model.ts';

export interface FlowStep {
  event: EventObject;
  state: Snapshot<unknown>;
}

export interface FlowPath {
  /** Stable across runs while the path's events are the same: `npm run test:model -- --path <id>`. */
  id: string;
  /** The machine's input: the flow's start this path begins from. */
  input: unknown;
  /** That start's part of the path's id: '' for the flow's first start. */
  startKey: string;
  /** The start (the machine's first snapshot) and then one step per event. */
  start: Snapshot<unknown>;
  steps: FlowStep[];
}

const defaultSerialize = (snapshot: Snapshot<unknown>) => JSON.stringify((snapshot as { value?: unknown }).value);

export function eventKey(event: EventObject): string {
  return JSON.stringify(event, (key, value) => (key === 'error' && value instanceof Error ? value.message : value));
}

export function flowPaths<TMachine extends AnyStateMachine, TWorld extends FlowWorld>(flow: FlowModel<TMachine, TWorld>): FlowPath[] {
  const starts: readonly FlowStart<TMachine>[] = flow.starts ?? [{ name: flow.name, input: flow.input, filterEvents: flow.filterEvents }];
  return starts
    .flatMap((start, index) => pathsFrom(flow, start, index === 0 ? '' : start.name))
    .sort((a, b) => a.steps.length - b.steps.length);
}

/** `startKey`: '' for the first start, so a flow's path ids stay as they were before it had others. */
function pathsFrom<TMachine extends AnyStateMachine, TWorld extends FlowWorld>(flow: FlowModel<TMachine, TWorld>, flowStart: FlowStart<TMachine>, startKey: string): FlowPath[] {
  // createTestModel refuses a chart with invoked actors or delays, and the app's machines have
  // both (their answers are the path's own events): the model is the TestModel it would build.
  const model = new TestModel(flow.machine, {
    events: flow.eventSamples as never,
    input: flowStart.input as never,
    serializeState: (flow.serializeState ?? defaultSerialize) as never,
    filterEvents: flowStart.filterEvents as never,
  });
  const serialize = (flow.serializeState ?? defaultSerialize) as (snapshot: Snapshot<unknown>) => string;
  const shortest = model.getShortestPaths({ allowDuplicatePaths: true });
  const simple = flow.simplePathSteps ? model.getSimplePaths({ allowDuplicatePaths: true }).filter((path) => path.steps.length - 1 <= flow.simplePathSteps!) : [];
  const byKey = new Map<string, FlowPath>();
  const add = (start: Snapshot<unknown>, steps: FlowStep[]) =>
    byKey.set(keyOf(steps), { id: pathId(flow.name, startKey, steps), input: flowStart.input, startKey, start, steps });
  for (const path of [...shortest, ...simple]) {
    const [first, ...rest] = path.steps;
    add(first!.state as Snapshot<unknown>, rest.map((step) => ({ event: step.event as EventObject, state: step.state as Snapshot<unknown> })));
  }
  // Shortest and simple paths reach every state but not every transition: one that leads back
  // to a state already reached gets a path of its own, the shortest path to where it starts and then it.
  const taken = new Set([...byKey.values()].flatMap((path) => path.steps.map((step, index) => `${serialize(index === 0 ? path.start : path.steps[index - 1]!.state)}\n${eventKey(step.event)}`)));
  const shortestTo = new Map(shortest.map((path) => [serialize(path.state as Snapshot<unknown>), path]));
  for (const [from, { state, transitions }] of Object.entries(model.getAdjacencyMap())) {
    const to = shortestTo.get(from);
    for (const { event, state: next } of Object.values(transitions) as { event: EventObject; state: Snapshot<unknown> }[]) {
      if (!to || taken.has(`${from}\n${eventKey(event as EventObject)}`)) continue;
      // An event no state listens for takes nothing; one whose guards all say no is worth its path (the guards' false).
      if (!(state as unknown as { _nodes: AnyStateNode[] })._nodes.some((node) => node.transitions.has(event.type))) continue;
      const [first, ...rest] = to.steps;
      add(first!.state as Snapshot<unknown>, [...rest.map((step) => ({ event: step.event as EventObject, state: step.state as Snapshot<unknown> })), { event: event as EventObject, state: next as Snapshot<unknown> }]);
    }
  }
  const keys = [...byKey.keys()];
  return keys
    .filter((key) => !keys.some((other) => other !== key && other.startsWith(`${key}\n`)) && (key !== '' || keys.length === 1))
    .map((key) => byKey.get(key)!);
}

const keyOf = (steps: FlowStep[]) => steps.map((step) => eventKey(step.event)).join('\n');

function pathId(flowName: string, startKey: string, steps: FlowStep[]): string {
  const key = startKey ? `${startKey}\n${keyOf(steps)}` : keyOf(steps);
  return `${flowName}-${createHash('sha256').update(key).digest('hex').slice(0, 8)}`;
}

/** The id of a path's first steps, which `choosePath` finds again. */
export function prefixId(flowName: string, path: FlowPath, steps: number): string {
  return pathId(flowName, path.startKey, path.steps.slice(0, steps));
}

/** The one path (or first steps of a path) with this id, to run it alone. */
export function choosePath<TMachine extends AnyStateMachine, TWorld extends FlowWorld>(flow: FlowModel<TMachine, TWorld>, id: string): FlowPath[] {
  for (const path of flowPaths(flow)) {
    for (let steps = path.steps.length; steps >= 0; steps -= 1) {
      if (prefixId(flow.name, path, steps) === id) return [{ ...path, id, steps: path.steps.slice(0, steps) }];
    }
  }
  return [];
}
