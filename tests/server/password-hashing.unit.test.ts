import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HashSlots } from '../../server/auth/hash-slots.ts';
import { createPasswordHasher, parseStoredHash, scryptCost } from '../../server/auth/password-hashing.ts';

const unpadded = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

describe('password hashing', () => {
  it('uses OWASP scrypt strength (N=2^17, r=8, p=1) outside tests and a cheap cost only in tests', () => {
    expect(scryptCost({ isTest: false })).toEqual({ ln: 17, r: 8, p: 1 });
    expect(2 ** scryptCost({ isTest: false }).ln).toBe(131072);
    expect(scryptCost({ isTest: true }).ln).toBeLessThan(17);
  });

  it('writes the full-strength parameters into the stored hash, with a salt and a 32-byte key', async () => {
    const stored = await createPasswordHasher({ isTest: false }).hash('a fine password');
    expect(stored).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
    expect(parseStoredHash(stored)).toMatchObject({ cost: { ln: 17, r: 8, p: 1 } });
    expect(parseStoredHash(stored)!.key).toHaveLength(32);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const hasher = createPasswordHasher({ isTest: true });
    const stored = await hasher.hash('a fine password');
    expect(await hasher.verify('a fine password', stored)).toBe(true);
    expect(await hasher.verify('a fine passworD', stored)).toBe(false);
  });

  it('salts every hash, so one password stored twice looks different', async () => {
    const hasher = createPasswordHasher({ isTest: true });
    expect(await hasher.hash('same password')).not.toBe(await hasher.hash('same password'));
  });

  it('verifies with the parameters written in the stored hash, not the current cost', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('kept across a cost change', salt, 32, { N: 2 ** 11, r: 8, p: 1 });
    const madeAtAnotherCost = `$scrypt$ln=11,r=8,p=1$${unpadded(salt)}$${unpadded(key)}`;
    const hasher = createPasswordHasher({ isTest: true });
    expect(await hasher.verify('kept across a cost change', madeAtAnotherCost)).toBe(true);
  });

  it('treats the same password typed in composed and decomposed Unicode as one', async () => {
    const hasher = createPasswordHasher({ isTest: true });
    const stored = await hasher.hash('caf\u00e9 au lait');
    expect(await hasher.verify('cafe\u0301 au lait', stored)).toBe(true);
  });

  it('refuses a corrupted or absurdly expensive stored hash without computing it', async () => {
    const hasher = createPasswordHasher({ isTest: true });
    expect(await hasher.verify('x', 'not a hash')).toBe(false);
    expect(parseStoredHash('$scrypt$ln=30,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBeNull();
  });

  it('spends a real verification on an account that does not exist and says no', async () => {
    const hasher = createPasswordHasher({ isTest: true });
    expect(await hasher.verifyAgainstNothing('anything at all')).toBe(false);
  });
});

describe('the cap on concurrent hashes', () => {
  const gate = () => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { opened, open };
  };

  it('runs at most two at a time and starts the next when one finishes', async () => {
    const slots = new HashSlots(2, 10);
    const gates = [gate(), gate(), gate()];
    let running = 0;
    let most = 0;
    const runs = gates.map((g) =>
      slots.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await g.opened;
        running -= 1;
      }),
    );
    await Promise.resolve();
    expect(slots.busy).toEqual({ running: 2, waiting: 1 });
    gates.forEach((g) => g.open());
    await Promise.all(runs);
    expect(most).toBe(2);
    expect(slots.busy).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses with serverBusy once the queue is full, instead of queueing without end', async () => {
    const slots = new HashSlots(1, 1);
    const g = gate();
    const first = slots.run(() => g.opened);
    const second = slots.run(async () => {});
    await expect(slots.run(async () => {})).rejects.toMatchObject({ status: 503, code: 'serverBusy' });
    g.open();
    await Promise.all([first, second]);
  });

  it('frees the slot when a hash fails', async () => {
    const slots = new HashSlots(1, 0);
    await expect(slots.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(slots.run(async () => 'next')).resolves.toBe('next');
  });
});
