// What a flow's model says about the real app: the machine whose chart the paths are drawn
// from, what each of its states looks like on the screen and what a person does for each of
// its events. One mapping serves the browser run (check, act) and the printed plan (words).
import type { AnyStateMachine, EventObject, SnapshotFrom } from 'xstate';
import type { Browser } from 'playwright-core';
import type { Visitor } from '../e2e/browser.ts';
import type { Language } from '../e2e/screen-text.ts';

/** The same words in both languages, for the printed plans. */
export type Words = Record<Language, string>;

/**
 * An event of the machine, or the answer of one of its invoked actors as the path sends it
 * (`{ type: 'xstate.done.actor.<id>', output }`, `{ type: 'xstate.error.actor.<id>', error }`).
 */
export type ModelEvent = EventObject & Record<string, any>;

export interface FlowWorld {
  language: Language;
  /** Everyone the flow opened (customer, admin): their screens are captured when a step fails. */
  visitors: Visitor[];
}

export interface StateMapping<TWorld, TSnapshot> {
  /** What the screen must show, in plain words. */
  shows: Words | ((snapshot: TSnapshot) => Words);
  /** Fails when the screen does not show it. */
  check(world: TWorld, snapshot: TSnapshot): Promise<void>;
}

export interface EventMapping<TWorld, TEvent, TSnapshot> {
  /** What the person does, in plain words. */
  does: Words | ((event: TEvent) => Words);
  /** Does it, as that person, in the browser (or the server's test clock, for time). */
  act(world: TWorld, event: TEvent, before: TSnapshot): Promise<void>;
}

/** One way the app opens the flow: the machine's input then, and the events its paths may take. */
export interface FlowStart<TMachine extends AnyStateMachine> {
  /** Told apart in the paths' ids; the first start's ids are the flow's own. */
  name: string;
  input?: unknown;
  filterEvents?: (snapshot: SnapshotFrom<TMachine>, event: ModelEvent) => boolean;
}

export interface FlowModel<TMachine extends AnyStateMachine, TWorld extends FlowWorld> {
  /** Names the coverage row and the plan files: `docs/qa/plans/<name>.<lang>.md`. */
  name: string;
  /** The real machine (its rules and chart), with inert side effects where it has any. */
  machine: TMachine;
  input?: unknown;
  /** The events the paths are drawn from, with the payloads a person would produce. */
  eventSamples: ModelEvent[] | ((snapshot: SnapshotFrom<TMachine>) => ModelEvent[]);
  /** Tells apart snapshots the screen tells apart; by default the state value. */
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string;
  /** Where the chart is too wide to walk whole: the events a path may take from a snapshot. */
  filterEvents?: (snapshot: SnapshotFrom<TMachine>, event: ModelEvent) => boolean;
  /** A flow the app opens in more than one way (auth: a visitor, a customer this device remembers) lists each; else `input` and `filterEvents` are its one start. */
  starts?: readonly FlowStart<TMachine>[];
  /** Bounded simple paths, besides the shortest: at most this many steps (0: shortest only). */
  simplePathSteps?: number;
  languages: readonly Language[];
  /** Keyed by a state value as `snapshot.matches` takes it (`"ready.customer.signedIn"`); every reached leaf needs one. */
  states: Record<string, StateMapping<TWorld, SnapshotFrom<TMachine>>>;
  /** By event type, the machine's own and the answers of its invoked actors (`xstate.done.actor.<id>`). */
  events: Record<string, EventMapping<TWorld, ModelEvent, SnapshotFrom<TMachine>>>;
  /** Opens the browsers' contexts and brings the app to where the machine starts with `input`. */
  open(browser: Browser, language: Language, input: unknown): Promise<TWorld>;
  close(world: TWorld): Promise<void>;
  /** States and transitions (`source --event--> target` as coverage names them) the UI cannot reach, with why. */
  unreachable?: Record<string, string>;
}
