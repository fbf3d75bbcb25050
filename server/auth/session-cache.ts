import { RecentlyUsed } from '../recently-used.ts';
import type { SessionKind } from './sessions.ts';

// What this instance knows of the sessions it checked lately (keyed by the token's hash), so
// a request is not a database round trip. An entry is trusted until the session is due to
// slide again (a minute after its last recorded use), when the table is read and the use
// recorded; a session that ends is forgotten at once on every instance through
// `sessions_ended` (session-ends.ts), and that minute bounds what a lost notification costs.
export interface CachedSession {
  kind: SessionKind;
  accountId: string;
  lastSeenAt: number;
  expiresAt: number;
  absoluteExpiresAt: number;
}

export class SessionCache {
  private readonly entries = new RecentlyUsed<string, CachedSession>(10_000);
  private endings = 0;

  /** The session as last read, while it is still to be trusted at `now`. */
  fresh(id: string, kind: SessionKind, now: number, trustForMs: number): CachedSession | undefined {
    const known = this.entries.get(id);
    if (!known || known.kind !== kind) return undefined;
    if (now - known.lastSeenAt >= trustForMs || now >= Math.min(known.expiresAt, known.absoluteExpiresAt)) {
      this.entries.delete(id);
      return undefined;
    }
    return known;
  }

  /**
   * Start a read of the table: what it finds is remembered only if no session ended
   * meanwhile, since a row read just before a logout committed must not outlive it.
   */
  reading(): (id: string, session: CachedSession) => void {
    const endingsBefore = this.endings;
    return (id, session) => {
      if (this.endings === endingsBefore) this.entries.set(id, session);
    };
  }

  ended(id: string): void {
    this.endings += 1;
    this.entries.delete(id);
  }

  forgetAll(): void {
    this.endings += 1;
    this.entries.clear();
  }
}
