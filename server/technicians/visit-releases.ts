import { v5 as uuidv5 } from 'uuid';
import { technicianStream } from '../../machines/domain/streams.ts';
import { requestMachine, type RequestContext } from '../../machines/request.machine.ts';
import { technicianMachine, type TechnicianContext } from '../../machines/technician.machine.ts';
import { appendDecided, type AppendDeps } from '../events/append-decided.ts';
import type { LiveFeed } from '../events/live-feed.ts';
import { checkpointOf, followLog, saveCheckpoint, type FollowedLog } from '../events/reactor-checkpoints.ts';
import type { StoredEvent } from '../store/event-store.ts';

// A visit that will not happen frees its technician's window (docs/decisions.md 28): a customer
// may not write a technician's stream, so when a request holding an appointment is cancelled
// or declined, the server appends the technician's `visitReleased` on its own. Its id is derived
// from the ending's, so an ending read again (a restart, another instance) releases nothing more;
// the checkpoint moves past an ending once its release is in the log.
const reactor = 'technicianReleases';
const releaseIds = '7c1d9e52-3b8a-4f60-a2d4-5e9b0c6f1a37';
/** The id of the release a request's ending (`endingId`) brings. */
export const releaseIdOf = (endingId: string) => uuidv5(endingId, releaseIds);
const server = { actor: { role: 'system' as const }, origin: 'server' as const };

const endsRequest = (event: StoredEvent) =>
  event.type === 'request.visitCancelled' || event.type === 'request.cancelled' || event.type === 'request.declined';

export interface VisitReleaseDeps extends AppendDeps {
  feed: LiveFeed;
}

export class VisitReleases {
  readonly name = reactor;
  private followed: FollowedLog | null = null;
  private readonly queue: StoredEvent[] = [];
  private working: Promise<void> | null = null;
  private handled = 0;
  private stopped = false;

  constructor(private readonly deps: VisitReleaseDeps) {}

  async start(): Promise<void> {
    this.handled = await checkpointOf(this.deps.db, reactor);
    this.followed = await followLog(this.deps, this.handled, (event) => {
      if (!endsRequest(event)) return;
      this.queue.push(event);
      this.working ??= this.work();
    });
    await this.working;
  }

  stop(): void {
    this.stopped = true;
    this.followed?.detach();
  }

  /** Every event up to here needs nothing more: no ending waits for its release. */
  get handledUpTo(): number {
    return this.queue[0] ? this.queue[0].position - 1 : (this.followed?.seenUpTo ?? this.handled);
  }

  /** Waits until every ending read so far has released its window (tests). */
  async settled(): Promise<void> {
    while (this.working) await this.working;
  }

  private async work(): Promise<void> {
    try {
      while (this.queue.length > 0 && !this.stopped) {
        const ending = this.queue[0]!;
        try {
          await this.release(ending);
          await saveCheckpoint(this.deps.db, reactor, ending.position);
          this.handled = ending.position;
          this.queue.shift();
        } catch (error) {
          // The database may be briefly away: the ending is read again shortly, not skipped.
          console.error(`technician release for ${ending.id}: ${(error as Error).name} ${(error as Error).message}`);
          await new Promise((resolve) => setTimeout(resolve, 1_000));
        }
      }
    } finally {
      this.working = null;
    }
  }

  private async release(ending: StoredEvent): Promise<void> {
    const request = (await this.deps.streamStates.current(ending.stream, requestMachine)).snapshot.context as RequestContext;
    const technician = request.appointment?.technician.id;
    if (!technician) return;
    const requestId = ending.stream.slice('request-'.length);
    const stream = technicianStream(technician);
    const held = (await this.deps.streamStates.current(stream, technicianMachine)).snapshot.context as TechnicianContext;
    // Released already (read again after a restart): the id alone would answer the same, this spares the append.
    if (!held.visits.some((visit) => visit.requestId === requestId)) return;
    await appendDecided(this.deps, server, [{ id: releaseIdOf(ending.id), stream, type: 'technician.visitReleased', data: { requestId } }]);
  }
}
