import { describe, expect, it, vi } from 'vitest';
import { LiveFeed } from '../../server/events/live-feed.ts';
import type { Database } from '../../server/store/database.ts';
import type { EventStore, StoredEvent } from '../../server/store/event-store.ts';
import { createEventStore } from '../../server/store/sql-event-store.ts';
import { backends, freshStoreForEachTest } from './store-backends.ts';
import { anEvent } from './store-events.ts';

// The live feed of one instance: its own commits are handed on as written, without reading
// the log back; another instance's commits are read, in position order, never skipped.
describe.each(backends)('the live feed on $name', (backend) => {
  let store: EventStore;
  let another: () => Promise<Database>;
  freshStoreForEachTest(backend, (fresh) => ({ store, another } = fresh));

  async function feedListening(on: EventStore) {
    const feed = new LiveFeed(on);
    await feed.start();
    const heard: StoredEvent[] = [];
    feed.attach({ audiences: undefined, deliver: (events) => heard.push(...events), close: () => {} });
    return { feed, heard };
  }

  it("hands on this instance's own commits without reading them back", async () => {
    const { feed, heard } = await feedListening(store);
    const reads = vi.spyOn(store, 'readAfter');

    await Promise.all(Array.from({ length: 20 }, (_, n) => store.append([anEvent(`user-${1000 + n}`, 0)])));
    await store.append([anEvent('settings', 0), anEvent('settings', 1)]);

    await expect.poll(() => heard.length).toBe(22);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).not.toHaveBeenCalled();
    expect(heard.map((event) => event.position)).toEqual(Array.from({ length: 22 }, (_, n) => n + 1));
    feed.stop();
  });

  it("reads another instance's commits, and hands on its own after them in position order", async () => {
    const other = await createEventStore(await another());
    const { feed, heard } = await feedListening(store);

    for (let n = 0; n < 10; n += 1) {
      await (n % 2 === 0 ? other : store).append([anEvent(`user-${1000 + n}`, 0)]);
    }
    await Promise.all([store.append([anEvent('settings', 0)]), other.append([anEvent('user-2000', 0)])]);

    await expect.poll(() => heard.length).toBe(12);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard.map((event) => event.position)).toEqual(Array.from({ length: 12 }, (_, n) => n + 1));
    feed.stop();
    await other.close();
  });
});
