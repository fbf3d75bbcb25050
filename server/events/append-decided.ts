import { isDeepStrictEqual } from 'node:util';
import { v7 as uuidv7 } from 'uuid';
import type { Actor, MachineEvent } from '../../machines/domain/envelope.ts';
import { currentSchemaVersion, eventDefinition } from '../../machines/domain/event-catalog.ts';
import { parseStream, type Stream } from '../../machines/domain/streams.ts';
import { machineFor } from '../../machines/stream-machines.ts';
import { decide } from '../../machines/stream-decision.ts';
import { ApiError } from '../http/api-error.ts';
import { mayAppend, type Origin } from '../policy/append-policy.ts';
import type { Audience, DecidedEvent, EventStore, EventToAppend, StoredEvent } from '../store/event-store.ts';
import type { SqlRunner } from '../store/database.ts';
import { checkAgainstOtherStreams } from './other-streams.ts';
import { awaitsOrderNumber, numberedIdOf, takeOrderNumber } from './order-numbers.ts';
import { audienceOf } from './stream-audience.ts';
import type { StreamState, StreamStates } from './stream-states.ts';

// The one way an event reaches the log, whoever causes it: a customer's or an admin's
// proposal, registration, sign-in, the payment provider, a reactor, the demo. Each event
// passes the append policy, its payload schema, its stream's machine (asked with the
// server's clock) and the rules across streams; only then is it appended, with the order
// number of each booking it opens (`request.numbered`, the server's). The store takes
// nothing else (`DecidedEvent`).
export type InlineProjection = (tx: SqlRunner, appended: StoredEvent[]) => Promise<void>;

export interface AppendDeps {
  store: EventStore;
  /** Read outside the log: a booking's photo must be its customer's upload. */
  db: SqlRunner;
  streamStates: StreamStates;
  now: () => Date;
  /** What is kept beside the log in the append's transaction (the accounts table); one function, so that a group commit runs it once for all its appends. */
  inlineProjection: InlineProjection;
}

/** An event someone wants to happen. Without an id one is made; without an expected version it builds on the stream as it is. */
export interface Proposal {
  id?: string;
  stream: string;
  expectedVersion?: number;
  type: string;
  schema?: number;
  data: unknown;
}

export interface Author {
  actor: Actor;
  /** A browser's proposal, or the server acting on its own account (sign-in, payments, reactors). */
  origin: Origin;
}

export interface AppendOptions {
  /** Work that commits with the events instead of the inline projection (a new account, a session, a settled payment). */
  alongside?: InlineProjection;
  /** What the server adds to the author's batch on its own account (a customer's move books their technician's window), judged the same way. */
  serversOwn?: Proposal[];
}

export interface Appended {
  events: StoredEvent[];
  /** Every event was in the log already: a proposal sent again gets its first acceptance back. */
  again: boolean;
}

/** How often a proposal that builds on the stream as it is tries again when another append got there first. */
const attempts = 5;

export async function appendDecided(deps: AppendDeps, author: Author, proposals: Proposal[], options: AppendOptions = {}): Promise<Appended> {
  const identify = (each: Proposal[]) => each.map((proposal) => ({ ...proposal, id: proposal.id ?? uuidv7(), schema: proposal.schema ?? schemaOf(proposal.type) }));
  const identified = identify(proposals);
  try {
    return await appendNew(deps, author, identified, identify(options.serversOwn ?? []), options);
  } catch (error) {
    // A proposal sent again (its answer was lost) is refused as things now stand: it gets its
    // first acceptance back. Looked for only here, so a new one costs no read for it.
    const earlier = await deps.store.findByIds(identified.map((proposal) => proposal.id));
    if (earlier.length > 0) return { events: sameAcceptanceAgain(identified, earlier, author.actor), again: true };
    throw error;
  }
}

type Identified = Proposal & { id: string; schema: number };

const schemaOf = (type: string) => {
  const definition = eventDefinition(type);
  return definition ? currentSchemaVersion(definition) : 1;
};

const theServer: Author = { actor: { role: 'system' }, origin: 'server' };

async function appendNew(deps: AppendDeps, author: Author, proposals: Identified[], serversOwn: Identified[], options: AppendOptions): Promise<Appended> {
  const mayRetry = [...proposals, ...serversOwn].every((proposal) => proposal.expectedVersion === undefined);
  // Taken once per booking, then kept: another attempt of the same batch uses the same number.
  const orderNumbers = new Map<string, number>();
  for (let attempt = 1; ; attempt += 1) {
    const at = deps.now().toISOString();
    const checked: CheckedProposal[] = [];
    for (const proposal of proposals) checked.push(await checkProposal(deps, proposal, author, at));
    for (const proposal of serversOwn) checked.push(await checkProposal(deps, proposal, theServer, at));
    const decided = await decideEachStream(deps.streamStates, checked);
    const byId = new Map([...decided.values()].flatMap((outcome) => outcome.events).map((event) => [event.id, event]));
    const events = checked.map(({ event }) => byId.get(event.id)!);
    await checkAgainstOtherStreams(deps, events);
    // Numbered last, so a booking the rules refuse takes no number.
    const numbered = await numberBookings(deps, decided, events, at, orderNumbers);

    const result = await deps.store.append([...events, ...numbered], { alongside: options.alongside ?? deps.inlineProjection });
    switch (result.status) {
      case 'appended':
        for (const [stream, outcome] of decided) deps.streamStates.keep(stream, outcome.state);
        return { events: result.events, again: false };
      case 'alreadyAppended': {
        const proposed = new Set(proposals.map((proposal) => proposal.id));
        return { events: sameAcceptanceAgain(proposals, result.events.filter((event) => proposed.has(event.id)), author.actor), again: true };
      }
      case 'versionConflict':
        deps.streamStates.forget(result.stream);
        if (mayRetry && attempt < attempts) continue;
        throw new ApiError(409, 'versionConflict', 'The stream changed since this was proposed.', {
          stream: result.stream,
          actualVersion: result.actualVersion,
        });
      case 'idConflict':
        throw new ApiError(409, 'idConflict', 'This event id is already used by another event.', { eventId: result.id });
    }
  }
}

type Checked = Omit<EventToAppend, 'expectedVersion'> & { expectedVersion?: number };

/** The name is read once, here: the audience, the policy and the machine are asked with its `Stream`. */
interface CheckedProposal {
  event: Checked;
  stream: Stream;
}

/** `opening`: whose the stream is when the batch opens it, for what the server appends to it in the same batch. */
async function checkProposal(deps: AppendDeps, proposal: Identified, author: Author, at: string, opening?: Audience): Promise<CheckedProposal> {
  const refuse = (status: 400 | 403, code: string, message: string, extra?: Record<string, unknown>) =>
    new ApiError(status, code, message, { eventId: proposal.id, ...extra });
  const definition = eventDefinition(proposal.type);
  if (!definition) throw refuse(400, 'unknownEventType', `No event type '${proposal.type}'.`);
  const stream = parseStream(proposal.stream);
  if (stream?.kind !== definition.stream) {
    throw refuse(400, 'wrongStream', `'${proposal.type}' does not belong to stream '${proposal.stream}'.`);
  }
  const audience = opening ?? (await audienceOf(deps.streamStates, stream, author.actor));
  if (!audience || !mayAppend(author, proposal.type, stream, audience)) {
    throw refuse(403, 'forbidden', 'You may not record this event.');
  }
  const schema = definition.schemas[proposal.schema];
  if (!schema) throw refuse(400, 'unknownSchemaVersion', `No schema ${proposal.schema} for '${proposal.type}'.`);
  // An older shape is replayed, never written again: schema 1 of a booking carried a number the browser drew.
  if (proposal.schema !== currentSchemaVersion(definition)) {
    throw refuse(400, 'retiredSchemaVersion', `Schema ${proposal.schema} of '${proposal.type}' is no longer written.`);
  }
  const payload = schema.safeParse(proposal.data);
  if (!payload.success) {
    throw refuse(400, 'invalidPayload', 'The event data is not valid.', {
      issues: payload.error.issues.map(({ path, message }) => ({ path: path.join('.'), message })),
    });
  }
  return { event: { ...proposal, data: payload.data, actor: author.actor, at, audience }, stream };
}

interface StreamOutcome {
  events: DecidedEvent[];
  state: StreamState;
}

/**
 * Each stream's machine asked, in order, whether the events may happen: first against the
 * state this instance kept, then, if that refuses, against the store's (the refusal must be
 * the stream's, not a stale copy's).
 */
async function decideEachStream(streamStates: StreamStates, checked: CheckedProposal[]): Promise<Map<string, StreamOutcome>> {
  const streams = new Map(checked.map(({ stream }) => [stream.name, stream]));
  const decided = new Map<string, StreamOutcome>();
  for (const [name, stream] of streams) {
    const machine = machineFor(stream);
    const ofStream = checked.filter(({ event }) => event.stream === name).map(({ event }) => event);
    const kept = await streamStates.kept(name, machine);
    let outcome = decideStream(kept, ofStream);
    if (outcome instanceof ApiError && !kept.checked) outcome = decideStream(await streamStates.current(name, machine), ofStream);
    if (outcome instanceof ApiError) throw outcome;
    decided.set(name, outcome);
  }
  return decided;
}

/** Each booking of the batch that carries no number gets the next one, appended by the server right after it. */
async function numberBookings(
  deps: AppendDeps,
  decided: Map<string, StreamOutcome>,
  events: DecidedEvent[],
  at: string,
  orderNumbers: Map<string, number>,
): Promise<DecidedEvent[]> {
  const numbered: DecidedEvent[] = [];
  for (const booking of events.filter(awaitsOrderNumber)) {
    const orderNumber = orderNumbers.get(booking.id) ?? (await takeOrderNumber(deps.db));
    orderNumbers.set(booking.id, orderNumber);
    const proposal = { id: numberedIdOf(booking.id), stream: booking.stream, type: 'request.numbered', schema: 1, data: { orderNumber } };
    const { event } = await checkProposal(deps, proposal, theServer, at, booking.audience);
    const before = decided.get(booking.stream)!;
    const outcome = decideStream(before.state, [event]);
    if (outcome instanceof ApiError) throw outcome;
    decided.set(booking.stream, { events: [...before.events, ...outcome.events], state: outcome.state });
    numbered.push(...outcome.events);
  }
  return numbered;
}

function decideStream(current: StreamState, events: Checked[]): StreamOutcome | ApiError {
  const stream = events[0]!.stream;
  const expected = events[0]!.expectedVersion ?? current.version;
  if (expected !== current.version) {
    return new ApiError(409, 'versionConflict', 'The stream changed since this was proposed.', { stream, actualVersion: current.version });
  }
  // Events of one stream build on each other: each expects the version the one before it made.
  if (events.some((event, index) => (event.expectedVersion ?? current.version + index) !== current.version + index)) {
    return new ApiError(400, 'invalidBatch', `The events for '${stream}' must expect consecutive versions.`);
  }
  let snapshot = current.snapshot;
  const decided: DecidedEvent[] = [];
  for (const [index, event] of events.entries()) {
    const decision = decide(snapshot, event satisfies MachineEvent);
    if (!decision.accepted) return new ApiError(422, decision.reason, 'This is not allowed now.', { eventId: event.id });
    snapshot = decision.snapshot;
    decided.push({ ...event, expectedVersion: current.version + index } as DecidedEvent);
  }
  return { events: decided, state: { version: current.version + events.length, snapshot } };
}

/** A proposal sent again gets its first acceptance back, unless it is not the same proposal. */
function sameAcceptanceAgain(proposals: Identified[], earlier: StoredEvent[], actor: Actor): StoredEvent[] {
  const byId = new Map(earlier.map((event) => [event.id, event]));
  const same = proposals.every((proposal) => {
    const stored = byId.get(proposal.id);
    return stored !== undefined && sameEvent(proposal, stored);
  });
  const proposer = (event: StoredEvent) => event.actor.role === actor.role && event.actor.userId === actor.userId;
  if (!same || !earlier.every(proposer)) {
    throw new ApiError(409, 'idConflict', 'This event id is already used by another event.');
  }
  return proposals.map((proposal) => byId.get(proposal.id)!);
}

/** Same place, type and payload (as the schema normalises it): a retry, not a new event under an old id. */
function sameEvent(proposal: Identified, stored: StoredEvent): boolean {
  if (stored.stream !== proposal.stream || stored.type !== proposal.type || stored.schema !== proposal.schema) return false;
  if (proposal.expectedVersion !== undefined && stored.version !== proposal.expectedVersion + 1) return false;
  const payload = eventDefinition(stored.type)?.schemas[stored.schema]?.safeParse(proposal.data);
  return payload?.success === true && isDeepStrictEqual(JSON.parse(JSON.stringify(payload.data)), stored.data);
}
