import { isDeepStrictEqual } from 'node:util';
import type { Actor, MachineEvent } from '../../machines/domain/envelope.ts';
import { eventDefinition } from '../../machines/domain/event-catalog.ts';
import { parseStreamName } from '../../machines/domain/streams.ts';
import { machineForStream } from '../../machines/stream-machines.ts';
import { decide } from '../../machines/stream-decision.ts';
import { ApiError } from '../http/api-error.ts';
import { mayAppend } from '../policy/append-policy.ts';
import type { EventStore, EventToAppend, StoredEvent } from '../store/event-store.ts';
import type { Database, SqlRunner } from '../store/database.ts';
import { checkAgainstOtherStreams } from './other-streams.ts';
import type { ProposalBatch } from './proposal-batch.ts';
import { audienceOf } from './stream-audience.ts';
import type { StreamState, StreamStates } from './stream-states.ts';

// The server's side of the sync protocol: policy, then payload schema, then the stream's own
// machine replayed and asked, with the server's clock, whether each event may happen now.
export type InlineProjection = (tx: SqlRunner, appended: StoredEvent[]) => Promise<void>;

export interface AcceptDeps {
  store: EventStore;
  /** Read outside the log: a booking's photo must be its customer's upload. */
  db: Database;
  streamStates: StreamStates;
  now: () => Date;
  /** What is kept beside the log in the append's transaction (the accounts table); one function, so that a group commit runs it once for all its appends. */
  inlineProjection: InlineProjection;
}

export async function acceptProposals(
  deps: AcceptDeps,
  actor: Actor,
  batch: ProposalBatch,
): Promise<StoredEvent[]> {
  try {
    return await acceptNew(deps, actor, batch);
  } catch (error) {
    // A batch sent again (its answer was lost) is refused as things now stand: it gets its
    // first acceptance back. Looked for only here, so a new batch costs no read for it.
    const earlier = await deps.store.findByIds(batch.events.map((event) => event.id));
    if (earlier.length > 0) return sameAcceptanceAgain(batch, earlier, actor);
    throw error;
  }
}

async function acceptNew(deps: AcceptDeps, actor: Actor, batch: ProposalBatch): Promise<StoredEvent[]> {
  const at = deps.now().toISOString();
  const toAppend: EventToAppend[] = [];
  for (const proposal of batch.events) toAppend.push(await checkProposal(deps, proposal, actor, at));
  const decided = await decideEachStream(deps.streamStates, toAppend);
  await checkAgainstOtherStreams(deps, toAppend);

  const result = await deps.store.append(toAppend, { alongside: deps.inlineProjection });
  switch (result.status) {
    case 'appended':
      for (const [stream, state] of decided) deps.streamStates.keep(stream, state);
      return result.events;
    case 'alreadyAppended':
      return sameAcceptanceAgain(batch, result.events, actor);
    case 'versionConflict':
      deps.streamStates.forget(result.stream);
      throw new ApiError(409, 'versionConflict', 'The stream changed since this was proposed.', {
        stream: result.stream,
        actualVersion: result.actualVersion,
      });
    case 'idConflict':
      throw new ApiError(409, 'idConflict', 'This event id is already used by another event.', { eventId: result.id });
  }
}

async function checkProposal(
  deps: AcceptDeps,
  proposal: ProposalBatch['events'][number],
  actor: Actor,
  at: string,
): Promise<EventToAppend> {
  const refuse = (status: 400 | 403, code: string, message: string, extra?: Record<string, unknown>) =>
    new ApiError(status, code, message, { eventId: proposal.id, ...extra });
  const definition = eventDefinition(proposal.type);
  if (!definition) throw refuse(400, 'unknownEventType', `No event type '${proposal.type}'.`);
  if (parseStreamName(proposal.stream)?.kind !== definition.stream) {
    throw refuse(400, 'wrongStream', `'${proposal.type}' does not belong to stream '${proposal.stream}'.`);
  }
  const audience = await audienceOf(deps.streamStates, proposal.stream, actor);
  if (!audience || !mayAppend(actor, proposal.type, proposal.stream, audience)) {
    throw refuse(403, 'forbidden', 'You may not record this event.');
  }
  const schema = definition.schemas[proposal.schema];
  if (!schema) throw refuse(400, 'unknownSchemaVersion', `No schema ${proposal.schema} for '${proposal.type}'.`);
  const payload = schema.safeParse(proposal.data);
  if (!payload.success) {
    throw refuse(400, 'invalidPayload', 'The event data is not valid.', {
      issues: payload.error.issues.map(({ path, message }) => ({ path: path.join('.'), message })),
    });
  }
  return { ...proposal, data: payload.data, actor, at, audience };
}

/**
 * Each stream's machine asked, in order, whether the batch's events may happen: first against
 * the state this instance kept, then, if that refuses, against the store's (the refusal must
 * be the stream's, not a stale copy's). Answers the state each stream is left in.
 */
async function decideEachStream(streamStates: StreamStates, events: EventToAppend[]): Promise<Map<string, StreamState>> {
  const decided = new Map<string, StreamState>();
  for (const stream of new Set(events.map((event) => event.stream))) {
    const machine = machineForStream(stream);
    if (!machine) throw new ApiError(400, 'wrongStream', `No machine folds stream '${stream}'.`);
    const ofStream = events.filter((candidate) => candidate.stream === stream);
    const kept = await streamStates.kept(stream, machine);
    let outcome = decideStream(kept, ofStream);
    if (outcome instanceof ApiError && !kept.checked) outcome = decideStream(await streamStates.current(stream, machine), ofStream);
    if (outcome instanceof ApiError) throw outcome;
    decided.set(stream, outcome);
  }
  return decided;
}

function decideStream(current: StreamState, events: EventToAppend[]): StreamState | ApiError {
  const stream = events[0]!.stream;
  if (events[0]!.expectedVersion !== current.version) {
    return new ApiError(409, 'versionConflict', 'The stream changed since this was proposed.', { stream, actualVersion: current.version });
  }
  // A batch builds on itself: each event of a stream expects the version the one before it made.
  if (events.some((event, index) => event.expectedVersion !== current.version + index)) {
    return new ApiError(400, 'invalidBatch', `The events for '${stream}' must expect consecutive versions.`);
  }
  let snapshot = current.snapshot;
  for (const event of events) {
    const decision = decide(snapshot, event satisfies MachineEvent);
    if (!decision.accepted) return new ApiError(422, decision.reason, 'This is not allowed now.', { eventId: event.id });
    snapshot = decision.snapshot;
  }
  return { version: current.version + events.length, snapshot };
}

/** A re-sent batch gets its first acceptance back, unless it is not the same batch. */
function sameAcceptanceAgain(batch: ProposalBatch, earlier: StoredEvent[], actor: Actor): StoredEvent[] {
  const byId = new Map(earlier.map((event) => [event.id, event]));
  const same = batch.events.every((proposal) => {
    const stored = byId.get(proposal.id);
    return stored !== undefined && sameEvent(proposal, stored);
  });
  const proposer = (event: StoredEvent) => event.actor.role === actor.role && event.actor.userId === actor.userId;
  if (!same || !earlier.every(proposer)) {
    throw new ApiError(409, 'idConflict', 'This event id is already used by another event.');
  }
  return batch.events.map((proposal) => byId.get(proposal.id)!);
}

/** Same place, type and payload (as the schema normalises it): a retry, not a new event under an old id. */
function sameEvent(proposal: ProposalBatch['events'][number], stored: StoredEvent): boolean {
  if (stored.stream !== proposal.stream || stored.type !== proposal.type || stored.schema !== proposal.schema) return false;
  if (stored.version !== proposal.expectedVersion + 1) return false;
  const payload = eventDefinition(stored.type)?.schemas[stored.schema]?.safeParse(proposal.data);
  return payload?.success === true && isDeepStrictEqual(JSON.parse(JSON.stringify(payload.data)), stored.data);
}
