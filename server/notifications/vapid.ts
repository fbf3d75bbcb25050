import { createPrivateKey, createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';

// Voluntary application server identification (RFC 8292): each push request carries a JWT
// signed ES256 with the server's P-256 key, for the push service's origin, valid 12 hours,
// with a contact, and the public key the browser subscribed with. The push service refuses
// messages to a subscription made with another key.
export interface VapidKeys {
  /** PKCS #8 PEM: never leaves the server. */
  privateKeyPem: string;
  /** The uncompressed P-256 point, base64url: what `PushManager.subscribe` takes as applicationServerKey. */
  publicKey: string;
}

const validForSeconds = 12 * 60 * 60;

export function newVapidKeys(): VapidKeys {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return { privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey: rawPublicKey(publicKey) };
}

function rawPublicKey(key: KeyObject): string {
  const { x, y } = key.export({ format: 'jwk' });
  return Buffer.concat([Buffer.from([4]), Buffer.from(x!, 'base64url'), Buffer.from(y!, 'base64url')]).toString('base64url');
}

const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The `Authorization` header of a push to this endpoint. `contact`: a mailto: or https: address. */
export function vapidAuthorization(endpoint: string, keys: VapidKeys, contact: string, now: Date): string {
  const claims = { aud: new URL(endpoint).origin, exp: Math.floor(now.getTime() / 1000) + validForSeconds, sub: contact };
  const signed = `${segment({ typ: 'JWT', alg: 'ES256' })}.${segment(claims)}`;
  // JWS wants r and s side by side (IEEE P1363), not the DER node signs with by default.
  const signature = createSign('sha256').update(signed).sign({ key: createPrivateKey(keys.privateKeyPem), dsaEncoding: 'ieee-p1363' });
  return `vapid t=${signed}.${signature.toString('base64url')}, k=${keys.publicKey}`;
}
