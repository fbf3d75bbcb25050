import { erasedBy } from '../../machines/domain/erased-customers.ts';
import type { LiveFeed } from '../events/live-feed.ts';
import type { StreamStates } from '../events/stream-states.ts';
import type { SqlRunner } from '../store/database.ts';

// Each instance keeps the states of the streams it decided on lately (StreamStates), folded
// from opened events: a customer's name, contacts, addresses and notes among them. The feed is
// the one reader of every commit on each instance (its own and the others'), so whichever
// instance erased a customer, every instance hears `user.erased` there: the store has already
// forgotten the customer's key on reading it, and here the states of every stream whose
// audience is the customer are dropped, to be folded again (redacted) when next needed
// (docs/decisions.md 34).
export function forgetStatesOfErased(feed: LiveFeed, db: SqlRunner, streamStates: StreamStates): () => void {
  const forgetStreamsOf = async (userId: string) => {
    const { rows } = await db.query<{ stream: string }>('select distinct stream from events where audience = $1', [userId]);
    for (const { stream } of rows) streamStates.forget(stream);
  };
  return feed.attach({
    audiences: undefined,
    deliver(events) {
      for (const userId of erasedBy(events)) {
        forgetStreamsOf(userId).catch((error: unknown) => console.error('forgetting an erased customer’s streams failed', error));
      }
    },
    close() {},
  });
}
