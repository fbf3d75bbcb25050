import { createHmac, randomBytes } from 'node:crypto';

// Time-based one-time passwords (RFC 6238 over RFC 4226: HMAC-SHA1, 30-second steps, 6
// digits), as authenticator apps make them, and the base32 the apps read secrets in.
export const totpStepSeconds = 30;
const digits = 6;
const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += base32Alphabet[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const letter of text.replace(/[\s=]/g, '').toUpperCase()) {
    const index = base32Alphabet.indexOf(letter);
    if (index === -1) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** 20 random bytes, the size RFC 4226 recommends for HMAC-SHA1, in base32. */
export const newTotpSecret = (): string => base32Encode(randomBytes(20));

export const totpStepAt = (at: Date): number => Math.floor(at.getTime() / 1000 / totpStepSeconds);

export function totpCode(secret: string, step: number, length = digits): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** length).padStart(length, '0');
}

/** The step a typed code belongs to, one step either side for clocks a little apart; null when none. */
export function matchingStep(secret: string, typed: string, at: Date): number | null {
  const code = typed.replace(/\s/g, '');
  if (!/^\d{6}$/.test(code)) return null;
  const now = totpStepAt(at);
  for (const step of [now, now - 1, now + 1]) if (totpCode(secret, step) === code) return step;
  return null;
}

/** What an authenticator app scans: issuer and account label, the secret, SHA1, 6 digits, 30 s. */
export function otpauthUrl(secret: string, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(digits), period: String(totpStepSeconds) });
  return `otpauth://totp/${label}?${query.toString()}`;
}
