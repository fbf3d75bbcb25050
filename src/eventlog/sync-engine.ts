// The leader tab's side of the sync protocol: catch up, follow live, push the pending
// queue one batch at a time in order, and come back after failures with backoff.
import type { DomainEvent } from '../../machines/domain/envelope.ts';
import type { Backoff } from './backoff.ts';
import { proposalOf, type PendingEvent } from './pending-event.ts';
import { catchUpPageSize, endsSession, type Refused, type SyncTransport, type Unreachable } from './sync-transport.ts';

export type SyncStatus = 'connecting' | 'online' | 'offline' | 'signedOut';

/** What the engine needs of the local log. */
export interface SyncedLog {
  position: () => number;
  nextBatch: () => PendingEvent[];
  /** `read` is given for catch-up and live events, absent for the answer to a push. */
  confirm: (events: DomainEvent[], read?: { lastPosition?: number }) => Promise<void>;
  drop: (eventIds: string[], code: string) => Promise<void>;
  rebase: () => Promise<void>;
}

export interface ConnectivityEvents {
  addEventListener: (type: 'online' | 'offline', listener: () => void) => void;
  removeEventListener: (type: 'online' | 'offline', listener: () => void) => void;
}

export interface SyncEngineOptions {
  log: SyncedLog;
  transport: SyncTransport;
  backoff: Backoff;
  onStatus: (status: SyncStatus) => void;
  connectivity?: ConnectivityEvents | undefined;
  /** After this many version conflicts in a row that catching up does not explain, a batch is dropped. */
  maxRebases?: number;
}

const versionConflict = 'versionConflict';

const sameProposal = (next: readonly PendingEvent[], sent: readonly PendingEvent[]) =>
  next.length === sent.length && next.every((event, index) => event.id === sent[index]!.id && event.expectedVersion === sent[index]!.expectedVersion);

export class SyncEngine {
  private stopped = true;
  private caughtUp = false;
  private status: SyncStatus = 'connecting';
  private live: { close: () => void } | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private connecting: Promise<void> | undefined;
  private catchingUp: Promise<boolean> | undefined;
  private pushing = false;
  private pushAgain = false;

  constructor(private readonly options: SyncEngineOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.options.connectivity?.addEventListener('online', this.comeBack);
    this.options.connectivity?.addEventListener('offline', this.goOffline);
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.options.connectivity?.removeEventListener('online', this.comeBack);
    this.options.connectivity?.removeEventListener('offline', this.goOffline);
    this.live?.close();
    this.live = undefined;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  /** The pending queue grew: send it now, unless the first catch-up has yet to finish. */
  nudge(): void {
    if (!this.stopped && this.caughtUp) void this.push();
  }

  private connect(): Promise<void> {
    this.connecting ??= this.connectOnce().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  /** Connected means caught up and following live; the queue is sent after, not awaited: a
   * reconnect asked for while a long push is under way must start afresh, not join this one. */
  private async connectOnce(): Promise<void> {
    if (this.stopped || !(await this.catchUp())) return;
    this.followLive();
    void this.push();
  }

  private catchUp(): Promise<boolean> {
    this.catchingUp ??= this.pullPages().finally(() => (this.catchingUp = undefined));
    return this.catchingUp;
  }

  private async pullPages(): Promise<boolean> {
    for (;;) {
      const after = this.options.log.position();
      const page = await this.options.transport.pull(after);
      if (this.stopped) return false;
      if (page.kind !== 'page') {
        this.fail(page);
        return false;
      }
      await this.options.log.confirm(page.events, { lastPosition: page.lastPosition });
      if (page.events.length < catchUpPageSize || this.options.log.position() <= after) break;
    }
    this.caughtUp = true;
    this.options.backoff.reset();
    this.setStatus('online');
    return true;
  }

  private followLive(): void {
    this.live?.close();
    const connection = { close: () => {} };
    this.live = connection;
    connection.close = this.options.transport.live(this.options.log.position(), {
      onEvent: (event) => {
        if (this.live === connection) void this.options.log.confirm([event], {});
      },
      onError: () => {
        if (this.live !== connection) return;
        this.live = undefined;
        this.setStatus('connecting');
        this.retryLater();
      },
    });
  }

  private async push(): Promise<void> {
    if (this.pushing) {
      this.pushAgain = true;
      return;
    }
    this.pushing = true;
    try {
      do {
        this.pushAgain = false;
        await this.pushBatches();
      } while (this.pushAgain && !this.stopped);
    } finally {
      this.pushing = false;
    }
  }

  private async pushBatches(): Promise<void> {
    const { log, transport, maxRebases = 3 } = this.options;
    let rebases = 0;
    for (let batch = log.nextBatch(); batch.length > 0 && !this.stopped; batch = log.nextBatch()) {
      const result = await transport.push(batch.map(proposalOf));
      if (this.stopped) return;
      if (result.kind === 'unreachable' || (result.kind === 'refused' && endsSession(result))) {
        return this.fail(result);
      }
      if (result.kind === 'refused' && result.code === versionConflict && rebases < maxRebases) {
        if (!(await this.catchUp())) return;
        await log.rebase();
        // Someone else wrote to the stream first (an auto-reply, another device): the batch now
        // follows their events and goes again. Only a conflict the catch-up cannot explain counts.
        if (sameProposal(log.nextBatch(), batch)) rebases += 1;
        continue;
      }
      rebases = 0;
      if (result.kind === 'accepted') {
        await log.confirm(result.events);
        this.setStatus('online');
        // The server answers again: follow it live now rather than when the timer says.
        if (!this.live && !this.stopped) this.comeBack();
      } else {
        await log.drop(batch.map((event) => event.id), result.code);
      }
      // An answer that settled nothing would otherwise send the same batch in a tight loop.
      if (log.nextBatch()[0]?.id === batch[0]?.id) return;
    }
  }

  private fail(result: Refused | Unreachable): void {
    if (result.kind === 'refused' && endsSession(result)) {
      this.stop();
      this.setStatus('signedOut');
      return;
    }
    this.goOffline();
  }

  private readonly goOffline = (): void => {
    if (this.stopped) return;
    this.live?.close();
    this.live = undefined;
    this.setStatus('offline');
    this.retryLater();
  };

  private readonly comeBack = (): void => {
    if (this.stopped) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.options.backoff.reset();
    void this.connect();
  };

  private retryLater(): void {
    if (this.stopped || this.retryTimer !== undefined) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, this.options.backoff.next());
  }

  private setStatus(status: SyncStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.options.onStatus(status);
  }
}
