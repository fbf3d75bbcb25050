import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './app-harness.ts';

// Sign-in throttling: 20 attempts per address and 5 per account from one address in 15 minutes,
// answered with one message that says nothing about which part was wrong. An account is never
// refused everywhere, so guessing at it cannot lock its owner out.
const sara = { fullName: 'Sara Qahtani', mobile: '0512345678', email: 'sara@example.com', password: 'a fine password', privacyNoticeAccepted: true };
const omar = { fullName: 'Omar Harbi', mobile: '0598765432', email: 'omar@example.com', password: 'another fine password', privacyNoticeAccepted: true };
const minute = 60_000;
const attacker = '10.6.6.6';

let h: Harness;
let pauses: number[];
beforeEach(async () => {
  pauses = [];
  h = await createHarness({ signInPause: async (ms) => void pauses.push(ms) });
  await h.request('/api/auth/register', { client: 'signup', body: sara });
});
afterEach(async () => {
  await h.close();
});

const attempt = (identifier: string, password: string, address: string) =>
  h.request('/api/auth/login', { client: address, address, body: { identifier, password } });

async function failTimes(times: number, identifier: (n: number) => string, address: (n: number) => string) {
  for (let n = 0; n < times; n += 1) {
    expect((await attempt(identifier(n), 'wrong password', address(n))).status).toBe(401);
  }
}

describe('sign-in throttling', () => {
  it('refuses a sixth attempt on one account from one address within 15 minutes, even with the right password', async () => {
    await failTimes(5, () => sara.email, () => attacker);

    const sixth = await attempt(sara.email, sara.password, attacker);

    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toEqual({
      code: 'tooManyAttempts',
      message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    });
    expect(Number(sixth.headers.get('retry-after'))).toBe(15 * 60);
    expect(h.cookies(attacker)).toEqual({});
  });

  it('lets the owner in from a clean address while the attacker’s address is refused for that account', async () => {
    await failTimes(5, () => sara.email, () => attacker);

    const attackerAgain = await attempt(sara.email, 'another guess', attacker);
    const owner = await attempt(sara.email, sara.password, '10.0.9.1');

    expect(attackerAgain.status).toBe(429);
    expect(owner.status).toBe(200);
    expect(h.cookies('10.0.9.1')).toHaveProperty('sid');
  });

  it('keeps the attacker’s address refused for the account after the owner signs in', async () => {
    await failTimes(5, () => sara.email, () => attacker);
    expect((await attempt(sara.email, sara.password, '10.0.9.1')).status).toBe(200);

    const attackerAfter = await attempt(sara.email, sara.password, attacker);

    expect(attackerAfter.status).toBe(429);
  });

  it('answers other accounts from the attacker’s address, even ones guessed at elsewhere, until the address has used its 20', async () => {
    await h.request('/api/auth/register', { client: 'signup', body: omar });
    await failTimes(5, () => sara.email, () => attacker);
    await failTimes(5, () => omar.email, () => '10.6.6.7');

    const omarFromAttacker = await attempt(omar.email, 'wrong password', attacker);
    await failTimes(14, (n) => `guess${n}@example.com`, () => attacker);
    const twentyFirst = await attempt(omar.email, omar.password, attacker);

    expect(omarFromAttacker.status).toBe(401);
    expect(twentyFirst.status).toBe(429);
  });

  it('checks at most 5 of 10 guesses sent at the same moment from one address', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, n) => attempt(sara.email, `wrong password ${n}`, attacker)),
    );
    const statuses = guesses.map((guess) => guess.status).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('lets the address try the account again once the 15 minutes have passed', async () => {
    await failTimes(5, () => sara.email, () => '10.0.0.1');
    h.clock.advance(10 * minute);
    const waiting = await attempt(sara.email, sara.password, '10.0.0.1');
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBe(5 * 60);
    h.clock.advance(5 * minute);
    expect((await attempt(sara.email, sara.password, '10.0.0.1')).status).toBe(200);
  });

  it('forgets the address’s earlier failures on the account after a successful sign-in from it', async () => {
    await failTimes(4, () => sara.email, () => '10.0.0.1');
    expect((await attempt(sara.email, sara.password, '10.0.0.1')).status).toBe(200);
    await failTimes(4, () => sara.email, () => '10.0.0.1');
    expect((await attempt(sara.email, sara.password, '10.0.0.1')).status).toBe(200);
  });

  it('refuses an address after 20 attempts on different accounts, with the same wording', async () => {
    await failTimes(20, (n) => `guess${n}@example.com`, () => '10.9.9.9');

    const next = await attempt(sara.email, sara.password, '10.9.9.9');
    const elsewhere = await attempt(sara.email, sara.password, '10.0.0.2');

    expect(next.status).toBe(429);
    expect(next.body.error.code).toBe('tooManyAttempts');
    expect(next.body.error.message).not.toMatch(/address|account|email|mobile|password/i);
    expect(elsewhere.status).toBe(200);
  });

  it('throttles unknown accounts exactly like known ones, so neither the refusal nor the pause reveals anything', async () => {
    await failTimes(5, () => 'nobody@example.com', () => '10.0.1.1');
    await failTimes(5, () => sara.email, () => '10.0.2.1');

    const unknown = await attempt('nobody@example.com', 'whatever password', '10.0.1.1');
    const known = await attempt(sara.email, 'whatever password', '10.0.2.1');
    const unknownElsewhere = await attempt('nobody@example.com', 'whatever password', '10.0.3.1');
    const knownElsewhere = await attempt(sara.email, 'whatever password', '10.0.3.1');

    expect(unknown.status).toBe(429);
    expect(unknown.body).toEqual(known.body);
    expect(unknownElsewhere.status).toBe(401);
    expect(unknownElsewhere.body).toEqual(knownElsewhere.body);
    expect(pauses).toEqual([250, 250]);
  });

  it('counts registrations that hit an existing account against the address, so they cannot be probed in bulk', async () => {
    for (let n = 0; n < 20; n += 1) {
      const probe = await h.request('/api/auth/register', {
        address: '10.7.7.7',
        body: { ...sara, mobile: `05${String(20_000_000 + n)}`, password: 'probe password' },
      });
      expect(probe.status).toBe(409);
    }
    const next = await h.request('/api/auth/register', {
      address: '10.7.7.7',
      body: { ...sara, email: 'new@example.com', mobile: '0587654321' },
    });
    expect(next.status).toBe(429);
  });
});
