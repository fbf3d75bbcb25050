import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { processHashSlots, type HashSlots } from './hash-slots.ts';

// Passwords are stored as scrypt hashes in a self-describing string,
// `$scrypt$ln=17,r=8,p=1$<salt>$<hash>` (base64, no padding), so a later change of cost
// still verifies the hashes made before it.
export interface ScryptCost {
  /** log2 of N. */
  ln: number;
  r: number;
  p: number;
}

/** OWASP's scrypt minimum; tests use a cost that hashes in about a millisecond. */
export function scryptCost(config: { isTest: boolean }): ScryptCost {
  return config.isTest ? { ln: 10, r: 8, p: 1 } : { ln: 17, r: 8, p: 1 };
}

const maxmem = 256 * 1024 * 1024;
const saltBytes = 16;
const hashBytes = 32;
const stored = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d)\$([A-Za-z0-9+/]{16,})\$([A-Za-z0-9+/]{16,})$/;

/** One throwaway hash per cost and process, made on first need. */
const dummyHashes = new Map<string, Promise<string>>();

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, storedHash: string): Promise<boolean>;
  /** Spends the same time as a real verification, for an account that does not exist. */
  verifyAgainstNothing(password: string): Promise<false>;
}

export function createPasswordHasher(
  config: { isTest: boolean },
  slots: HashSlots = processHashSlots,
): PasswordHasher {
  const cost = scryptCost(config);

  const derive = (password: string, salt: Buffer, { ln, r, p }: ScryptCost, length: number) =>
    slots.run(
      () =>
        new Promise<Buffer>((resolve, reject) => {
          const options: ScryptOptions = { N: 2 ** ln, r, p, maxmem };
          // NFC: the same password typed on two keyboards can arrive composed differently.
          scrypt(password.normalize('NFC'), salt, length, options, (error, key) =>
            error ? reject(error) : resolve(key),
          );
        }),
    );

  const hash = async (password: string) => {
    const salt = randomBytes(saltBytes);
    const key = await derive(password, salt, cost, hashBytes);
    return `$scrypt$ln=${cost.ln},r=${cost.r},p=${cost.p}$${unpadded(salt)}$${unpadded(key)}`;
  };

  const verify = async (password: string, storedHash: string) => {
    const parsed = parseStoredHash(storedHash);
    if (!parsed) return false;
    const key = await derive(password, parsed.salt, parsed.cost, parsed.key.length);
    return timingSafeEqual(key, parsed.key);
  };

  return {
    hash,
    verify,
    async verifyAgainstNothing(password) {
      const key = `${cost.ln},${cost.r},${cost.p}`;
      const dummy = dummyHashes.get(key) ?? dummyHashes.set(key, hash(randomBytes(12).toString('base64url'))).get(key)!;
      await verify(password, await dummy);
      return false;
    },
  };
}

export function parseStoredHash(text: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | null {
  const match = stored.exec(text);
  if (!match) return null;
  const [ln, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // A stored string is ours, but bounds keep a corrupted row from costing gigabytes.
  if (ln < 10 || r < 1 || p < 1 || p > 4 || 128 * 2 ** ln * r >= maxmem) return null;
  const key = Buffer.from(match[5]!, 'base64');
  if (key.length < 16) return null;
  return { cost: { ln, r, p }, salt: Buffer.from(match[4]!, 'base64'), key };
}

function unpadded(bytes: Buffer): string {
  return bytes.toString('base64').replace(/=+$/, '');
}
