import type { Database, SqlRunner } from '../store/database.ts';
import type { SessionCache } from './session-cache.ts';

// A session that ends (logout, suspension, password change, an expired session found) is
// announced on `sessions_ended` (LISTEN/NOTIFY, delivered when its transaction commits), so
// every server instance closes that session's live streams at once instead of at its next
// periodic check, and forgets it from its session cache.
export const sessionsEndedChannel = 'sessions_ended';
const idsPerNotification = 100;

export async function announceEndedSessions(tx: SqlRunner, sessionIds: string[]): Promise<void> {
  for (let start = 0; start < sessionIds.length; start += idsPerNotification) {
    const chunk = sessionIds.slice(start, start + idsPerNotification);
    await tx.query('select pg_notify($1, $2)', [sessionsEndedChannel, chunk.join(',')]);
  }
}

export class SessionEnds {
  private readonly watchers = new Map<string, Set<() => void>>();
  private stopListening: (() => Promise<void>) | null = null;

  constructor(private readonly cache: SessionCache) {}

  async start(db: Database): Promise<void> {
    // Sessions that ended while listening was cut were not heard of: every kept one is read again.
    this.stopListening = await db.listen(
      sessionsEndedChannel,
      (payload) => {
        for (const id of payload.split(',')) this.ended(id);
      },
      () => this.cache.forgetAll(),
    );
  }

  async stop(): Promise<void> {
    this.watchers.clear();
    await this.stopListening?.();
  }

  /** Calls `onEnd` once when the session ends; the returned function stops watching. */
  watch(sessionId: string, onEnd: () => void): () => void {
    const watchers = this.watchers.get(sessionId) ?? this.watchers.set(sessionId, new Set()).get(sessionId)!;
    watchers.add(onEnd);
    return () => {
      watchers.delete(onEnd);
      if (watchers.size === 0) this.watchers.delete(sessionId);
    };
  }

  private ended(sessionId: string): void {
    this.cache.ended(sessionId);
    const watchers = this.watchers.get(sessionId);
    this.watchers.delete(sessionId);
    for (const onEnd of watchers ?? []) onEnd();
  }
}
