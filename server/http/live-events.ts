import type { SessionEnds } from '../auth/session-ends.ts';
import type { LiveFeed } from '../events/live-feed.ts';
import type { Audience, EventStore, StoredEvent } from '../store/event-store.ts';
import type { EventStreamWriter } from './event-stream.ts';
import { framesOf } from './live-frames.ts';

// One client of GET /api/events/live: the log after `after` that its session may read, page by
// page, then each commit the feed hands on, until the session or the connection ends. With
// a thousand clients on an instance, what a commit costs each client is what decides the
// delivery time: a client the commit reaches, with room to take it and a session known valid,
// has the list's shared frame queued there and then (no promise, timer or copy); the rest
// (catching up, a full client, a session to check again) waits its turn in `waiting`.
export interface LiveEventsDeps {
  store: EventStore;
  feed: LiveFeed;
  /** When the session expires unless used again; null once it has ended. */
  sessionExpiry: (sessionId: string) => Promise<Date | null>;
  sessionEnds: SessionEnds;
  now: () => Date;
  /** How often an idle connection is kept alive, and the longest its session goes unchecked; 25 s by default. */
  keepAliveMs?: number;
  /** How many events may wait for a client before its stream is ended; 1,000 by default. */
  liveBufferEvents?: number;
}

export interface LiveReader {
  sessionId: string;
  /** Undefined: every audience (admins). */
  audiences: Audience[] | undefined;
  after: number;
}

const pageSize = 1000;
const keepAliveFrame = new TextEncoder().encode(': keep-alive\n\n');

/** Resolves when the connection is over (the caller ends the response). */
export async function followLive(deps: LiveEventsDeps, reader: LiveReader, sse: EventStreamWriter): Promise<void> {
  const keepAliveMs = deps.keepAliveMs ?? 25_000;
  const bufferLimit = deps.liveBufferEvents ?? 1000;
  let sent = reader.after;
  let lastWriteAt = Date.now();
  const waiting: (readonly StoredEvent[])[] = [];
  let waitingEvents = 0;
  // The catch-up sends first: what the feed hands on meanwhile waits.
  let sending = true;
  let open = true;
  let keepAliveTimer: ReturnType<typeof setTimeout> | undefined;
  let over!: () => void;
  const done = new Promise<void>((resolve) => (over = resolve));
  const end = () => {
    if (!open) return;
    open = false;
    clearTimeout(keepAliveTimer);
    unwatch();
    detach();
    over();
  };

  /** False when the client has no room left. */
  const write = (events: readonly StoredEvent[]) => {
    if (events.length === 0 || events.at(-1)!.position <= sent) return true;
    const fresh = events[0]!.position > sent ? events : events.filter((event) => event.position > sent);
    sent = fresh.at(-1)!.position;
    lastWriteAt = Date.now();
    return sse.write(framesOf(fresh));
  };

  // The session's expiry is checked against the server's clock before anything is sent, and
  // the store is asked again at least once per keep-alive period (an announcement of its end
  // lost with a dropped database connection).
  let expiresAt: Date | null = null;
  let checkedAt = 0;
  const sessionKnownValid = () => expiresAt !== null && deps.now() < expiresAt && Date.now() - checkedAt < keepAliveMs;
  const stillSignedIn = async () => {
    if (sessionKnownValid()) return open;
    checkedAt = Date.now();
    expiresAt = await deps.sessionExpiry(reader.sessionId);
    return open && expiresAt !== null && deps.now() < expiresAt;
  };

  /** Once the client has room, sends what waits, until nothing does. */
  const sendWaiting = async () => {
    sending = true;
    try {
      for (;;) {
        await sse.room();
        if (!open || waiting.length === 0) return;
        if (!(await stillSignedIn())) return end();
        const lists = waiting.splice(0);
        waitingEvents = 0;
        for (const events of lists) write(events);
      }
    } finally {
      sending = false;
    }
  };
  const failed = (error: unknown) => {
    console.error(error);
    end();
  };

  const detach = deps.feed.attach({
    audiences: reader.audiences,
    deliver: (events) => {
      if (!open) return;
      if (!sending && sessionKnownValid()) {
        if (!write(events)) sendWaiting().catch(failed);
        return;
      }
      waiting.push(events);
      waitingEvents += events.length;
      // A client that reads too slowly holds no one up and no memory: its stream ends, and its
      // EventSource comes back with Last-Event-ID and catches up from the store.
      if (waitingEvents > bufferLimit) return end();
      if (!sending) sendWaiting().catch(failed);
    },
    close: () => end(),
  });
  const unwatch = deps.sessionEnds.watch(reader.sessionId, end);
  sse.onEnd(end);

  const keepAlive = () => {
    const idleMs = Date.now() - lastWriteAt;
    if (idleMs < keepAliveMs) {
      keepAliveTimer = setTimeout(keepAlive, keepAliveMs - idleMs);
      return;
    }
    stillSignedIn().then((signedIn) => {
      if (!signedIn) return end();
      if (!sending) {
        lastWriteAt = Date.now();
        if (!sse.write(keepAliveFrame)) sendWaiting().catch(failed);
      }
      keepAliveTimer = setTimeout(keepAlive, keepAliveMs);
    }, failed);
  };

  /** The log after `sent` that the session may read, page by page; false once the session or the connection is over. */
  const catchUp = async () => {
    if (!(await stillSignedIn())) return false;
    for (;;) {
      const page = await deps.store.readAfter(sent, { audiences: reader.audiences, limit: pageSize });
      if (page.length === 0) return true;
      if (!(await stillSignedIn())) return false;
      write(page);
      await sse.room();
      if (page.length < pageSize) return true;
    }
  };

  try {
    if (!(await catchUp())) return end();
    await sendWaiting();
    if (open) keepAliveTimer = setTimeout(keepAlive, keepAliveMs);
  } catch (error) {
    failed(error);
  }
  return done;
}
