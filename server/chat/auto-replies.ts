import { v5 as uuidv5 } from 'uuid';
import { limits } from '../../machines/domain/constants.ts';
import { appendDecided, type AppendDeps } from '../events/append-decided.ts';
import { currentSettings } from '../events/current-settings.ts';
import type { LiveFeed } from '../events/live-feed.ts';
import { checkpointOf, followLog, lastHandledPosition, saveCheckpoint, type FollowedLog } from '../events/reactor-checkpoints.ts';
import { ApiError } from '../http/api-error.ts';
import type { Database } from '../store/database.ts';
import type { StoredEvent } from '../store/event-store.ts';

// The auto-reply (docs/decisions.md 18): 1.5 s after a customer's message the server answers it, unless
// the admin turned auto-replies off. The reply's id is derived from the message's, so every
// instance may react to the same message and the log still holds one reply. How far through
// the log every message has been answered is kept in the database, so a message the server
// stopped before answering is answered once it is back.
export interface AutoReplyDeps extends AppendDeps {
  db: Database;
  feed: LiveFeed;
  now: () => Date;
  delayMs?: number;
}

const reactor = 'autoReply';
const replyIds = '0c8f3a5e-7d1b-4e9a-b6f2-5a4c3d2e1f00';
export const autoReplyIdOf = (messageId: string) => uuidv5(messageId, replyIds);

const needsReply = (event: StoredEvent) => event.type === 'chat.messageSent' && event.actor.role === 'customer';

export class AutoReplies {
  readonly name = reactor;
  /** Messages waiting for their reply, by id, with their position in the log. */
  private readonly waiting = new Map<string, { position: number; timer: NodeJS.Timeout }>();
  /** The log as read and followed; every event up to its `seenUpTo` has been seen (replies may still be waiting). */
  private followed: FollowedLog | null = null;
  private stopped = false;

  constructor(private readonly deps: AutoReplyDeps) {}

  async start(): Promise<void> {
    const from = await checkpointOf(this.deps.db, reactor);
    this.followed = await followLog(this.deps, from, (event) => {
      if (needsReply(event)) this.schedule(event);
    });
    await this.saveCheckpoint();
  }

  stop(): void {
    this.stopped = true;
    this.followed?.detach();
    for (const { timer } of this.waiting.values()) clearTimeout(timer);
    this.waiting.clear();
  }

  private schedule(message: StoredEvent): void {
    if (this.waiting.has(message.id)) return;
    const delay = Date.parse(message.at) + (this.deps.delayMs ?? limits.autoReplyDelayMs) - this.deps.now().getTime();
    const timer = setTimeout(() => void this.answer(message), Math.max(0, delay));
    this.waiting.set(message.id, { position: message.position, timer });
  }

  private async answer(message: StoredEvent): Promise<void> {
    if (this.stopped) return;
    try {
      await replyTo(this.deps, message);
      this.waiting.delete(message.id);
      await this.saveCheckpoint();
    } catch (error) {
      // The database may be briefly away: try again shortly; the message is not forgotten.
      console.error(`auto-reply to ${message.id}: ${(error as Error).name} ${(error as Error).message}`);
      if (!this.stopped) this.waiting.set(message.id, { position: message.position, timer: setTimeout(() => void this.answer(message), 1_000) });
    }
  }

  /** The last position before which nothing waits: a restart reads on from there. */
  get handledUpTo(): number {
    return lastHandledPosition(this.followed?.seenUpTo ?? 0, this.waiting.values());
  }

  private async saveCheckpoint(): Promise<void> {
    if (this.stopped) return;
    await saveCheckpoint(this.deps.db, reactor, this.handledUpTo);
  }
}

async function replyTo(deps: AutoReplyDeps, message: StoredEvent): Promise<void> {
  if (!(await currentSettings(deps.streamStates)).autoReply) return;
  try {
    await appendDecided(deps, { actor: { role: 'system' }, origin: 'server' }, [
      { id: autoReplyIdOf(message.id), stream: message.stream, type: 'chat.autoReplied', data: { inReplyTo: message.id } },
    ]);
  } catch (error) {
    // The chat machine says the message waits for no answer: it has had it.
    if (error instanceof ApiError && error.code === 'answersAWaitingMessage') return;
    throw error;
  }
}
