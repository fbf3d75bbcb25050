import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { personalFieldsOf, redactedFields } from '../../machines/domain/personal-fields.ts';

// A payload as the events table holds it: the personal fields (machines/domain/personal-fields.ts)
// taken out and kept under `$sealed`, encrypted together with the customer's key (AES-256-GCM,
// the event's id bound in as associated data, so a sealed part cannot be moved to another
// event); the other fields stay as they are, for SQL and for reading without a key. With no
// key (the customer's was deleted) nothing is encrypted and the fields read as redacted.
export const sealedKey = '$sealed';

interface SealedPart {
  /** The personal fields the payload held, by name. */
  fields: string[];
  /** base64 of iv (12 bytes), tag (16 bytes) and ciphertext of the fields' JSON; null once nothing is to be kept. */
  box: string | null;
}

type Payload = Record<string, unknown>;

const isPayload = (data: unknown): data is Payload => typeof data === 'object' && data !== null && !Array.isArray(data);

export function isSealed(data: unknown): boolean {
  return isPayload(data) && Object.hasOwn(data, sealedKey);
}

/** Whether this event's payload holds personal fields to seal (and is not sealed already). */
export function holdsPersonalData(type: string, data: unknown): boolean {
  return isPayload(data) && !isSealed(data) && personalFieldsOf(type).some((field) => Object.hasOwn(data, field));
}

export function sealed(event: { id: string; type: string; data: unknown }, key: Buffer | null): unknown {
  if (!holdsPersonalData(event.type, event.data)) return event.data;
  const data = event.data as Payload;
  const fields = personalFieldsOf(event.type).filter((field) => Object.hasOwn(data, field));
  const rest: Payload = {};
  const personal: Payload = {};
  for (const [field, value] of Object.entries(data)) (fields.includes(field) ? personal : rest)[field] = value;
  const part: SealedPart = { fields, box: key ? encrypted(key, event.id, JSON.stringify(personal)) : null };
  return { ...rest, [sealedKey]: part };
}

/** The payload as it was appended, or with its personal fields redacted when `key` is null (deleted). */
export function opened(event: { id: string; data: unknown }, key: Buffer | null): unknown {
  if (!isSealed(event.data)) return event.data;
  const { [sealedKey]: part, ...rest } = event.data as Payload;
  const { fields, box } = part as SealedPart;
  if (!key || !box) return redactedFields(rest, fields);
  return { ...rest, ...(JSON.parse(decrypted(key, event.id, box)) as Payload) };
}

function encrypted(key: Buffer, eventId: string, text: string): string {
  const iv = freshIv();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(eventId));
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

// IVs are drawn from random bytes fetched 1,024 IVs at a time, each used once: one call of
// randomBytes costs about 15 µs whatever its size, a third of sealing an event.
const ivBytes = 12;
let ivPool = Buffer.alloc(0);
let ivTaken = 0;

function freshIv(): Buffer {
  if (ivTaken === ivPool.length) [ivPool, ivTaken] = [randomBytes(ivBytes * 1024), 0];
  ivTaken += ivBytes;
  return ivPool.subarray(ivTaken - ivBytes, ivTaken);
}

function decrypted(key: Buffer, eventId: string, box: string): string {
  const bytes = Buffer.from(box, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(eventId));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
