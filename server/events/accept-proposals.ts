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
import type { StreamStates } from './stream-states.ts';

// The server's side of the sync protocol: policy, then payload schema, then the stream's own
// machine replayed and asked, with the server's clock, whether each event may happen now.
export type InlineProjection = (tx: SqlRunner, appended: StoredEvent[]) => Promise<void>;

export interface AcceptDeps {
  store: EventStore;
  /** Read outside the log: a booking's photo must be its customer's upload. */
  db: Database;
  streamStates: StreamStates;
  now: () => Date;
  inlineProjections: InlineProjection[];
}

export async function acceptProposals(
  deps: AcceptDeps,
  actor: Actor,
  batch: ProposalBatch,
): Promise<StoredEvent[]> {
  const earlier = await deps.store.findByIds(batch.events.map((event) => event.id));
  if (earlier.length > 0) return sameAcceptanceAgain(batch, earlier, actor);

  const at = deps.now().toISOString();
  const toAppend: EventToAppend[] = [];
  for (const proposal of batch.events) toAppend.push(await checkProposal(deps, proposal, actor, at));
  await decideEachStream(deps.streamStates, toAppend);
  await checkAgainstOtherStreams(deps, toAppend);

  const result = await deps.store.append(toAppend, {
    alongside: async (tx, appended) => {
      for (const project of deps.inlineProjections) await project(tx, appended);
    },
  });
  switch (result.status) {
    case 'appended':
      return result.events;
    case 'alreadyAppended':
      return sameAcceptanceAgain(batch, result.events, actor);
    case 'versionConflict':
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

async function decideEachStream(streamStates: StreamStates, events: EventToAppend[]): Promise<void> {
  const streams = [...new Set(events.map((event) => event.stream))];
  for (const stream of streams) {
    const machine = machineForStream(stream);
    if (!machine) throw new ApiError(400, 'wrongStream', `No machine folds stream '${stream}'.`);
    const current = await streamStates.current(stream, machine);
    const ofStream = events.filter((candidate) => candidate.stream === stream);
    if (ofStream[0]!.expectedVersion !== current.version) {
      throw new ApiError(409, 'versionConflict', 'The stream changed since this was proposed.', {
        stream,
        actualVersion: current.version,
      });
    }
    // A batch builds on itself: each event of a stream expects the version the one before it made.
    if (ofStream.some((event, index) => event.expectedVersion !== current.version + index)) {
      throw new ApiError(400, 'invalidBatch', `The events for '${stream}' must expect consecutive versions.`);
    }
    let snapshot = current.snapshot;
    for (const event of ofStream) {
      const decision = decide(snapshot, event satisfies MachineEvent);
      if (!decision.accepted) {
        throw new ApiError(422, decision.reason, 'This is not allowed now.', { eventId: event.id });
      }
      snapshot = decision.snapshot;
    }
  }
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
