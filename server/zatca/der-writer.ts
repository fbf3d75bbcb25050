// A minimal DER (ASN.1 distinguished encoding) writer: just the types an X.509 certificate of
// ours needs. Each function returns the complete encoding of one value.
const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

function lengthBytes(length: number): number[] {
  if (length < 0x80) return [length];
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return [0x80 | bytes.length, ...bytes];
}

export const tlv = (tag: number, content: Uint8Array): Uint8Array => concat([Uint8Array.from([tag, ...lengthBytes(content.length)]), content]);

export const sequence = (...items: Uint8Array[]): Uint8Array => tlv(0x30, concat(items));
export const set = (...items: Uint8Array[]): Uint8Array => tlv(0x31, concat(items));
/** [n] EXPLICIT: a constructed, context-specific wrapper. */
export const explicit = (n: number, content: Uint8Array): Uint8Array => tlv(0xa0 | n, content);

export const boolean = (value: boolean): Uint8Array => tlv(0x01, Uint8Array.from([value ? 0xff : 0x00]));
export const octetString = (content: Uint8Array): Uint8Array => tlv(0x04, content);
/** A bit string of whole bytes (no unused bits). */
export const bitString = (content: Uint8Array): Uint8Array => tlv(0x03, concat([Uint8Array.from([0]), content]));
export const utf8String = (text: string): Uint8Array => tlv(0x0c, new TextEncoder().encode(text));
export const printableString = (text: string): Uint8Array => {
  if (!/^[A-Za-z0-9 '()+,\-./:=?]*$/.test(text)) throw new Error(`not a PrintableString: ${text}`);
  return tlv(0x13, new TextEncoder().encode(text));
};

/** A non-negative integer, big-endian, with a leading zero byte when the top bit is set. */
export function integer(value: bigint): Uint8Array {
  if (value < 0n) throw new Error('negative integers are not needed here');
  const bytes: number[] = [];
  for (let rest = value; rest > 0n; rest >>= 8n) bytes.unshift(Number(rest & 0xffn));
  if (bytes.length === 0 || bytes[0]! & 0x80) bytes.unshift(0);
  return tlv(0x02, Uint8Array.from(bytes));
}

export function objectIdentifier(dotted: string): Uint8Array {
  const [first, second, ...rest] = dotted.split('.').map(Number);
  const bytes: number[] = [first! * 40 + second!];
  for (const arc of rest) {
    const group: number[] = [arc & 0x7f];
    for (let value = Math.floor(arc / 128); value > 0; value = Math.floor(value / 128)) group.unshift(0x80 | (value & 0x7f));
    bytes.push(...group);
  }
  return tlv(0x06, Uint8Array.from(bytes));
}

/** UTCTime (YYMMDDHHMMSSZ), which X.509 uses for dates up to 2049. */
export function utcTime(at: Date): Uint8Array {
  if (at.getUTCFullYear() >= 2050) throw new Error('dates from 2050 need GeneralizedTime');
  const text = at.toISOString().replace(/[-:T]/g, '').slice(2, 14) + 'Z';
  return tlv(0x17, new TextEncoder().encode(text));
}
