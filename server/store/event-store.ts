import type { Actor, DomainEvent } from '../../machines/domain/envelope.ts';
import type { SqlRunner } from './database.ts';

// The log of record. Appends are atomic across streams, checked against an expected version
// per stream, idempotent by event id, and numbered by a global position in commit order.

/** Who may read an event: everyone ('public'), or one customer (their user id); admins read all. */
export type Audience = 'public' | string;

export interface EventToAppend {
  id: string;
  stream: string;
  /** The stream's version before this event: 0 for a new stream. */
  expectedVersion: number;
  type: string;
  schema: number;
  data: unknown;
  actor: Actor;
  at: string;
  audience: Audience;
}

declare const decided: unique symbol;
/** An event its policy, schema and machine accepted: the only kind `append` takes (made by server/events/append-decided.ts). */
export type DecidedEvent = EventToAppend & { readonly [decided]: true };

export type StoredEvent = DomainEvent & { audience: Audience };

export type AppendResult =
  | { status: 'appended'; events: StoredEvent[] }
  /** Every id was appended before: the first acceptance, unchanged. */
  | { status: 'alreadyAppended'; events: StoredEvent[] }
  | { status: 'versionConflict'; stream: string; expectedVersion: number; actualVersion: number }
  /** Some ids of the batch exist and some do not, or an id exists with another stream or type. */
  | { status: 'idConflict'; id: string };

export interface AppendOptions {
  /**
   * Runs inside the append's transaction after the rows are written; throwing undoes the
   * append. Appends written together that pass the same function have it run once, over
   * all their events in order.
   */
  alongside?: (tx: SqlRunner, appended: StoredEvent[]) => Promise<void>;
}

export interface ReadFilter {
  /** Omit to read every audience (admins). */
  audiences?: Audience[];
  limit?: number;
}

export interface EventStore {
  append(events: DecidedEvent[], options?: AppendOptions): Promise<AppendResult>;
  /** Accepted events with these ids, in position order. */
  findByIds(ids: string[]): Promise<StoredEvent[]>;
  /** The stream's events in version order, only those after `afterVersion` when given. */
  readStream(stream: string, afterVersion?: number): Promise<StoredEvent[]>;
  streamVersion(stream: string): Promise<number>;
  /** Events after a global position in position order; never skips one that committed late. */
  readAfter(position: number, filter?: ReadFilter): Promise<StoredEvent[]>;
  lastPosition(): Promise<number>;
  /** Called with the newest position whenever any instance commits an append; never before this instance's own commit in flight has reached `onCommittedHere`. */
  onAppended(listener: (position: number) => void): () => void;
  /** Called with the events of each commit this instance makes, in position order, once it has committed. */
  onCommittedHere(listener: (events: StoredEvent[]) => void): () => void;
  close(): Promise<void>;
}
