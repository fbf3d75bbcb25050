import { describe, expect, it, vi } from 'vitest';
import { CheckpointedReactor, type ReactorDefinition } from '../../server/events/checkpointed-reactor.ts';
import { LiveFeed } from '../../server/events/live-feed.ts';
import { checkpointOf, saveCheckpoint } from '../../server/events/reactor-checkpoints.ts';
import type { Database } from '../../server/store/database.ts';
import type { EventStore, StoredEvent } from '../../server/store/event-store.ts';
import { backends, freshStoreForEachTest } from './store-backends.ts';
import { anEvent } from './store-events.ts';

// The loop the server's ordered reactors share (visit notifications, technician releases): the
// events it wants, in the log's order, each once across restarts, a failed one again before any after it.
describe.each(backends)('a checkpointed reactor on $name', (backend) => {
  let db: Database;
  let store: EventStore;
  freshStoreForEachTest(backend, (fresh) => ({ db, store } = fresh));

  const wanted = (event: StoredEvent) => event.stream.startsWith('user-');

  async function started(handle: ReactorDefinition['handle']) {
    const feed = new LiveFeed(store);
    await feed.start();
    const reactor = new CheckpointedReactor({ db, store, feed }, { name: 'testReactor', acting: 'test step', wants: wanted, handle });
    await reactor.start();
    return {
      reactor,
      stop: () => {
        reactor.stop();
        feed.stop();
      },
    };
  }

  it('given events before and after it starts, then it handles the wanted ones in order and once, and a restart reads on past them', async () => {
    await store.append([anEvent('user-1', 0), anEvent('settings', 0)]);
    const handled: string[] = [];
    const first = await started(async (event) => void handled.push(event.stream));

    await store.append([anEvent('user-2', 0)]);
    await store.append([anEvent('settings', 1)]);
    await vi.waitFor(() => expect(first.reactor.handledUpTo).toBe(4));
    await first.reactor.settled();
    first.stop();

    expect(handled).toEqual(['user-1', 'user-2']);
    expect(await checkpointOf(db, 'testReactor')).toBe(3);
    const again = await started(async (event) => void handled.push(event.stream));
    await again.reactor.settled();
    again.stop();
    expect(handled).toEqual(['user-1', 'user-2']);
  });

  it('given a log of events it does not want, when it starts, then its checkpoint moves past them, so the next start reads none of them', async () => {
    await store.append([anEvent('settings', 0), anEvent('settings', 1), anEvent('settings', 2)]);
    const { reactor, stop } = await started(async () => {});
    await reactor.settled();
    stop();

    expect(await checkpointOf(db, 'testReactor')).toBe(3);
  });

  it('given a step whose writes fail once, then neither they nor the checkpoint are kept, and it is handled again before the next', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const handled: string[] = [];
    const whileFailing: number[] = [];
    let failures = 0;
    const { reactor, stop } = await started(async (event, checkpoint) => {
      if (failures === 1 && whileFailing.length === 0) {
        whileFailing.push(reactor.handledUpTo, await checkpointOf(db, 'written-user-1'), await checkpointOf(db, 'testReactor'));
      }
      await checkpoint.commitWith(async (tx) => {
        await saveCheckpoint(tx, `written-${event.stream}`, event.position);
        if (event.stream === 'user-1' && failures++ === 0) throw new Error('the database went away');
      });
      handled.push(event.stream);
    });

    await store.append([anEvent('user-1', 0), anEvent('user-2', 0)]);
    await vi.waitFor(() => expect(handled).toHaveLength(2), { timeout: 10_000 });
    await reactor.settled();
    stop();

    expect(handled).toEqual(['user-1', 'user-2']);
    expect(whileFailing).toEqual([0, 0, 0]);
    expect(await checkpointOf(db, 'written-user-1')).toBe(1);
    expect(await checkpointOf(db, 'testReactor')).toBe(2);
  });
});
