import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './app-harness.ts';

// Sign-in throttling: 5 attempts per account identifier and 20 per address in 15 minutes,
// answered with one message that says nothing about which part was wrong.
const sara = { fullName: 'Sara Qahtani', mobile: '0512345678', email: 'sara@example.com', password: 'a fine password' };
const minute = 60_000;

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
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
  it('refuses a sixth attempt on one account within 15 minutes, even with the right password and from elsewhere', async () => {
    await failTimes(5, () => sara.email, (n) => `10.0.0.${n}`);

    const sixth = await attempt(sara.email, sara.password, '10.0.1.1');

    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toEqual({
      code: 'tooManyAttempts',
      message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    });
    expect(Number(sixth.headers.get('retry-after'))).toBe(15 * 60);
    expect(h.cookies('10.0.1.1')).toEqual({});
  });

  it('checks at most 5 of 10 guesses sent at the same moment', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, n) => attempt(sara.email, `wrong password ${n}`, `10.0.4.${n}`)),
    );
    const statuses = guesses.map((guess) => guess.status).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('counts the account, not the way its identifier was typed', async () => {
    const forms = ['0512345678', '512345678', '+966512345678', '٠٥١٢٣٤٥٦٧٨', '05 1234 5678'];
    await failTimes(5, (n) => forms[n]!, (n) => `10.0.0.${n}`);
    expect((await attempt('0512345678', sara.password, '10.0.1.1')).status).toBe(429);
  });

  it('counts one account whether its email or its mobile is typed', async () => {
    await failTimes(5, (n) => (n % 2 === 0 ? sara.email : '0512345678'), (n) => `10.0.2.${n}`);
    expect((await attempt(sara.email, sara.password, '10.0.2.9')).status).toBe(429);
  });

  it('lets the account try again once the 15 minutes have passed', async () => {
    await failTimes(5, () => sara.email, () => '10.0.0.1');
    h.clock.advance(10 * minute);
    const waiting = await attempt(sara.email, sara.password, '10.0.0.1');
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBe(5 * 60);
    h.clock.advance(5 * minute);
    expect((await attempt(sara.email, sara.password, '10.0.0.1')).status).toBe(200);
  });

  it('forgets earlier failures on the account after a successful sign-in', async () => {
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

  it('throttles unknown accounts exactly like known ones, so the refusal reveals nothing', async () => {
    await failTimes(5, () => 'nobody@example.com', (n) => `10.0.0.${n}`);
    const unknown = await attempt('nobody@example.com', 'whatever password', '10.0.1.1');
    await failTimes(5, () => sara.email, (n) => `10.0.2.${n}`);
    const known = await attempt(sara.email, 'whatever password', '10.0.3.1');
    expect(unknown.status).toBe(429);
    expect(unknown.body).toEqual(known.body);
  });

  it('throttles admin sign-in per email in the same way', async () => {
    for (let n = 0; n < 5; n += 1) {
      const response = await h.request('/api/admin/login', { address: `10.1.0.${n}`, body: { email: 'owner@example.com', password: 'wrong password' } });
      expect(response.status).toBe(401);
    }
    const sixth = await h.request('/api/admin/login', { address: '10.1.1.1', body: { email: 'owner@example.com', password: 'wrong password' } });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBe('900');
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
