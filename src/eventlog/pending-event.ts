// A proposal on its way to the server: what a view drafts, what the queue keeps, what is sent.
import type { Actor, MachineEvent, ProposedEvent } from '../../machines/domain/envelope.ts';

/** What a view asks for; the log adds the id, the expected version and the actor. */
export interface Draft {
  stream: string;
  type: string;
  schema?: number;
  data: unknown;
}

export interface PendingEvent extends ProposedEvent {
  /** Events proposed together are sent together and accepted or refused together. */
  batch: string;
  /** Queue order, shared by every tab of the scope. */
  seq: number;
  actor: Actor;
  /** Provisional until the server's clock replaces it on acceptance. */
  at: string;
}

export interface Rejection {
  /** The refused rule's name (`workingHoursOpenBeforeTheyClose`) or the server's code (`forbidden`). */
  code: string;
  eventIds: string[];
}

/** A batch the server refused on arrival (or that catching up made impossible), kept on the
 * device with its content until the person has seen it (docs/decisions.md 36). */
export interface RefusedWrite {
  /** The batch's id: its first event's. */
  batch: string;
  code: string;
  /** When this device heard of the refusal. */
  refusedAt: string;
  events: PendingEvent[];
}

export type ProposeResult =
  | { accepted: true; eventIds: string[] }
  | { accepted: false; reason: string };

export interface Proposer {
  actor: Actor;
  /** Provisional time of the proposal. */
  at: string;
  newId: () => string;
}

/** One batch: the first event's id names it; queue numbers follow `seq`. */
export function pendingEventsOf(drafts: readonly Draft[], proposer: Proposer & { seq: number }): PendingEvent[] {
  const ids = drafts.map(() => proposer.newId());
  return drafts.map((draft, index) => ({
    id: ids[index]!,
    stream: draft.stream,
    expectedVersion: 0,
    type: draft.type,
    schema: draft.schema ?? 1,
    data: draft.data,
    batch: ids[0]!,
    seq: proposer.seq + index,
    actor: proposer.actor,
    at: proposer.at,
  }));
}

/** The strict wire shape: the server refuses a proposal carrying anything else. */
export function proposalOf(event: PendingEvent): ProposedEvent {
  const { id, stream, expectedVersion, type, schema, data } = event;
  return { id, stream, expectedVersion, type, schema, data };
}

export function machineEventOf(event: PendingEvent, at: string = event.at): MachineEvent {
  return { id: event.id, type: event.type, data: event.data, actor: event.actor, at };
}

export function byQueueOrder(a: PendingEvent, b: PendingEvent): number {
  return a.seq - b.seq || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The refused batches among `events`, each with its rule's code, as the device keeps them. */
export function refusedWritesOf(rejections: readonly Rejection[], events: readonly PendingEvent[], refusedAt: string): RefusedWrite[] {
  return rejections.flatMap(({ code, eventIds }) => {
    const ids = new Set(eventIds);
    const refused = events.filter((event) => ids.has(event.id)).sort(byQueueOrder);
    return refused.length > 0 ? [{ batch: refused[0]!.batch, code, refusedAt, events: refused }] : [];
  });
}
