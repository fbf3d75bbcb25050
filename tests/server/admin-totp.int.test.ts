import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode, totpStepAt } from '../../server/auth/totp.ts';
import type { Harness } from './app-harness.ts';
import { harnessWithAdmin } from './events-api-fixtures.ts';

// An admin's optional two-factor sign-in over HTTP: enrol (a secret to scan), confirm with the
// app's code (ten recovery codes, shown once), then signing in takes a code; a wrong code is
// refused and counts on the sign-in throttle; a code or recovery code works once; turning it
// off takes a code. The harness's clock stands still unless a test moves it.
let h: Harness & { adminId: string };
beforeAll(async () => {
  h = await harnessWithAdmin({ signInPause: async () => {} });
});
afterAll(async () => {
  await h.close();
});

let made = 0;
const password = 'a first password';
const codeNow = (secret: string, stepsAhead = 0) => totpCode(secret, totpStepAt(h.clock.now()) + stepsAhead);

/** Given: a new admin signed in as `client`, with two-factor sign-in on; answers their email, secret and recovery codes. */
async function adminWithTotp(client: string) {
  made += 1;
  const email = `totp-${made}@example.com`;
  expect((await h.request('/api/admin/admins', { client: 'admin', body: { email, password } })).status).toBe(201);
  expect((await h.request('/api/admin/login', { client, body: { email, password } })).status).toBe(200);
  const enrolled = await h.request('/api/admin/totp/enrol', { client, body: {} });
  expect(enrolled.status).toBe(200);
  const secret = enrolled.body.secret as string;
  const confirmed = await h.request('/api/admin/totp/confirm', { client, body: { code: codeNow(secret) } });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  // The next sign-in needs a code of a later step: the confirming one is used.
  h.clock.advance(30_000);
  return { email, secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

const signIn = (client: string, body: Record<string, string>) => h.request('/api/admin/login', { client, body });

describe('enrolling', () => {
  it('gives a secret and an otpauth URL to scan; it is on only once a code from the app confirms it', async () => {
    made += 1;
    const email = `pending-${made}@example.com`;
    await h.request('/api/admin/admins', { client: 'admin', body: { email, password } });
    await signIn('pending', { email, password });
    const enrolled = await h.request('/api/admin/totp/enrol', { client: 'pending', body: {} });
    expect(enrolled.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolled.body.otpauthUrl).toContain(`secret=${enrolled.body.secret}`);
    expect((await h.request('/api/admin/totp', { client: 'pending' })).body).toEqual({ enabled: false });
    // Pending: the password alone still signs in.
    expect((await signIn('pending-2', { email, password })).status).toBe(200);
    const wrong = await h.request('/api/admin/totp/confirm', { client: 'pending', body: { code: '000000' === codeNow(enrolled.body.secret) ? '111111' : '000000' } });
    expect([wrong.status, wrong.body.error.code]).toEqual([401, 'invalidTotpCode']);
    const right = await h.request('/api/admin/totp/confirm', { client: 'pending', body: { code: codeNow(enrolled.body.secret) } });
    expect(right.body.recoveryCodes).toHaveLength(10);
    expect((await h.request('/api/admin/totp', { client: 'pending' })).body).toEqual({ enabled: true });
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('without a code: 401 totpRequired and no session; with the app’s code: signed in', async () => {
    const { email, secret } = await adminWithTotp('a1');
    const without = await signIn('a1-new', { email, password });
    expect([without.status, without.body.error.code]).toEqual([401, 'totpRequired']);
    expect((await h.request('/api/admin/session', { client: 'a1-new' })).status).toBe(401);
    expect((await signIn('a1-new', { email, password, code: codeNow(secret) })).status).toBe(200);
    expect((await h.request('/api/admin/session', { client: 'a1-new' })).status).toBe(200);
  });

  it('refuses a wrong code, a used code and a wrong password with a right code', async () => {
    const { email, secret } = await adminWithTotp('a2');
    const code = codeNow(secret);
    const wrong = await signIn('a2-x', { email, password, code: code === '123456' ? '654321' : '123456' });
    expect([wrong.status, wrong.body.error.code]).toEqual([401, 'invalidTotpCode']);
    expect((await signIn('a2-y', { email, password, code })).status).toBe(200);
    const reused = await signIn('a2-z', { email, password, code });
    expect([reused.status, reused.body.error.code]).toEqual([401, 'invalidTotpCode']);
    h.clock.advance(30_000);
    const badPassword = await signIn('a2-w', { email, password: 'not the password', code: codeNow(secret) });
    expect([badPassword.status, badPassword.body.error.code]).toEqual([401, 'invalidTotpCode']);
  });

  it('answers a wrong password as it answers the right one: the password is never confirmed to a guesser', async () => {
    const { email, secret } = await adminWithTotp('a6');
    const answer = async (client: string, body: Record<string, string>) => {
      const response = await signIn(client, body);
      return [response.status, response.body.error?.code];
    };
    expect(await answer('a6-x', { email, password: 'not the password' })).toEqual(await answer('a6-y', { email, password }));
    h.clock.advance(30_000);
    const rightCode = codeNow(secret);
    const wrongCode = rightCode === '123456' ? '654321' : '123456';
    expect(await answer('a6-z', { email, password: 'not the password', code: rightCode })).toEqual(
      await answer('a6-w', { email, password, code: wrongCode }),
    );
  });

  it('throttles wrong codes like wrong passwords: the sixth from one address is 429', async () => {
    const { email, secret } = await adminWithTotp('a3');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const code = String((Number(codeNow(secret)) + 1 + attempt) % 1_000_000).padStart(6, '0');
      statuses.push((await signIn('a3-guesser', { email, password, code })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('takes each recovery code once, instead of the app’s code', async () => {
    const { email, recoveryCodes } = await adminWithTotp('a4');
    const [first] = recoveryCodes;
    expect((await signIn('a4-lost-phone', { email, password, code: first!.toUpperCase() })).status).toBe(200);
    const again = await signIn('a4-again', { email, password, code: first! });
    expect([again.status, again.body.error.code]).toEqual([401, 'invalidTotpCode']);
  });
});

describe('turning it off', () => {
  it('takes a current code; then the password alone signs in again', async () => {
    const { email, secret } = await adminWithTotp('a5');
    const refused = await h.request('/api/admin/totp/disable', { client: 'a5', body: { code: '99999x' } });
    expect(refused.status).toBe(401);
    expect((await h.request('/api/admin/totp/disable', { client: 'a5', body: { code: codeNow(secret) } })).status).toBe(200);
    expect((await signIn('a5-new', { email, password })).status).toBe(200);
  });

  it('is for admins only: a customer or visitor gets no secret', async () => {
    expect((await h.request('/api/admin/totp/enrol', { client: 'visitor', body: {} })).status).toBe(401);
  });
});
