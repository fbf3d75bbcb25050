import type { SqlRunner } from '../store/database.ts';
import type { EventStore, StoredEvent } from '../store/event-store.ts';
import type { LiveFeed } from './live-feed.ts';

// What every reactor needs to act on each committed event once, across restarts: where it got to
// (kept in `reactor_checkpoints`), and the log from there on, read first then followed live.

export async function checkpointOf(db: SqlRunner, reactor: string): Promise<number> {
  const { rows } = await db.query<{ position: string }>('select position from reactor_checkpoints where reactor = $1', [reactor]);
  return Number(rows[0]?.position ?? 0);
}

/** Moves the reactor's checkpoint forward to `position`, never back (inside a transaction of the reactor's own, when given one). */
export async function saveCheckpoint(db: SqlRunner, reactor: string, position: number): Promise<void> {
  await db.query(
    `insert into reactor_checkpoints (reactor, position) values ($1, $2)
     on conflict (reactor) do update set position = greatest(reactor_checkpoints.position, excluded.position)`,
    [reactor, position],
  );
}

/** The last position before which no event still waits on the reactor: where a restart reads on from. */
export function lastHandledPosition(seenUpTo: number, waiting: Iterable<{ position: number }>): number {
  const firstWaiting = Math.min(...[...waiting].map((event) => event.position));
  return Math.min(seenUpTo, firstWaiting - 1);
}

export interface FollowedLog {
  /** Every event up to here has been handed to the reactor. */
  readonly seenUpTo: number;
  detach(): void;
}

/** Hands `react` every event after `from`, those committed already then each new one, in order. */
export async function followLog(deps: { store: EventStore; feed: LiveFeed }, from: number, react: (event: StoredEvent) => void): Promise<FollowedLog> {
  // From the feed's position on, commits arrive by the feed; up to it, they are read here.
  const liveFrom = deps.feed.position;
  let liveSeen = liveFrom;
  let caughtUp = false;
  const followed = { seenUpTo: from, detach: () => {} };
  followed.detach = deps.feed.attach({
    audiences: undefined,
    deliver: (events) => {
      for (const event of events) react(event);
      liveSeen = Math.max(liveSeen, events.at(-1)?.position ?? 0);
      if (caughtUp) followed.seenUpTo = liveSeen;
    },
    close: () => {},
  });
  let position = from;
  while (position < liveFrom) {
    const events = await deps.store.readAfter(position, { limit: 1000 });
    for (const event of events) if (event.position <= liveFrom) react(event);
    position = Math.min(liveFrom, events.at(-1)?.position ?? liveFrom);
    if (events.length === 0) break;
  }
  caughtUp = true;
  followed.seenUpTo = liveSeen;
  return followed;
}
