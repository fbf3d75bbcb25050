import type { Audience, EventStore, StoredEvent } from '../store/event-store.ts';
import { AudienceGroups } from './audience-groups.ts';

// One reader per server instance: each commit (announced by the store, from any instance)
// is read once and handed to every live client allowed to see it. This instance's own
// commits are handed on as written, without reading them back, whenever they follow what
// the feed has already handed on (no other instance's commit in between). Clients that may
// see the same events of a commit are handed the same list (audience-groups.ts).
export interface LiveClient {
  /** Undefined: every audience (admins). */
  audiences: Audience[] | undefined;
  /** The list is shared with other clients: read it, never change it. */
  deliver(events: readonly StoredEvent[]): void;
  /** The server is shutting down: end the connection. */
  close(): void;
}

export class LiveFeed {
  private readonly groups = new AudienceGroups();
  private readPosition = 0;
  private reading: Promise<void> | null = null;
  private again = false;
  private stopListening: (() => void)[] = [];

  constructor(private readonly store: EventStore) {}

  async start(): Promise<void> {
    this.readPosition = await this.store.lastPosition();
    this.stopListening = [
      this.store.onAppended((position) => {
        if (position > this.readPosition) this.readNew();
      }),
      this.store.onCommittedHere((events) => this.committedHere(events)),
    ];
  }

  stop(): void {
    for (const stop of this.stopListening) stop();
    for (const client of [...this.groups.clients()]) client.close();
  }

  get position(): number {
    return this.readPosition;
  }

  attach(client: LiveClient): () => void {
    return this.groups.add(client);
  }

  private committedHere(events: StoredEvent[]): void {
    const last = events[events.length - 1]!.position;
    if (last <= this.readPosition) return;
    if (this.reading || events[0]!.position !== this.readPosition + 1) return this.readNew();
    this.readPosition = last;
    this.groups.deliver(events);
  }

  /** Coalesces bursts of notifications into one read at a time. */
  private readNew(): void {
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = (async () => {
      do {
        this.again = false;
        let page: StoredEvent[];
        do {
          page = await this.store.readAfter(this.readPosition);
          if (page.length === 0) break;
          this.readPosition = page[page.length - 1]!.position;
          this.groups.deliver(page);
        } while (page.length >= 1000);
      } while (this.again);
    })()
      .catch((error: unknown) => console.error('live feed read failed', error))
      .finally(() => {
        this.reading = null;
      });
  }
}
