import type { Audience, EventStore, StoredEvent } from '../store/event-store.ts';

// One reader per server instance: each commit (announced by the store, from any instance)
// is read once and handed to every live client allowed to see it.
export interface LiveClient {
  /** Undefined: every audience (admins). */
  audiences: Audience[] | undefined;
  deliver(events: StoredEvent[]): void;
  /** The server is shutting down: end the connection. */
  close(): void;
}

export class LiveFeed {
  private readonly clients = new Set<LiveClient>();
  private readPosition = 0;
  private reading: Promise<void> | null = null;
  private again = false;
  private stopListening: (() => void) | null = null;

  constructor(private readonly store: EventStore) {}

  async start(): Promise<void> {
    this.readPosition = await this.store.lastPosition();
    this.stopListening = this.store.onAppended(() => this.readNew());
  }

  stop(): void {
    this.stopListening?.();
    for (const client of this.clients) client.close();
    this.clients.clear();
  }

  get position(): number {
    return this.readPosition;
  }

  attach(client: LiveClient): () => void {
    this.clients.add(client);
    return () => this.clients.delete(client);
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
          this.fanOut(page);
        } while (page.length >= 1000);
      } while (this.again);
    })()
      .catch((error: unknown) => console.error('live feed read failed', error))
      .finally(() => {
        this.reading = null;
      });
  }

  private fanOut(events: StoredEvent[]): void {
    for (const client of this.clients) {
      const visible = client.audiences
        ? events.filter((event) => client.audiences!.includes(event.audience))
        : events;
      if (visible.length > 0) client.deliver(visible);
    }
  }
}
