import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { accountProjection } from '../../server/auth/account-projection.ts';
import { allocateUserId } from '../../server/auth/user-id-allocation.ts';
import { createHarness, type Harness } from './app-harness.ts';
import { asDecided } from './store-events.ts';

// The accounts table follows the user stream (account-projection.ts), inside the append's
// transaction: suspension ends every session at once; a taken email undoes the append.
const sara = { fullName: 'Sara Qahtani', mobile: '0512345678', email: 'sara@example.com', password: 'a fine password', privacyNoticeAccepted: true };
const admin = { role: 'admin' as const, userId: 'admin-1' };

let h: Harness;
let userId: string;
beforeEach(async () => {
  h = await createHarness();
  userId = (await h.request('/api/auth/register', { client: 'phone', body: sara })).body.user.id;
});
afterEach(async () => {
  await h.close();
});

/** What the events API does for an admin: append with the projection alongside. */
async function adminAppends(stream: string, type: string, data: unknown) {
  return h.store.append(
    [
      asDecided({
        id: uuidv7(),
        stream,
        expectedVersion: await h.store.streamVersion(stream),
        type,
        schema: 1,
        data,
        actor: admin,
        at: h.clock.now().toISOString(),
        audience: stream.replace('user-', ''),
      }),
    ],
    { alongside: accountProjection },
  );
}

const signIn = (client: string, password = sara.password) =>
  h.request('/api/auth/login', { client, body: { identifier: sara.email, password } });

describe('suspension', () => {
  it('ends the suspended customer’s existing sessions on every device', async () => {
    await signIn('laptop');
    expect((await h.request('/api/auth/session', { client: 'laptop' })).body.user.id).toBe(userId);

    await adminAppends(`user-${userId}`, 'user.suspended', { reason: 'unpaid invoices' });

    expect((await h.request('/api/auth/session', { client: 'laptop' })).body.user).toBeNull();
    expect((await h.request('/api/auth/session', { client: 'phone' })).body.user).toBeNull();
    expect((await h.db.query("select 1 from sessions where kind = 'customer'")).rows).toEqual([]);
  });

  it('refuses a suspended customer who knows the password with accountSuspended, and no session', async () => {
    await adminAppends(`user-${userId}`, 'user.suspended', {});
    const response = await signIn('laptop');
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('accountSuspended');
    expect(h.cookies('laptop')).toEqual({});
  });

  it('tells a guesser of a suspended account only that the credentials are wrong', async () => {
    await adminAppends(`user-${userId}`, 'user.suspended', {});
    const response = await signIn('guesser', 'a wrong guess');
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('invalidCredentials');
  });

  it('lets a reinstated customer sign in again', async () => {
    await adminAppends(`user-${userId}`, 'user.suspended', {});
    await adminAppends(`user-${userId}`, 'user.reinstated', {});
    expect((await signIn('laptop')).status).toBe(200);
  });
});

describe('profile changes and admin-created users', () => {
  it('lets the customer sign in with a changed email and mobile, and no longer with the old ones', async () => {
    await adminAppends(`user-${userId}`, 'user.profileUpdated', { email: 'sara.q@example.com', mobile: '+966598765432' });
    const byNewEmail = await h.request('/api/auth/login', { client: 'a', body: { identifier: 'sara.q@example.com', password: sara.password } });
    const byNewMobile = await h.request('/api/auth/login', { client: 'b', body: { identifier: '0598765432', password: sara.password } });
    const byOldEmail = await h.request('/api/auth/login', { client: 'c', body: { identifier: sara.email, password: sara.password } });
    expect([byNewEmail.status, byNewMobile.status, byOldEmail.status]).toEqual([200, 200, 401]);
    expect(byNewEmail.body.user).toMatchObject({ email: 'sara.q@example.com', mobile: '+966598765432' });
  });

  it('undoes a profile change to an email another account holds, with accountExists', async () => {
    const other = await h.request('/api/auth/register', {
      client: 'other',
      body: { ...sara, email: 'nora@example.com', mobile: '0555555555' },
    });
    const before = await h.store.streamVersion(`user-${userId}`);

    const attempt = adminAppends(`user-${userId}`, 'user.profileUpdated', { email: 'nora@example.com' });

    await expect(attempt).rejects.toMatchObject({ status: 409, code: 'accountExists' });
    expect(await h.store.streamVersion(`user-${userId}`)).toBe(before);
    expect((await h.request('/api/auth/session', { client: 'other' })).body.user.id).toBe(other.body.user.id);
  });

  it('adds an account without a password for a user an admin created, who cannot sign in until claiming it', async () => {
    const newId = await allocateUserId(h.db);
    const result = await adminAppends(`user-${newId}`, 'user.createdByAdmin', {
      fullName: 'Nora', email: 'nora@example.com', mobile: '+966555555555', note: 'VIP via WhatsApp',
    });

    expect(result.status).toBe('appended');
    const rows = (await h.db.query('select email, mobile, password_hash from accounts where user_id = $1', [newId])).rows;
    expect(rows).toEqual([{ email: 'nora@example.com', mobile: '+966555555555', password_hash: null }]);
    const signIn = await h.request('/api/auth/login', { client: 'nora', body: { identifier: '0555555555', password: 'any password' } });
    expect(signIn.status).toBe(401);
  });

  it('undoes an admin-created user whose mobile is already registered, with accountExists', async () => {
    const attempt = adminAppends(`user-${await allocateUserId(h.db)}`, 'user.createdByAdmin', {
      fullName: 'Sara again', email: 'another@example.com', mobile: '+966512345678',
    });
    await expect(attempt).rejects.toMatchObject({ status: 409, code: 'accountExists' });
    expect((await h.db.query('select 1 from accounts')).rows).toHaveLength(1);
  });
});
