import { createCipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';

// A push message's body, encrypted for one browser (RFC 8291 with RFC 8188's `aes128gcm`): an
// ECDH P-256 secret between a key pair made for this message and the subscription's `p256dh`,
// mixed with its `auth` secret and a random salt by HKDF-SHA-256 into a content key and nonce,
// then one AES-128-GCM record. Only that browser can read it; the push service sees bytes.
export interface PushKeys {
  /** The browser's P-256 public key, uncompressed, base64url. */
  p256dh: string;
  /** The browser's 16-byte authentication secret, base64url. */
  auth: string;
}

/** The sender's key pair and salt: random for each message, fixed only by the RFC's example. */
export interface EncryptionSeed {
  senderPrivateKey: Buffer;
  salt: Buffer;
}

const recordSize = 4096;
// The one record is the last: its plaintext ends with this delimiter, no padding after it.
const lastRecord = Buffer.from([2]);

const label = (text: string) => Buffer.from(`${text}\0`, 'latin1');
const hkdf = (secret: Buffer, salt: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync('sha256', secret, salt, info, length));

export function encryptPushPayload(plaintext: Buffer, keys: PushKeys, seed: EncryptionSeed = randomSeed()): Buffer {
  const browserPublic = Buffer.from(keys.p256dh, 'base64url');
  const authSecret = Buffer.from(keys.auth, 'base64url');
  if (browserPublic.length !== 65 || authSecret.length !== 16) throw new Error('push keys of the wrong size');
  const sender = createECDH('prime256v1');
  sender.setPrivateKey(seed.senderPrivateKey);
  const senderPublic = sender.getPublicKey();
  const shared = sender.computeSecret(browserPublic);
  const keyMaterial = hkdf(shared, authSecret, Buffer.concat([label('WebPush: info'), browserPublic, senderPublic]), 32);
  const contentKey = hkdf(keyMaterial, seed.salt, label('Content-Encoding: aes128gcm'), 16);
  const nonce = hkdf(keyMaterial, seed.salt, label('Content-Encoding: nonce'), 12);
  const cipher = createCipheriv('aes-128-gcm', contentKey, nonce);
  const sealed = Buffer.concat([cipher.update(Buffer.concat([plaintext, lastRecord])), cipher.final(), cipher.getAuthTag()]);
  const header = Buffer.alloc(21);
  seed.salt.copy(header, 0);
  header.writeUInt32BE(recordSize, 16);
  header.writeUInt8(senderPublic.length, 20);
  return Buffer.concat([header, senderPublic, sealed]);
}

function randomSeed(): EncryptionSeed {
  const sender = createECDH('prime256v1');
  sender.generateKeys();
  return { senderPrivateKey: sender.getPrivateKey(), salt: randomBytes(16) };
}
