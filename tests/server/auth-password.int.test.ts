import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './app-harness.ts';

// A signed-in customer changes their password with the current one. The check of the
// current password is a sign-in attempt (same counts and limits), the new one follows the
// registration rules, and every other session of the customer ends while this one stays.
// Each test has a customer of its own, signed in on their 'laptop', so counts never carry over.
const newPassword = 'a better passphrase';

let h: Harness;
let pauses: number[] = [];
beforeAll(async () => {
  h = await createHarness({ signInPause: async (ms) => void pauses.push(ms) });
});
afterAll(async () => {
  await h.close();
});

let customersMade = 0;
let sara: { fullName: string; mobile: string; email: string; password: string; privacyNoticeAccepted: boolean };
let device: (name: string) => string;
beforeEach(async () => {
  customersMade += 1;
  const n = customersMade;
  sara = { fullName: 'Sara Qahtani', mobile: `05${String(20_000_000 + n)}`, email: `sara-${n}@example.com`, password: 'a fine password', privacyNoticeAccepted: true };
  device = (name) => `${name}-${n}`;
  pauses = [];
  expect((await h.request('/api/auth/register', { client: device('laptop'), body: sara })).status).toBe(201);
});

const change = (client: string, body: unknown) => h.request('/api/auth/password', { client: device(client), body });
const signIn = (client: string, password: string) =>
  h.request('/api/auth/login', { client: device(client), body: { identifier: sara.email, password } });
const signedInAs = async (client: string) =>
  (await h.request('/api/auth/session', { client: device(client) })).body.user?.email ?? null;
const storedHash = async () =>
  (await h.db.query<{ password_hash: string }>('select password_hash from accounts where email = $1', [sara.email])).rows[0]!
    .password_hash;

describe('changing the password', () => {
  it('answers 200 ok, and then only the new password signs in', async () => {
    const response = await change('laptop', { currentPassword: sara.password, newPassword });

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect((await signIn('phone', sara.password)).status).toBe(401);
    expect((await signIn('tablet', newPassword)).status).toBe(200);
  });

  it('ends every other session of the customer and keeps this one', async () => {
    expect((await signIn('phone', sara.password)).status).toBe(200);
    expect((await signIn('tablet', sara.password)).status).toBe(200);

    expect((await change('laptop', { currentPassword: sara.password, newPassword })).status).toBe(200);

    expect(await signedInAs('laptop')).toBe(sara.email);
    expect(await signedInAs('phone')).toBeNull();
    expect(await signedInAs('tablet')).toBeNull();
    const phonesNextCall = await h.request('/api/events?after=0', { client: device('phone') });
    expect([phonesNextCall.status, phonesNextCall.body.error.code]).toEqual([401, 'signInRequired']);
  });

  it('leaves other customers’ sessions alone', async () => {
    const omar = { fullName: 'Omar Harbi', mobile: '0598765432', email: 'omar@example.com', password: 'another fine password', privacyNoticeAccepted: true };
    expect((await h.request('/api/auth/register', { client: device('omar'), body: omar })).status).toBe(201);
    expect((await change('laptop', { currentPassword: sara.password, newPassword })).status).toBe(200);
    expect(await signedInAs('omar')).toBe(omar.email);
  });
});

describe('a wrong current password', () => {
  it('is refused with 401 invalidCredentials, changing nothing and ending no session', async () => {
    expect((await signIn('phone', sara.password)).status).toBe(200);
    const hashBefore = await storedHash();

    const response = await change('laptop', { currentPassword: 'a wrong guess', newPassword });

    expect([response.status, response.body.error.code]).toEqual([401, 'invalidCredentials']);
    expect(await storedHash()).toBe(hashBefore);
    expect(await signedInAs('phone')).toBe(sara.email);
    expect(await signedInAs('laptop'), 'a wrong guess does not sign the customer out').toBe(sara.email);
  });

  it('counts like a failed sign-in: after 5 wrong guesses from one address even the right one is refused with 429', async () => {
    for (let guess = 1; guess <= 5; guess += 1) {
      expect((await change('laptop', { currentPassword: `wrong guess ${guess}`, newPassword })).status).toBe(401);
    }

    const sixth = await change('laptop', { currentPassword: sara.password, newPassword });

    expect([sixth.status, sixth.body.error.code]).toEqual([429, 'tooManyAttempts']);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    const signInFromThere = await h.request('/api/auth/login', {
      client: device('other-tab'),
      address: `client:${device('laptop')}`,
      body: { identifier: sara.email, password: sara.password },
    });
    expect(signInFromThere.status, 'the guesses count against sign-in from that address too').toBe(429);
  });

  it('shares the account’s pause with sign-in: guesses here slow the next password checks', async () => {
    for (let guess = 1; guess <= 5; guess += 1) await signIn(`guesser-${guess}`, 'wrong');
    expect(pauses).toEqual([]);
    await change('laptop', { currentPassword: 'wrong again', newPassword });
    expect(pauses).toEqual([250]);
  });
});

describe('bad input', () => {
  const refused = async (client: string, body: unknown, status: number, code: string) => {
    const hashBefore = await storedHash();
    const response = await change(client, body);
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    expect(response.body.error.code).toBe(code);
    expect(await storedHash(), 'the password stays as it was').toBe(hashBefore);
  };

  it('refuses a visitor with 401 signInRequired', async () => {
    await refused('visitor', { currentPassword: sara.password, newPassword }, 401, 'signInRequired');
  });

  it('refuses a new password under 8 characters with 400 passwordTooShort', async () => {
    await refused('laptop', { currentPassword: sara.password, newPassword: 'short' }, 400, 'passwordTooShort');
  });

  it('refuses a new password over 256 characters with 400 passwordTooLong', async () => {
    await refused('laptop', { currentPassword: sara.password, newPassword: 'x'.repeat(257) }, 400, 'passwordTooLong');
  });

  it('refuses a new password with a control character with 400 invalidCharacters', async () => {
    await refused('laptop', { currentPassword: sara.password, newPassword: 'a fine\u0007password' }, 400, 'invalidCharacters');
  });

  it('refuses a missing current password with 400 passwordRequired', async () => {
    await refused('laptop', { newPassword }, 400, 'passwordRequired');
  });

  it('refuses an unknown field with 400 invalidInput', async () => {
    await refused('laptop', { currentPassword: sara.password, newPassword, userId: '1234' }, 400, 'invalidInput');
  });

  it('refuses a form post with 415 jsonOnly', async () => {
    const response = await h.request('/api/auth/password', {
      client: device('laptop'),
      body: `currentPassword=${sara.password}&newPassword=${newPassword}`,
      contentType: 'application/x-www-form-urlencoded',
    });
    expect([response.status, response.body.error.code]).toEqual([415, 'jsonOnly']);
  });
});
