import { createDecipheriv, createECDH, createPublicKey, createVerify, hkdfSync } from 'node:crypto';

// The browser's half of web push, for the tests: reads an `aes128gcm` body (RFC 8291) with the
// subscription's private key and auth secret, and checks a VAPID header's JWT (RFC 8292).
const label = (text: string) => Buffer.from(`${text}\0`, 'latin1');
const hkdf = (secret: Buffer, salt: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync('sha256', secret, salt, info, length));

export function decryptPushBody(body: Buffer, browserPrivateKey: Buffer, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const sealed = body.subarray(21 + idLength);
  const browser = createECDH('prime256v1');
  browser.setPrivateKey(browserPrivateKey);
  const shared = browser.computeSecret(senderPublic);
  const keyMaterial = hkdf(shared, authSecret, Buffer.concat([label('WebPush: info'), browser.getPublicKey(), senderPublic]), 32);
  const decipher = createDecipheriv('aes-128-gcm', hkdf(keyMaterial, salt, label('Content-Encoding: aes128gcm'), 16), hkdf(keyMaterial, salt, label('Content-Encoding: nonce'), 12));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const padded = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
  const end = padded.lastIndexOf(2);
  if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0)) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/** The claims of a valid `vapid t=…, k=…` header signed by `publicKey` (base64url point); throws otherwise. */
export function verifiedVapidClaims(header: string, publicKey: string): VapidClaims {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(header);
  if (!match) throw new Error(`not a VAPID header: ${header}`);
  const [, head, claims, signature, key] = match as unknown as [string, string, string, string, string];
  if (key !== publicKey) throw new Error('VAPID header names another key');
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  const point = Buffer.from(publicKey, 'base64url');
  const verifyKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
  const valid = createVerify('sha256').update(`${head}.${claims}`).verify({ key: verifyKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('VAPID signature does not verify');
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as VapidClaims;
}
