import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchingStep, otpauthUrl, totpCode, totpStepAt } from '../../server/auth/totp.ts';

// RFC 6238 appendix B's SHA1 vectors: the ASCII secret "12345678901234567890", 8 digits.
const rfcSecret = base32Encode(Buffer.from('12345678901234567890'));

describe('time-based one-time passwords', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s gives %s, as RFC 6238 says', (seconds, code) => {
    expect(totpCode(rfcSecret, totpStepAt(new Date(seconds * 1000)), 8)).toBe(code);
  });

  it('reads base32 back as it was written', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 17]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
  });

  it('accepts the code of this step and of one step either side, and no other', () => {
    const at = new Date('2026-11-23T10:00:15Z');
    const step = totpStepAt(at);
    expect(matchingStep(rfcSecret, totpCode(rfcSecret, step), at)).toBe(step);
    expect(matchingStep(rfcSecret, totpCode(rfcSecret, step - 1), at)).toBe(step - 1);
    expect(matchingStep(rfcSecret, ` ${totpCode(rfcSecret, step + 1).slice(0, 3)} ${totpCode(rfcSecret, step + 1).slice(3)}`, at)).toBe(step + 1);
    expect(matchingStep(rfcSecret, totpCode(rfcSecret, step - 2), at)).toBeNull();
    expect(matchingStep(rfcSecret, 'abcdef', at)).toBeNull();
  });

  it('names the secret, issuer and account in the otpauth URL an app scans', () => {
    const url = new URL(otpauthUrl('JBSWY3DPEHPK3PXP', 'owner@example.com', 'Riyadh Home Maintenance'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Riyadh Home Maintenance:owner@example.com');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: 'Riyadh Home Maintenance',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
