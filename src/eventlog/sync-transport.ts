// How the log talks to the server of record: push a batch, pull a page, follow live.
// Failures are values: refused (a 4xx with its code) or unreachable (network, 5xx).
import type { DomainEvent, ProposedEvent } from '../../machines/domain/envelope.ts';

/** The server answers at most this many events per catch-up page. */
export const catchUpPageSize = 1000;

export interface Refused {
  kind: 'refused';
  status: number;
  code: string;
  eventId?: string;
  /** From Retry-After, when the server asks for a pause (throttled sign-in). */
  retryAfterSeconds?: number;
  /** Every field at fault, when the server judged a form (registration names them all). */
  issues?: { path: string; code: string }[];
}

export interface Unreachable {
  kind: 'unreachable';
}

export type PushResult = { kind: 'accepted'; events: DomainEvent[] } | Refused | Unreachable;

export type PullResult = { kind: 'page'; events: DomainEvent[]; lastPosition: number } | Refused | Unreachable;

export interface LiveHandlers {
  onEvent: (event: DomainEvent) => void;
  /** The connection broke; it is already closed and will not call again. */
  onError: () => void;
}

export interface SyncTransport {
  push: (events: ProposedEvent[]) => Promise<PushResult>;
  pull: (after: number) => Promise<PullResult>;
  /** Follows events after `after`; returns a function that closes the connection. */
  live: (after: number, handlers: LiveHandlers) => () => void;
}

/** The session ended: syncing stops until the user signs in again. */
export function endsSession(refused: Refused): boolean {
  return refused.status === 401 || refused.code === 'signInRequired';
}
