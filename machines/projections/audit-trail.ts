// The audit trail of several streams of the log, as one list: every event, what it was, when,
// by which role and in which record (account, plan, a request, a chat thread), in time order.
// Pure: the log is read through `history`, whatever keeps it.
import type { Actor, DomainEvent, Role } from '../domain/envelope.ts';
import { parseStream } from '../domain/streams.ts';
import { requestNumber } from '../request-status.ts';

/** An event as a log's history gives it; `pending` ones are shown already, not yet accepted. */
export interface LoggedEvent extends Pick<DomainEvent, 'id' | 'type' | 'at' | 'data'> {
  actor: Actor;
  pending?: boolean;
}

export type TrailRecord =
  | { kind: 'account' }
  | { kind: 'plan' }
  | { kind: 'request'; requestNumber: string }
  | { kind: 'requestChat'; requestNumber: string }
  | { kind: 'generalChat' }
  | { kind: 'settings' };

export interface TrailEntry {
  id: string;
  stream: string;
  record: TrailRecord;
  type: string;
  at: string;
  role: Role;
  pending: boolean;
}

export function recordOf(name: string): TrailRecord {
  const stream = parseStream(name);
  if (stream?.kind === 'chat') {
    const { thread } = stream;
    return thread.kind === 'general' ? { kind: 'generalChat' } : { kind: 'requestChat', requestNumber: requestNumber(thread.requestId) };
  }
  if (stream?.kind === 'user') return { kind: 'account' };
  if (stream?.kind === 'subscription') return { kind: 'plan' };
  if (stream?.kind === 'request') return { kind: 'request', requestNumber: requestNumber(stream.requestId) };
  return { kind: 'settings' };
}

/** The streams' events merged oldest first; events of one moment keep their streams' order. */
export function auditTrail(streams: readonly string[], history: (stream: string) => readonly LoggedEvent[]): TrailEntry[] {
  const entries = streams.flatMap((stream) => {
    const record = recordOf(stream);
    return history(stream).map((event) => ({
      id: event.id,
      stream,
      record,
      type: event.type,
      at: event.at,
      role: event.actor.role,
      pending: event.pending ?? false,
    }));
  });
  const time = (entry: TrailEntry) => Date.parse(entry.at);
  return entries.sort((a, b) => time(a) - time(b));
}
