import { testAddressHeader } from '../../../server/auth/client-address.ts';
import { actingAsHeader } from '../../../server/auth/session-middleware.ts';
import { testOrigin } from '../app-harness.ts';
import type { ConcreteRequest, FuzzWorld, Identity } from './fuzz-world.ts';

// One generated bad request, as fast-check shrinks it: whose cookie it sends is a name, and a
// proposal may build on its stream "as it is now", so both are resolved only when it is sent.
export const currentVersion = 'current';

export type FuzzBody =
  | { kind: 'text'; text: string }
  | { kind: 'bytes'; bytes: Uint8Array }
  /** Huge or deep bodies, kept short until sent: `{ text, times }` stands for `text` repeated. */
  | { kind: 'repeated'; parts: (string | { text: string; times: number })[] }
  /** A batch for POST /api/events; an `expectedVersion` of `current` is the stream's version when sent. */
  | { kind: 'proposals'; events: Record<string, unknown>[] };

export interface FuzzCase {
  method: string;
  /** With its path parameters filled and its query. */
  path: string;
  identity: Identity;
  /** The Cookie header of the `garbage` identity. */
  garbageCookie: string;
  /** null sends none. */
  origin: string | null;
  contentType: string | null;
  actingAsAdmin: boolean;
  /** Sends Content-Length, as a client with the whole body at hand would. */
  declareLength: boolean;
  /** Whose throttle budget the request spends. */
  address: string;
  body: FuzzBody | null;
}

/** A sent request and its body as it can be printed again (a huge one stays a pattern). */
export interface ResolvedCase {
  request: ConcreteRequest;
  body: FuzzBody | null;
}

export async function resolveCase(world: FuzzWorld, fuzzCase: FuzzCase): Promise<ResolvedCase> {
  const headers: Record<string, string> = { [testAddressHeader]: fuzzCase.address };
  const cookie = world.cookieOf(fuzzCase.identity, fuzzCase.garbageCookie);
  if (cookie !== null) headers.cookie = cookie;
  if (fuzzCase.origin !== null) headers.origin = fuzzCase.origin;
  if (fuzzCase.contentType !== null) headers['content-type'] = fuzzCase.contentType;
  if (fuzzCase.actingAsAdmin) headers[actingAsHeader] = 'admin';
  const body = fuzzCase.body?.kind === 'proposals' ? await withVersions(world, fuzzCase.body) : fuzzCase.body;
  const bytes = body === null ? undefined : bodyBytes(body);
  if (fuzzCase.declareLength && bytes !== undefined) headers['content-length'] = String(bytes.byteLength);
  return { request: { method: fuzzCase.method, url: `${testOrigin}${fuzzCase.path}`, headers, body: bytes }, body };
}

async function withVersions(world: FuzzWorld, body: Extract<FuzzBody, { kind: 'proposals' }>): Promise<FuzzBody> {
  const events = await Promise.all(
    body.events.map(async (event) =>
      event.expectedVersion === currentVersion && typeof event.stream === 'string'
        ? { ...event, expectedVersion: await world.harness.store.streamVersion(event.stream) }
        : event,
    ),
  );
  return { kind: 'text', text: JSON.stringify({ events }) };
}

function bodyBytes(body: FuzzBody): Uint8Array {
  switch (body.kind) {
    case 'bytes':
      return body.bytes;
    case 'text':
      return new TextEncoder().encode(body.text);
    case 'repeated':
      return new TextEncoder().encode(body.parts.map((part) => (typeof part === 'string' ? part : part.text.repeat(part.times))).join(''));
    case 'proposals':
      return new TextEncoder().encode(JSON.stringify({ events: body.events }));
  }
}
