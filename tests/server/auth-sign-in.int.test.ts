import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionIdOf } from '../../server/auth/sessions.ts';
import { createHarness, type Harness } from './app-harness.ts';

// Signing in and out as a customer: any accepted form of the identifier, one failure message,
// a new session at every sign-in, sessions ended on the server, sliding 30-day expiry.
const sara = { fullName: 'Sara Qahtani', mobile: '0512345678', email: 'sara@example.com', password: 'a fine password', privacyNoticeAccepted: true };
const minute = 60_000;
const day = 24 * 60 * minute;

let h: Harness;
let userId: string;
beforeEach(async () => {
  h = await createHarness();
  userId = (await h.request('/api/auth/register', { client: 'signup', body: sara })).body.user.id;
});
afterEach(async () => {
  await h.close();
});

const signIn = (identifier: string, password = sara.password, client = 'default') =>
  h.request('/api/auth/login', { client, body: { identifier, password } });
const sessionOf = async (client = 'default') => (await h.request('/api/auth/session', { client })).body;

describe('signing in', () => {
  it('signs in by email in any letter case, sets a new cookie and records user.loggedIn', async () => {
    const response = await signIn('  SARA@example.com ');

    expect(response.status).toBe(200);
    expect(response.body.user).toEqual({ id: userId, fullName: 'Sara Qahtani', email: 'sara@example.com', mobile: '+966512345678' });
    expect(h.cookies().sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const events = await h.store.readStream(`user-${userId}`);
    expect(events.at(-1)).toMatchObject({ type: 'user.loggedIn', data: {}, actor: { role: 'customer', userId } });
    expect((await sessionOf()).user.id).toBe(userId);
  });

  it.each([
    ['05XXXXXXXX', '0512345678'],
    ['5XXXXXXXX', '512345678'],
    ['+9665XXXXXXXX', '+966512345678'],
    ['Arabic-Indic digits', '٠٥١٢٣٤٥٦٧٨'],
    ['spaces and dashes', '051-234 5678'],
  ])('signs in by mobile typed as %s', async (_form, typed) => {
    const response = await signIn(typed);
    expect(response.status).toBe(200);
    expect(response.body.user.id).toBe(userId);
  });

  it('answers a wrong password with the one generic failure and no cookie', async () => {
    const response = await signIn(sara.email, 'not the password');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: { code: 'invalidCredentials', message: 'Invalid credentials.' } });
    expect(h.cookies()).toEqual({});
  });

  it('answers an unknown account with the same status, code and message as a wrong password', async () => {
    const wrongPassword = await signIn(sara.email, 'not the password', 'a');
    const unknownEmail = await signIn('nobody@example.com', sara.password, 'b');
    const unknownMobile = await signIn('0599999999', sara.password, 'c');
    const notAnIdentifier = await signIn('hello', sara.password, 'd');

    for (const response of [unknownEmail, unknownMobile, notAnIdentifier]) {
      expect(response.status).toBe(wrongPassword.status);
      expect(response.body).toEqual(wrongPassword.body);
    }
  });

  it('starts a new session at every sign-in and ends the one this browser held', async () => {
    await signIn(sara.email);
    const first = h.cookies().sid!;
    await signIn(sara.email);
    const second = h.cookies().sid!;

    expect(second).not.toBe(first);
    h.setCookies('replay', { sid: first });
    expect((await sessionOf('replay')).user).toBeNull();
    expect((await sessionOf()).user.id).toBe(userId);
  });

  it('leaves the sessions of the customer’s other devices alone', async () => {
    await signIn(sara.email, sara.password, 'phone');
    await signIn(sara.email, sara.password, 'laptop');
    expect((await sessionOf('phone')).user.id).toBe(userId);
    expect((await sessionOf('laptop')).user.id).toBe(userId);
  });
});

describe('signing out', () => {
  it('ends the session on the server, so replaying the old cookie is signed out', async () => {
    await signIn(sara.email);
    const cookie = h.cookies().sid!;

    const response = await h.request('/api/auth/logout', { body: {} });

    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^sid=;.*Max-Age=0/);
    expect(h.cookies()).toEqual({});
    h.setCookies('replay', { sid: cookie });
    expect(await sessionOf('replay')).toEqual({ user: null, admin: null });
  });

  it('answers a visitor who is not signed in as signed out', async () => {
    expect(await sessionOf('visitor')).toEqual({ user: null, admin: null });
    h.setCookies('forged', { sid: 'x'.repeat(43) });
    expect(await sessionOf('forged')).toEqual({ user: null, admin: null });
  });
});

describe('how long a customer session lasts', () => {
  it('ends 30 days after the last use', async () => {
    await signIn(sara.email);
    const id = sessionIdOf(h.cookies().sid!);
    h.clock.advance(30 * day);
    expect((await sessionOf()).user).toBeNull();
    expect((await h.db.query('select 1 from sessions where id = $1', [id])).rows).toEqual([]);
  });

  it('slides: a use within the 30 days gives another 30 days from then, and sends the cookie again', async () => {
    await signIn(sara.email);
    h.clock.advance(20 * day);
    const use = await h.request('/api/auth/session');
    expect(use.body.user.id).toBe(userId);
    expect(use.headers.get('set-cookie')).toMatch(/Max-Age=2592000/);
    h.clock.advance(20 * day);
    expect((await sessionOf()).user.id).toBe(userId);
  });

  it('writes the sliding expiry at most once a minute', async () => {
    await signIn(sara.email);
    const lastSeen = async () =>
      (await h.db.query<{ at: Date }>('select last_seen_at as at from sessions where kind = $1 and account_id = $2', ['customer', userId]))
        .rows.map((row) => new Date(row.at).toISOString());
    const before = await lastSeen();
    h.clock.advance(30_000);
    const quiet = await h.request('/api/auth/session');
    expect(await lastSeen()).toEqual(before);
    expect(quiet.headers.get('set-cookie')).toBeNull();
    h.clock.advance(31_000);
    await h.request('/api/auth/session');
    expect(await lastSeen()).not.toEqual(before);
  });
});
