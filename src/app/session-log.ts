// The signed-in person's local event log: opened and syncing while they are signed in,
// stopped when they leave, and wiped (every private byte on this device) at their logout.
import type { Actor } from '../../machines/domain/envelope.ts';
import { createEventLog, type EventLog } from '../eventlog/event-log.ts';
import { ListenerSet } from '../eventlog/listener-set.ts';

export class SessionLog {
  private open: { scope: string; log: EventLog } | null = null;
  private readonly switched = new ListenerSet<[]>();

  /** Hears when another log opens or the log closes (sign-in, sign-out). */
  subscribe(listener: () => void): () => void {
    return this.switched.add(listener);
  }

  /** Opens the log of `actor` (closing another's), or closes it when nobody is signed in. */
  follow(actor: Actor | null): void {
    const scope = actor ? `${actor.role}-${actor.userId}` : null;
    if (this.open?.scope === scope) return;
    this.open?.log.stop();
    this.open = null;
    if (actor && scope) {
      const log = createEventLog({ scope, actor });
      this.open = { scope, log };
      void log.start();
    }
    this.switched.emit();
  }

  current(): EventLog | null {
    return this.open?.log ?? null;
  }

  async wipe(): Promise<void> {
    const open = this.open;
    this.open = null;
    this.switched.emit();
    await open?.log.wipe();
  }
}
