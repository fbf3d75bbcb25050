import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { currentPrivacyNoticeVersion } from '../../machines/domain/privacy-notice.ts';
import { accountProjection } from '../../server/auth/account-projection.ts';
import { allocateUserId } from '../../server/auth/user-id-allocation.ts';
import { createHarness, type Harness } from './app-harness.ts';
import { asDecided } from './store-events.ts';

// Registering: a new account with its first event and session, never a takeover, and the
// claim of an account an admin created for the customer (docs/decisions.md 3 and 4).
const sara = { fullName: 'Sara Qahtani', mobile: '0512345678', email: 'sara@example.com', password: 'a fine password', privacyNoticeAccepted: true };

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.close();
});

const accountCount = async () => Number((await h.db.query<{ n: string }>('select count(*) as n from accounts')).rows[0]!.n);

async function adminCreatesUser(profile: { fullName: string; email: string; mobile: string }) {
  const userId = await allocateUserId(h.db);
  const result = await h.store.append(
    [
      asDecided({
        id: uuidv7(),
        stream: `user-${userId}`,
        expectedVersion: 0,
        type: 'user.createdByAdmin',
        schema: 1,
        data: profile,
        actor: { role: 'admin', userId: 'admin-1' },
        at: h.clock.now().toISOString(),
        audience: userId,
      }),
    ],
    { alongside: accountProjection },
  );
  expect(result.status).toBe('appended');
  return userId;
}

describe('registration', () => {
  it('creates the account, signs the customer in and records user.registered with a 4-digit id', async () => {
    const response = await h.request('/api/auth/register', { body: sara });

    expect(response.status).toBe(201);
    expect(response.body.user).toEqual({
      id: expect.stringMatching(/^[1-9]\d{3}$/),
      fullName: 'Sara Qahtani',
      email: 'sara@example.com',
      mobile: '+966512345678',
    });
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/);
    const events = await h.store.readStream(`user-${response.body.user.id}`);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'user.registered',
        schema: 2,
        version: 1,
        data: { fullName: 'Sara Qahtani', email: 'sara@example.com', mobile: '+966512345678' },
        actor: { role: 'customer', userId: response.body.user.id },
        audience: response.body.user.id,
        at: '2026-11-22T09:00:00.000Z',
      }),
      expect.objectContaining({ type: 'user.privacyNoticeAccepted', version: 2, data: { version: currentPrivacyNoticeVersion } }),
    ]);
    expect((await h.request('/api/auth/session')).body).toEqual({ user: response.body.user, admin: null });
  });

  it('keeps no password, hash or token in any event', async () => {
    await h.request('/api/auth/register', { body: sara });
    const log = JSON.stringify(await h.store.readAfter(0));
    expect(log).not.toContain('a fine password');
    expect(log).not.toContain('scrypt');
    expect(log).not.toContain(h.cookies().sid);
  });

  it('marks the cookie Secure when the site is served over HTTPS', async () => {
    await h.close();
    h = await createHarness({ config: { https: true } });
    const response = await h.request('/api/auth/register', { body: sara });
    expect(response.headers.get('set-cookie')).toMatch(/Secure/);
  });

  it('refuses an existing email with accountExists and changes nothing', async () => {
    const first = await h.request('/api/auth/register', { body: sara });
    const takeover = await h.request('/api/auth/register', {
      client: 'attacker',
      body: { ...sara, fullName: 'Someone Else', mobile: '0598765432', password: 'attacker password', privacyNoticeAccepted: true },
    });

    expect(takeover.status).toBe(409);
    expect(takeover.body.error).toEqual({
      code: 'accountExists',
      message: 'An account with this email or mobile already exists.',
    });
    expect(h.cookies('attacker')).toEqual({});
    expect(await accountCount()).toBe(1);
    expect(await h.store.readStream(`user-${first.body.user.id}`)).toHaveLength(2);
    const signIn = await h.request('/api/auth/login', { client: 'check', body: { identifier: sara.email, password: sara.password } });
    expect(signIn.body.user).toMatchObject({ fullName: 'Sara Qahtani', mobile: '+966512345678' });
  });

  it('refuses an existing mobile, typed in another form, with accountExists', async () => {
    await h.request('/api/auth/register', { body: sara });
    const takeover = await h.request('/api/auth/register', {
      client: 'attacker',
      body: { ...sara, email: 'other@example.com', mobile: '+966 51 234 5678' },
    });
    expect(takeover.status).toBe(409);
    expect(takeover.body.error.code).toBe('accountExists');
    expect(await accountCount()).toBe(1);
  });

  it('lets only one of two simultaneous registrations with the same email through', async () => {
    const [one, two] = await Promise.all([
      h.request('/api/auth/register', { client: 'one', body: sara }),
      h.request('/api/auth/register', { client: 'two', body: { ...sara, mobile: '0598765432' } }),
    ]);
    expect([one.status, two.status].sort()).toEqual([201, 409]);
    expect(await accountCount()).toBe(1);
    expect(await h.store.lastPosition()).toBe(2);
  });

  it('lets a customer claim the account an admin created: same user id, password set, user.registered appended', async () => {
    const userId = await adminCreatesUser({ fullName: 'Sara', email: 'sara@example.com', mobile: '+966512345678' });
    const refusedBeforeClaim = await h.request('/api/auth/login', { body: { identifier: sara.email, password: sara.password } });
    expect(refusedBeforeClaim.status).toBe(401);

    const claim = await h.request('/api/auth/register', { body: sara });

    expect(claim.status).toBe(201);
    expect(claim.body.user).toMatchObject({ id: userId, fullName: 'Sara Qahtani' });
    expect((await h.store.readStream(`user-${userId}`)).map((event) => event.type)).toEqual([
      'user.createdByAdmin',
      'user.registered',
      'user.privacyNoticeAccepted',
    ]);
    expect(await accountCount()).toBe(1);
    const signIn = await h.request('/api/auth/login', { client: 'phone', body: { identifier: '0512345678', password: sara.password } });
    expect(signIn.body.user.id).toBe(userId);
  });

  it.each([
    ['a new account', async () => null],
    ['a claimed account', () => adminCreatesUser({ fullName: 'Sara', email: 'sara@example.com', mobile: '+966512345678' })],
  ])('decides the first proposal after registering %s without reading the stream again', async (_, given) => {
    await given();
    const { body } = await h.request('/api/auth/register', { body: sara });
    const stream = `user-${body.user.id}`;
    const version = (await h.store.readStream(stream)).length;
    const reads = vi.spyOn(h.store, 'readStream');

    const proposed = await h.request('/api/events', {
      body: { events: [{ id: uuidv7(), stream, expectedVersion: version, type: 'user.profileUpdated', schema: 1, data: { fullName: 'Sara Q.' } }] },
    });

    expect(proposed.status).toBe(200);
    expect(reads).not.toHaveBeenCalled();
  });

  it('does not let a second registration claim the same admin-created account again', async () => {
    await adminCreatesUser({ fullName: 'Sara', email: 'sara@example.com', mobile: '+966512345678' });
    await h.request('/api/auth/register', { body: sara });
    const again = await h.request('/api/auth/register', { client: 'attacker', body: { ...sara, password: 'attacker password' } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('accountExists');
  });

  it('says mobileOrEmailRequired on both fields when neither is given, and creates nothing', async () => {
    const response = await h.request('/api/auth/register', { body: { ...sara, mobile: '', email: ' ' } });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      code: 'mobileOrEmailRequired',
      issues: [
        { path: 'mobile', code: 'mobileOrEmailRequired' },
        { path: 'email', code: 'mobileOrEmailRequired' },
      ],
    });
    expect(await accountCount()).toBe(0);
  });

  it.each([
    ['unticked', { ...sara, privacyNoticeAccepted: false }],
    ['left out', { fullName: sara.fullName, mobile: sara.mobile, email: sara.email, password: sara.password }],
  ])('given the privacy notice %s, when registering, then privacyNoticeNotAccepted is the answer and nothing is made', async (_how, body) => {
    const response = await h.request('/api/auth/register', { body });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'privacyNoticeNotAccepted', issues: [{ path: 'privacyNoticeAccepted', code: 'privacyNoticeNotAccepted' }] });
    expect(await accountCount()).toBe(0);
    expect(await h.store.lastPosition()).toBe(0);
  });

  it('names every field at fault in one answer', async () => {
    const response = await h.request('/api/auth/register', { body: { fullName: '', mobile: '0412', email: 'sara@', password: 'short', privacyNoticeAccepted: true } });
    expect(response.status).toBe(400);
    expect(response.body.error.issues).toEqual([
      { path: 'fullName', code: 'fullNameRequired' },
      { path: 'mobile', code: 'invalidMobile' },
      { path: 'email', code: 'invalidEmail' },
      { path: 'password', code: 'passwordTooShort' },
    ]);
  });

  it('registers with a mobile only, records no email, and signs in with that mobile', async () => {
    const { email: _email, ...withMobileOnly } = sara;
    const response = await h.request('/api/auth/register', { body: withMobileOnly });
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({ email: '', mobile: '+966512345678' });
    const [registered] = await h.store.readStream(`user-${response.body.user.id}`);
    expect(registered?.data).toEqual({ fullName: 'Sara Qahtani', mobile: '+966512345678' });
    const signIn = await h.request('/api/auth/login', { client: 'phone', body: { identifier: '0512345678', password: sara.password } });
    expect(signIn.body.user).toMatchObject({ id: response.body.user.id, email: '' });
  });

  it('stores a mobile typed in Arabic-Indic digits as +9665XXXXXXXX in user.registered', async () => {
    const response = await h.request('/api/auth/register', { body: { ...sara, mobile: '٠٥٥ ٥١٢ ٣٤٥٦' } });
    expect(response.status).toBe(201);
    const [registered] = await h.store.readStream(`user-${response.body.user.id}`);
    expect(registered?.data).toMatchObject({ mobile: '+966555123456' });
  });

  it('registers two customers with an email only each (no mobile is no clash), and signs in by email', async () => {
    const first = await h.request('/api/auth/register', { client: 'one', body: { ...sara, mobile: '' } });
    const second = await h.request('/api/auth/register', { client: 'two', body: { ...sara, mobile: '', email: 'noura@example.com' } });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.user).toMatchObject({ email: 'sara@example.com', mobile: '' });
    const signIn = await h.request('/api/auth/login', { client: 'check', body: { identifier: 'NOURA@example.com', password: sara.password } });
    expect(signIn.body.user.id).toBe(second.body.user.id);
  });

  it('refuses a body with a field it does not know, naming it', async () => {
    const response = await h.request('/api/auth/register', { body: { ...sara, userId: '1000' } });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'invalidInput', issues: [{ path: 'userId', code: 'invalidInput' }] });
  });

  it('refuses a form post (not JSON) with 415 and a foreign origin with 403, creating nothing', async () => {
    const form = await h.request('/api/auth/register', { body: new URLSearchParams({ ...sara, privacyNoticeAccepted: 'true' }).toString(), contentType: 'application/x-www-form-urlencoded' });
    const foreign = await h.request('/api/auth/register', { body: sara, origin: 'https://evil.example' });
    const noOrigin = await h.request('/api/auth/register', { body: sara, origin: null });

    expect(form.status).toBe(415);
    expect(foreign.status).toBe(403);
    expect(noOrigin.status).toBe(403);
    expect(await accountCount()).toBe(0);
    expect(await h.store.lastPosition()).toBe(0);
    expect(h.cookies()).toEqual({});
  });

  it('hands out 200 different 4-digit ids to 200 registrations', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 200; n += 1) {
      const mobile = `05${String(10_000_000 + n).padStart(8, '0')}`;
      const response = await h.request('/api/auth/register', {
        client: `c${n}`,
        body: { fullName: `Customer ${n}`, mobile, email: `c${n}@example.com`, password: 'a fine password', privacyNoticeAccepted: true },
      });
      expect(response.status).toBe(201);
      ids.push(response.body.user.id);
    }
    expect(new Set(ids).size).toBe(200);
    expect(ids.every((id) => /^[1-9]\d{3}$/.test(id))).toBe(true);
  }, 60_000);

  it('widens the id to 5 digits once every 4-digit id is taken', async () => {
    await h.db.query(
      `insert into accounts (user_id, full_name, email, mobile, password_hash, suspended, created_at)
       select n::text, 'Taken', 'taken' || n || '@example.com', '+9665' || lpad(n::text, 8, '0'), null, false, now()
         from generate_series(1000, 9999) as n`,
    );
    const response = await h.request('/api/auth/register', { body: sara });
    expect(response.status).toBe(201);
    expect(response.body.user.id).toMatch(/^[1-9]\d{4}$/);
  });
});
