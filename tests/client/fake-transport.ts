// The sync transport of the tests: talks to a FakeServer the way the HTTP one talks to the
// real server, across a "network" that can go down, lose an answer or hold requests.
import type { Actor, DomainEvent, ProposedEvent } from '../../machines/domain/envelope.ts';
import type { LiveHandlers, PullResult, PushResult, SyncTransport } from '../../src/eventlog/sync-transport.ts';
import type { Answer, FakeServer } from './fake-server.ts';

interface Connection {
  close: () => void;
  onError: () => void;
  deliver: (event: DomainEvent) => void;
}

const unreachable = { kind: 'unreachable' } as const;
const overTheNetwork = () => new Promise((resolve) => setTimeout(resolve, 0));

export class FakeTransport implements SyncTransport {
  /** Every call made, in order: `pull 0`, `push`, `live 3`. */
  readonly calls: string[] = [];
  /** The batches that reached the server through this transport. */
  readonly pushes: ProposedEvent[][] = [];
  private reachable = true;
  private sessionEnded = false;
  private answersToLose = 0;
  private held: Array<() => void> | undefined;
  private racing: Array<() => void> = [];
  private readonly connections = new Set<Connection>();

  constructor(
    readonly server: FakeServer,
    readonly actor: Actor,
  ) {}

  goOffline(): void {
    this.reachable = false;
    this.breakLive();
  }

  comeBack(): void {
    this.reachable = true;
  }

  endSession(): void {
    this.sessionEnded = true;
    this.breakLive();
  }

  /** The connection drops just after the server accepted the next batch: neither its answer
   * nor the live copy of the events arrives. */
  loseNextAnswer(): void {
    this.answersToLose += 1;
  }

  /** Each of these happens on the server just before one of the next pushes reaches it: someone else writes first. */
  raceNextPushes(...writes: Array<() => void>): void {
    this.racing.push(...writes);
  }

  holdPushes(): void {
    this.held ??= [];
  }

  releasePushes(): void {
    const waiting = this.held ?? [];
    this.held = undefined;
    for (const release of waiting) release();
  }

  breakLive(): void {
    for (const connection of [...this.connections]) {
      connection.close();
      connection.onError();
    }
  }

  /** Sends an event the client already has down the open live connections again. */
  deliverAgain(event: DomainEvent): void {
    for (const connection of this.connections) connection.deliver(event);
  }

  async push(events: ProposedEvent[]): Promise<PushResult> {
    this.calls.push('push');
    await overTheNetwork();
    if (this.held) await new Promise<void>((release) => this.held?.push(release));
    if (!this.reachable) return unreachable;
    if (this.sessionEnded) return { kind: 'refused', status: 401, code: 'signInRequired' };
    this.pushes.push(events);
    this.racing.shift()?.();
    const answer = this.server.accept(this.actor, structuredClone(events));
    if (this.answersToLose > 0) {
      this.answersToLose -= 1;
      this.breakLive();
      return unreachable;
    }
    await overTheNetwork();
    if (!('events' in answer.body)) return refused(answer);
    return { kind: 'accepted', events: structuredClone(answer.body.events) };
  }

  async pull(after: number): Promise<PullResult> {
    this.calls.push(`pull ${after}`);
    await overTheNetwork();
    if (!this.reachable) return unreachable;
    if (this.sessionEnded) return { kind: 'refused', status: 401, code: 'signInRequired' };
    return { kind: 'page', ...structuredClone(this.server.read(this.actor, after)) };
  }

  live(after: number, handlers: LiveHandlers): () => void {
    this.calls.push(`live ${after}`);
    if (!this.reachable || this.sessionEnded) {
      setTimeout(handlers.onError, 0);
      return () => {};
    }
    let open = true;
    const deliver = (event: DomainEvent) => {
      const copy = structuredClone(event);
      setTimeout(() => open && handlers.onEvent(copy), 0);
    };
    const connection: Connection = {
      deliver,
      onError: () => setTimeout(handlers.onError, 0),
      close: () => {
        open = false;
        unfollow();
        this.connections.delete(connection);
      },
    };
    const unfollow = this.server.follow(this.actor, after, deliver);
    this.connections.add(connection);
    return connection.close;
  }
}

function refused(answer: Answer): PushResult {
  const { error } = answer.body as { error: { code: string; eventId?: string } };
  return { kind: 'refused', status: answer.status, code: error.code, ...(error.eventId ? { eventId: error.eventId } : {}) };
}
