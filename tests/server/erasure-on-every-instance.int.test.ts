import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { erasedCustomerName } from '../../machines/domain/personal-fields.ts';
import { userStream } from '../../machines/domain/streams.ts';
import { requestMachine } from '../../machines/request.machine.ts';
import { userMachine } from '../../machines/user.machine.ts';
import { LiveFeed } from '../../server/events/live-feed.ts';
import { StreamStates } from '../../server/events/stream-states.ts';
import { forgetStatesOfErased } from '../../server/privacy/erased-stream-states.ts';
import type { Database } from '../../server/store/database.ts';
import type { EventStore } from '../../server/store/event-store.ts';
import { createEventStore } from '../../server/store/sql-event-store.ts';
import type { Harness } from './app-harness.ts';
import { harnessWithAdmin, registerCustomer } from './events-api-fixtures.ts';
import { bookedBy } from './request-fixtures.ts';
import { backends } from './store-backends.ts';

// A customer deletes her account through one server instance while another, on the same
// database, holds her key and states of her streams folded from her opened events: once the
// other instance's feed reads her `user.erased`, it forgets the key and drops those states, so
// nothing it answers afterwards comes from what it had opened before (docs/decisions.md 34).
// On PGlite (two stores on one database) and on PostgreSQL (two connections) when TEST_DATABASE_URL is set.
const sarasWords = { note: 'Sara only: the kitchen sink drips', address: 'Sara Street 17, Al Olaya, Riyadh' };

describe.each(backends)('an erasure reaching another instance on $name', (backend) => {
  let one: Harness;
  let other: { db: Database; store: EventStore; feed: LiveFeed; streamStates: StreamStates; stop: () => void };
  let drop: () => Promise<void>;

  beforeEach(async () => {
    const opened = await backend.open();
    drop = opened.drop;
    one = await harnessWithAdmin({ database: opened.db, autoReplyDelayMs: 60 * 60_000 });
    const db = await opened.another();
    const store = await createEventStore(db);
    const feed = new LiveFeed(store);
    await feed.start();
    const streamStates = new StreamStates(store);
    other = { db, store, feed, streamStates, stop: forgetStatesOfErased(feed, db, streamStates) };
  }, 60_000);
  afterEach(async () => {
    other?.stop();
    other?.feed.stop();
    await other?.store.close();
    await one?.close();
    await drop?.();
  });

  it('given the other instance folded her streams, when she deletes her account through one, then the other forgets her key and her states', async () => {
    const sara = await registerCustomer(one, 'sara');
    const request = await bookedBy(one, 'sara', sarasWords);
    const folded = await other.streamStates.current(request, requestMachine);
    expect(JSON.stringify(folded.snapshot.context)).toContain(sarasWords.address);
    expect((await other.streamStates.current(userStream(sara), userMachine)).snapshot.context.fullName).toBe('Customer sara');

    const deleted = await one.request('/api/me/account-deletion', { client: 'sara', body: { password: 'a fine password' } });
    expect(deleted.status).toBe(200);

    await expect.poll(async () => (await other.streamStates.kept(request, requestMachine)).checked, { timeout: 10_000 }).toBe(true);
    const refolded = await other.streamStates.kept(request, requestMachine);
    expect(JSON.stringify(refolded.snapshot.context)).not.toContain(sarasWords.address);
    expect(JSON.stringify(refolded.snapshot.context)).not.toContain(sarasWords.note);
    expect((await other.streamStates.kept(userStream(sara), userMachine)).snapshot.context.fullName).toBe(erasedCustomerName);
    expect((await other.store.readStream(userStream(sara)))[0]!.data).toMatchObject({ fullName: erasedCustomerName, email: '', mobile: '' });
    expect(JSON.stringify(await other.store.readStream(request))).not.toContain(sarasWords.address);
  }, 60_000);
});
