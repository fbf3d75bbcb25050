import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/store/database.ts';
import { createHarness, type Harness } from './app-harness.ts';
import { owner, registerCustomer } from './events-api-fixtures.ts';
import { backends, connectionsThatLastRan, cutConnections, type Backend } from './store-backends.ts';

// Sessions are checked from each instance's cache, not the database, on the hot path
// (server/auth/session-cache.ts). Given two instances on one database and a session both
// have used (so both hold it), when it ends on one instance by logout, suspension, password
// change or an admin's removal, then neither instance accepts it any more.
describe.each(backends)('the session cache, on %s', (backend: Backend) => {
  let opened: Awaited<ReturnType<Backend['open']>>;
  let one: Harness;
  let other: Harness;
  beforeAll(async () => {
    opened = await backend.open();
  });
  afterAll(async () => {
    await opened.drop();
  });
  beforeEach(async () => {
    await opened.db.query('delete from admins');
    one = await createHarness({ database: opened.db, admin: owner });
    other = await createHarness({ database: await opened.another() });
  });
  afterEach(async () => {
    await one.close();
    await other.close();
  });

  /** The same browser on the other instance: its cookies copied there. */
  const onBoth = (client: string) => other.setCookies(client, one.cookies(client));
  const customerOn = async (h: Harness, client: string) => (await h.request('/api/auth/session', { client })).body.user?.id ?? null;
  // The hot path: reading the log checks the session and nothing else of the admin.
  const adminOn = async (h: Harness, client: string) =>
    (await h.request('/api/events?after=1000000', { client, headers: { 'x-acting-as': 'admin' } })).status;
  /** Signed out on both instances within moments: each hears of it through the database (on PostgreSQL, after the commit). */
  const signedOutEverywhere = async (client: string) => {
    for (const instance of [one, other]) await expect.poll(() => customerOn(instance, client), { timeout: 1000, interval: 10 }).toBeNull();
  };

  it('keeps answering from the cache without reading the sessions table, for a minute at most', async () => {
    const userId = await registerCustomer(one, 'phone');
    onBoth('phone');
    expect(await customerOn(other, 'phone')).toBe(userId);
    // Removed behind the server's back (no announcement): the cached entry is still trusted...
    await rawDelete(opened.db);
    expect(await customerOn(other, 'phone')).toBe(userId);
    // ...until the session is due to slide, when the table is read again.
    other.clock.advance(60_000);
    expect(await customerOn(other, 'phone')).toBeNull();
  });

  it('forgets a session logged out on another instance', async () => {
    const userId = await registerCustomer(one, 'phone');
    onBoth('phone');
    expect(await customerOn(other, 'phone')).toBe(userId);
    await one.request('/api/auth/logout', { client: 'phone', body: {} });
    await expect.poll(() => customerOn(other, 'phone'), { timeout: 1000, interval: 10 }).toBeNull();
  });

  it('forgets every session of a customer suspended on another instance', async () => {
    const userId = await registerCustomer(one, 'phone');
    onBoth('phone');
    expect([await customerOn(one, 'phone'), await customerOn(other, 'phone')]).toEqual([userId, userId]);
    await one.request('/api/admin/login', { client: 'admin', body: owner });
    const stream = `user-${userId}`;
    const suspended = await one.request('/api/events', {
      client: 'admin',
      body: { events: [{ id: uuidv7(), stream, expectedVersion: await one.store.streamVersion(stream), type: 'user.suspended', schema: 1, data: {} }] },
    });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    await signedOutEverywhere('phone');
  });

  it('forgets the other sessions of a customer who changed their password on another instance, and keeps theirs', async () => {
    const userId = await registerCustomer(one, 'phone');
    const { email } = (await one.request('/api/auth/session', { client: 'phone' })).body.user;
    const login = await one.request('/api/auth/login', { client: 'laptop', body: { identifier: email, password: 'a fine password' } });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    onBoth('laptop');
    expect(await customerOn(other, 'laptop')).toBe(userId);
    const changed = await one.request('/api/auth/password', {
      client: 'phone',
      body: { currentPassword: 'a fine password', newPassword: 'another fine password' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await signedOutEverywhere('laptop');
    expect(await customerOn(one, 'phone')).toBe(userId);
  });

  it.skipIf(backend.name !== 'PostgreSQL')('forgets every session it holds when its listening was cut: an ending may have been missed', async () => {
    const userId = await registerCustomer(one, 'phone');
    onBoth('phone');
    expect(await customerOn(other, 'phone')).toBe(userId);
    // The other instance opened its database last: its listening connection is the newest.
    const [newest] = await connectionsThatLastRan(opened.db, 'listen "sessions_ended"');
    await rawDelete(opened.db);
    await cutConnections(opened.db, [newest!]);
    await expect.poll(() => customerOn(other, 'phone'), { timeout: 3000, interval: 20 }).toBeNull();
  });

  it('forgets the sessions of an admin removed on another instance', async () => {
    await one.request('/api/admin/login', { client: 'admin', body: owner });
    const second = { email: 'second-admin@example.com', password: 'a second admin password' };
    const added = await one.request('/api/admin/admins', { client: 'admin', body: second });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    await other.request('/api/admin/login', { client: 'second', body: second });
    expect(await adminOn(other, 'second')).toBe(200);
    await one.request(`/api/admin/admins/${added.body.admin.id}`, { client: 'admin', method: 'DELETE' });
    await expect.poll(() => adminOn(other, 'second'), { timeout: 1000, interval: 10 }).toBe(401);
  });
});

async function rawDelete(db: Database): Promise<void> {
  await db.query("delete from sessions where kind = 'customer'");
}
