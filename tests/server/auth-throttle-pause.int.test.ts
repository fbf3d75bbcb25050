import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './app-harness.ts';

// An account guessed at from many addresses is never refused: after 5 attempts in 15 minutes,
// each further one waits before its password is checked, 250 ms doubling up to 4 s. The pauses
// are recorded instead of waited out.
const sara = { fullName: 'Sara Qahtani', mobile: '0512345678', email: 'sara@example.com', password: 'a fine password', privacyNoticeAccepted: true };
const owner = { email: 'owner@example.com', password: 'correct horse battery staple' };
const attacker = '10.6.6.6';

let h: Harness;
let pauses: number[];
beforeEach(async () => {
  pauses = [];
  h = await createHarness({ admin: owner, signInPause: async (ms) => void pauses.push(ms) });
  await h.request('/api/auth/register', { client: 'signup', body: sara });
});
afterEach(async () => {
  await h.close();
});

const attempt = (identifier: string, password: string, address: string) =>
  h.request('/api/auth/login', { client: address, address, body: { identifier, password } });

const adminAttempt = (password: string, address: string) =>
  h.request('/api/admin/login', { client: address, address, body: { email: owner.email, password } });

async function failTimes(times: number, identifier: (n: number) => string, address: (n: number) => string) {
  for (let n = 0; n < times; n += 1) {
    expect((await attempt(identifier(n), 'wrong password', address(n))).status).toBe(401);
  }
}

describe('sign-in pauses for an account guessed at from many addresses', () => {
  it('asks for a growing pause after 5 failures, and still lets the owner in', async () => {
    await failTimes(5, () => sara.email, (n) => `10.3.0.${n}`);
    expect(pauses).toEqual([]);

    await failTimes(6, () => sara.email, (n) => `10.3.1.${n}`);
    const ownerSignIn = await attempt(sara.email, sara.password, '10.3.9.9');

    expect(ownerSignIn.status).toBe(200);
    expect(pauses).toEqual([250, 500, 1000, 2000, 4000, 4000, 4000]);
  });

  it('makes each of 10 guesses sent at the same moment from 10 addresses wait its own pause', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, n) => attempt(sara.email, `wrong password ${n}`, `10.4.0.${n}`)),
    );

    expect(guesses.map((guess) => guess.status)).toEqual(Array(10).fill(401));
    expect(pauses.sort((a, b) => a - b)).toEqual([250, 500, 1000, 2000, 4000]);
  });

  it('counts one account however its email or mobile is typed', async () => {
    const forms = [sara.email, '0512345678', '+966512345678', '٠٥١٢٣٤٥٦٧٨', '05 1234 5678'];
    await failTimes(5, (n) => forms[n]!, () => attacker);

    const fromAttacker = await attempt('512345678', sara.password, attacker);
    const fromOwner = await attempt(sara.email, sara.password, '10.0.9.1');

    expect(fromAttacker.status).toBe(429);
    expect(fromOwner.status).toBe(200);
    expect(pauses).toEqual([250]);
  });

  it('does not lengthen the pause with attempts its address was refused', async () => {
    await failTimes(5, () => sara.email, () => attacker);
    for (let n = 0; n < 10; n += 1) expect((await attempt(sara.email, 'wrong password', attacker)).status).toBe(429);

    expect((await attempt(sara.email, sara.password, '10.0.9.1')).status).toBe(200);
    expect(pauses).toEqual([250]);
  });

  it('keeps the pause after the owner signs in, so the guesser gets no fresh unpaused guesses', async () => {
    await failTimes(6, () => sara.email, (n) => `10.3.0.${n}`);
    expect((await attempt(sara.email, sara.password, '10.0.9.1')).status).toBe(200);

    await failTimes(1, () => sara.email, () => '10.3.1.0');

    expect(pauses).toEqual([250, 500, 500]);
  });
});

describe('admin sign-in throttling', () => {
  it('lets the owner admin in from a clean address while the attacker’s address stays refused', async () => {
    for (let n = 0; n < 5; n += 1) expect((await adminAttempt('wrong password', attacker)).status).toBe(401);

    const attackerRefused = await adminAttempt('wrong password', attacker);
    const ownerSignIn = await adminAttempt(owner.password, '10.1.9.9');
    const attackerAfter = await adminAttempt(owner.password, attacker);

    expect(attackerRefused.status).toBe(429);
    expect(attackerRefused.headers.get('retry-after')).toBe('900');
    expect(ownerSignIn.status).toBe(200);
    expect(h.cookies('10.1.9.9')).toHaveProperty('asid');
    expect(attackerAfter.status).toBe(429);
  });

  it('pauses guesses at the admin email from many addresses, and still lets the owner admin in', async () => {
    for (let n = 0; n < 7; n += 1) expect((await adminAttempt('wrong password', `10.1.0.${n}`)).status).toBe(401);

    const ownerSignIn = await adminAttempt(owner.password, '10.1.9.9');

    expect(ownerSignIn.status).toBe(200);
    expect(pauses).toEqual([250, 500, 1000]);
  });
});
