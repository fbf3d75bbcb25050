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

  it('hands the clients that may see the same events of a commit one list, and nothing to a client none of them reaches', async () => {
    const feed = new LiveFeed(store);
    await feed.start();
    const heard = new Map<string, (readonly StoredEvent[])[]>();
    const client = (name: string, audiences: string[] | undefined) => {
      heard.set(name, []);
      feed.attach({ audiences, deliver: (events) => heard.get(name)!.push(events), close: () => {} });
    };
    client('admin', undefined);
    client('reactor', undefined);
    client('amal', ['public', '1000']);
    client('amal, other tab', ['1000', 'public']);
    client('badr', ['public', '1001']);
    client('dana', ['public', '1002']);

    await store.append([anEvent('user-1000', 0, { audience: '1000' }), anEvent('user-1001', 0, { audience: '1001' })]);

    await expect.poll(() => heard.get('badr')!.length).toBe(1);
    const [all] = heard.get('admin')!;
    expect(all!.map((event) => event.stream)).toEqual(['user-1000', 'user-1001']);
    expect(heard.get('reactor')![0]).toBe(all);
    expect(heard.get('amal')![0]!.map((event) => event.stream)).toEqual(['user-1000']);
    expect(heard.get('amal, other tab')![0]).toBe(heard.get('amal')![0]);
    expect(heard.get('badr')![0]!.map((event) => event.stream)).toEqual(['user-1001']);
    expect(heard.get('dana')).toEqual([]);
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
