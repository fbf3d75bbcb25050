import { describe, expect, it } from 'vitest';
import { encryptPushPayload } from '../../server/notifications/web-push-encryption.ts';
import { newVapidKeys, vapidAuthorization } from '../../server/notifications/vapid.ts';
import { decryptPushBody, verifiedVapidClaims } from './push-decryption.ts';

// RFC 8291 Appendix A: the published example's keys, salt and message, in base64url.
const rfc8291 = {
  plaintext: 'When I grow up, I want to be a watermelon',
  senderPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  browserPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  browserPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};
const b64 = (text: string) => Buffer.from(text, 'base64url');
const browserKeys = { p256dh: rfc8291.browserPublic, auth: rfc8291.auth };

describe('web push encryption (RFC 8291, aes128gcm)', () => {
  it("given the RFC's example keys and salt, when the message is encrypted, then the body is the RFC's byte for byte", () => {
    const body = encryptPushPayload(Buffer.from(rfc8291.plaintext), browserKeys, { senderPrivateKey: b64(rfc8291.senderPrivate), salt: b64(rfc8291.salt) });
    expect(body.toString('base64url')).toBe(rfc8291.body);
  });

  it('given a fresh key pair and salt per message, when two messages are encrypted, then they differ and the browser reads both', () => {
    const first = encryptPushPayload(Buffer.from('طلبك مؤكد'), browserKeys);
    const second = encryptPushPayload(Buffer.from('طلبك مؤكد'), browserKeys);
    expect(first.equals(second)).toBe(false);
    for (const body of [first, second]) expect(decryptPushBody(body, b64(rfc8291.browserPrivate), b64(rfc8291.auth)).toString()).toBe('طلبك مؤكد');
  });
});

describe('VAPID (RFC 8292)', () => {
  const keys = newVapidKeys();
  const now = new Date('2026-11-27T10:00:00Z');

  it("given the server's keys, when a push is authorised, then the JWT verifies with the public key and names the push service's origin, 12 hours and the contact", () => {
    const header = vapidAuthorization('https://fcm.googleapis.com/fcm/send/abc', keys, 'mailto:ops@example.com', now);
    expect(verifiedVapidClaims(header, keys.publicKey)).toEqual({ aud: 'https://fcm.googleapis.com', exp: now.getTime() / 1000 + 12 * 3600, sub: 'mailto:ops@example.com' });
  });

  it('given another key pair, when the header is checked with its public key, then it is refused', () => {
    const header = vapidAuthorization('https://fcm.googleapis.com/fcm/send/abc', keys, 'mailto:ops@example.com', now);
    const other = newVapidKeys().publicKey;
    expect(() => verifiedVapidClaims(header.replace(keys.publicKey, other), other)).toThrow('does not verify');
  });
});
