import type { Database, SqlRunner } from '../store/database.ts';
import type { EventStore, StoredEvent } from '../store/event-store.ts';
import type { LiveFeed } from './live-feed.ts';
import { checkpointOf, followLog, saveCheckpoint, type FollowedLog } from './reactor-checkpoints.ts';

// A reactor that acts on the events it wants one at a time, in the log's order, each once
// across restarts: it follows the log from its saved checkpoint, handles the first event
// waiting, and moves the checkpoint past it. An event whose handling fails (the database
// briefly away) is handled again a second later, and nothing after it goes first.
// The auto-reply and the refund retries are not such: each event waits for a time of its own
// (1.5 s after its message; a wait that doubles per failed refund), one failing holds up no other,
// and their checkpoint is the first event still waiting, so they keep timers of their own.

/** What a handler may do with the checkpoint past its event. */
export interface CheckpointPast {
  /** Runs `writes` and saves the checkpoint in one transaction, so a restart finds both or neither. */
  commitWith(writes: (tx: SqlRunner) => Promise<void>): Promise<void>;
}

export interface ReactorDefinition {
  /** Its row in `reactor_checkpoints`, and its name in the health report. */
  readonly name: string;
  /** What a failure names in the server's log ("visit notification"). */
  readonly acting: string;
  /** The events it acts on: the others need nothing of it. */
  wants(event: StoredEvent): boolean;
  /**
   * Acts on one event. The checkpoint is saved after it, unless it commits it with its own writes.
   * A handler that waits (a try again later) ends its wait by throwing once `stopping` aborts.
   */
  handle(event: StoredEvent, checkpoint: CheckpointPast, stopping: AbortSignal): Promise<void>;
}

export interface CheckpointedReactorDeps {
  db: Database;
  store: EventStore;
  feed: LiveFeed;
}

const retryAfterMs = 1_000;

export class CheckpointedReactor {
  private followed: FollowedLog | null = null;
  private readonly queue: StoredEvent[] = [];
  private working: Promise<void> | null = null;
  private handled = 0;
  private readonly stopping = new AbortController();

  constructor(
    private readonly deps: CheckpointedReactorDeps,
    private readonly definition: ReactorDefinition,
  ) {}

  get name(): string {
    return this.definition.name;
  }

  async start(): Promise<void> {
    this.handled = await checkpointOf(this.deps.db, this.name);
    this.followed = await followLog(this.deps, this.handled, (event) => {
      if (!this.definition.wants(event)) return;
      this.queue.push(event);
      this.working ??= this.work();
    });
    await this.working;
    // Past the events it does not want too, or every start would read them all again.
    if (this.handledUpTo > this.handled) await saveCheckpoint(this.deps.db, this.name, this.handledUpTo);
  }

  stop(): void {
    this.stopping.abort();
    this.followed?.detach();
  }

  /** Every event up to here needs nothing more of it: none waits to be handled. */
  get handledUpTo(): number {
    return this.queue[0] ? this.queue[0].position - 1 : (this.followed?.seenUpTo ?? this.handled);
  }

  /** Waits until every event read so far has been handled (tests). */
  async settled(): Promise<void> {
    while (this.working) await this.working;
  }

  private async work(): Promise<void> {
    try {
      while (this.queue.length > 0 && !this.stopping.signal.aborted) {
        const event = this.queue[0]!;
        try {
          await this.handleOne(event);
          this.handled = event.position;
          this.queue.shift();
        } catch (error) {
          // Stopped while it waited: the event is handled again after the restart.
          if (this.stopping.signal.aborted) break;
          // The database may be briefly away: the event is handled again shortly, not skipped.
          console.error(`${this.definition.acting} for ${event.id}: ${(error as Error).name} ${(error as Error).message}`);
          await new Promise((resolve) => setTimeout(resolve, retryAfterMs));
        }
      }
    } finally {
      this.working = null;
    }
  }

  private async handleOne(event: StoredEvent): Promise<void> {
    let committed = false;
    const checkpoint: CheckpointPast = {
      commitWith: async (writes) => {
        await this.deps.db.transaction(async (tx) => {
          await writes(tx);
          await saveCheckpoint(tx, this.name, event.position);
        });
        committed = true;
      },
    };
    await this.definition.handle(event, checkpoint, this.stopping.signal);
    if (!committed) await saveCheckpoint(this.deps.db, this.name, event.position);
  }
}
