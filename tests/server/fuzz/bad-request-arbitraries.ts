import fc from 'fast-check';
import { maxRequestBytes } from '../../../server/http/app.ts';
import { testOrigin } from '../app-harness.ts';
import { filledPath, paramCount, type ApiRoute } from './app-routes.ts';
import type { FuzzBody, FuzzCase } from './fuzz-case.ts';
import { identities, type FuzzWorld, type Identity } from './fuzz-world.ts';

// Bad requests to any route of the app: malformed JSON, wrong types, huge and deep bodies,
// forged fields in bodies that would otherwise pass, other customers' ids in the path, wrong
// content types, wrong methods, missing, stale, foreign or borrowed cookies and Origins.
const ascii = (maxLength: number) => fc.string({ unit: 'grapheme-ascii', maxLength });

export const origins = fc.oneof(
  { arbitrary: fc.constant(testOrigin), weight: 8 },
  fc.constantFrom(null, 'null', 'https://evil.example', 'http://localhost.evil.example', 'http://localhost:1', 'https://localhost', `${testOrigin}/`),
  ascii(30),
);

const contentTypes = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 4 },
  fc.constantFrom(
    null,
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=utf-8',
    'APPLICATION/JSON',
    'application/jsonp',
    'application/json, text/plain',
    'image/jpeg',
    'image/png',
    'image/svg+xml',
  ),
  ascii(30),
);

const methods = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD');

/** Values a path parameter or a query takes: the victim's ids, ids of no one, and junk. */
function paramValues(world: FuzzWorld) {
  const { victimId, victimRequestStream, victimUploadId, victimBooking } = world.ids;
  const victimRequestId = victimRequestStream.slice('request-'.length);
  return fc.oneof(
    fc.constantFrom(
      victimId,
      victimRequestId,
      victimRequestStream,
      `chat-user-${victimId}`,
      `chat-request-${victimRequestId}`,
      victimUploadId,
      victimBooking.id,
      'vip',
      'vip-plus',
      'gold',
      'settings',
      '0',
      '-1',
      '..',
      '../../etc/passwd',
      '%00',
      'x'.repeat(2000),
    ),
    fc.uuid(),
    ascii(40),
    fc.string({ maxLength: 20 }),
  );
}

const queries = fc.oneof(
  { arbitrary: fc.constant(''), weight: 3 },
  fc.constantFrom('?after=-1', '?after=1e309', '?after=NaN', `?after=${'9'.repeat(400)}`, '?after=0x10', '?as=admin', '?after=0&after=1'),
  ascii(30).map((junk) => `?after=${encodeURIComponent(junk)}`),
);

const forgedKeys = fc.constantFrom('role', 'actor', 'userId', 'accountId', 'isAdmin', 'admin', 'priceHalalas', 'amountHalalas', 'paid', 'version', 'schema', 'position', '__proto__', 'constructor');
const forgedValues = fc.oneof(
  fc.constantFrom('admin', 'system', true, 0, -1, 1e308, null, { role: 'admin' }, ['admin'], '1'),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Bodies one or another route takes, each spoilt by a field nobody may send. */
function plausibleBodies(world: FuzzWorld) {
  const { ownerId, victimId } = world.ids;
  return fc.constantFrom<Record<string, unknown>>(
    { fullName: 'Mallory', email: 'mallory@example.com', password: 'a fine password' },
    { identifier: 'owner-fuzz@example.com', password: 'a fine password' },
    { email: 'owner@example.com', password: 'wrong password' },
    { currentPassword: 'a fine password', newPassword: 'another fine password' },
    { customer: { userId: victimId }, plan: 'vip', days: 30 },
    { paymentId: 'pay_1' },
    { approved: true },
    { identifier: `owner-fuzz@example.com` },
    { userId: ownerId, plan: 'vip' },
    { events: [] },
  );
}

const deepBodies = fc.record({
  depth: fc.integer({ min: 1_000, max: 100_000 }),
  shape: fc.constantFrom({ open: '[', close: ']' }, { open: '{"a":', close: '}' }, { open: '{"events":[', close: ']}' }),
  key: fc.constantFrom('events', 'data', 'fullName', 'password', 'plan'),
});

/** Over the JSON routes' limit, with or without a declared length. */
const hugeBodies = fc.record({
  over: fc.integer({ min: 1, max: 4_096 }),
  filler: fc.constantFrom('x', '[', ' ', 'é'),
});

/** JSON that is not what any route reads, and bodies that do not parse. */
function jsonBodies(world: FuzzWorld): fc.Arbitrary<FuzzBody> {
  return fc.oneof(
    ascii(60).map((text): FuzzBody => ({ kind: 'text', text })),
    fc.json({ maxDepth: 3 }).chain((json) =>
      fc.nat({ max: Math.max(0, json.length - 1) }).map((cut): FuzzBody => ({ kind: 'text', text: json.slice(0, cut) })),
    ),
    fc.jsonValue({ maxDepth: 4 }).map((value): FuzzBody => ({ kind: 'text', text: JSON.stringify(value) ?? 'null' })),
    fc
      .tuple(plausibleBodies(world), fc.dictionary(forgedKeys, forgedValues, { minKeys: 1, maxKeys: 3 }))
      .map(([body, forged]): FuzzBody => ({ kind: 'text', text: JSON.stringify({ ...body, ...forged }) })),
    deepBodies.map(({ depth, shape: { open, close }, key }): FuzzBody => ({
      kind: 'repeated',
      parts: [`{"${key}":`, { text: open, times: depth }, { text: close, times: depth }, '}'],
    })),
    hugeBodies.map(({ over, filler }): FuzzBody => ({
      kind: 'repeated',
      parts: ['{"events":[],"padding":"', { text: filler, times: maxRequestBytes + over }, '"}'],
    })),
  );
}

const imageMagic = fc.constantFrom([0xff, 0xd8, 0xff], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [...'RIFF\0\0\0\0WEBP'].map((char) => char.charCodeAt(0)), []);

/** Real images with bytes overwritten or cut short, and junk that starts like an image. */
function imageBodies(world: FuzzWorld): fc.Arbitrary<FuzzBody> {
  const spoilt = fc
    .tuple(
      fc.constantFrom(...world.ids.images),
      fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
      fc.option(fc.nat(), { nil: null }),
    )
    .map(([image, patches, cut]) => {
      const bytes = new Uint8Array(image);
      for (const [at, byte] of patches) bytes[at % bytes.length] = byte;
      return cut === null ? bytes : bytes.slice(0, cut % bytes.length);
    });
  const junk = fc.tuple(imageMagic, fc.uint8Array({ maxLength: 2_000 })).map(([magic, rest]) => new Uint8Array([...magic, ...rest]));
  return fc.oneof(spoilt, junk).map((bytes): FuzzBody => ({ kind: 'bytes', bytes }));
}

const imageTypes = fc.constantFrom('image/jpeg', 'image/png', 'image/webp');

/** A body with the type its kind goes with, mostly, so the route reads it rather than refuse its type. */
function typedBodies(world: FuzzWorld): fc.Arbitrary<{ contentType: string | null; body: FuzzBody | null }> {
  return fc.oneof(
    { arbitrary: fc.record({ contentType: fc.constant('application/json'), body: jsonBodies(world) }), weight: 6 },
    { arbitrary: fc.record({ contentType: imageTypes, body: imageBodies(world) }), weight: 2 },
    { arbitrary: fc.record({ contentType: fc.constant('application/json'), body: fc.constant(null) }), weight: 1 },
    { arbitrary: fc.record({ contentType: contentTypes, body: fc.oneof(jsonBodies(world), imageBodies(world)) }), weight: 2 },
  );
}

const routeWithParams = (world: FuzzWorld) =>
  fc.constantFrom(...world.routes).chain((route: ApiRoute) =>
    fc.tuple(fc.constant(route), fc.array(paramValues(world), { minLength: paramCount(route.path), maxLength: paramCount(route.path) })),
  );

/** Those with a session that works come more often: their requests get past the first guard. */
export const weightedIdentities = fc.oneof(
  { arbitrary: fc.constantFrom<Identity>('owner', 'other', 'admin'), weight: 3 },
  fc.constantFrom(...identities),
);

export const addresses = fc.constantFrom('fuzz:1', 'fuzz:2', 'fuzz:3');

/** Any route, any identity, any of the bad inputs above. */
export function badRequests(world: FuzzWorld): fc.Arbitrary<FuzzCase> {
  return fc.record({
    route: routeWithParams(world),
    otherMethod: fc.option(methods, { freq: 4, nil: null }),
    query: queries,
    identity: weightedIdentities,
    garbageCookie: fc.oneof(ascii(40), fc.constantFrom('sid=', 'sid=x; sid=y', `sid=${'a'.repeat(5000)}`, 'asid=null')),
    origin: origins,
    typed: typedBodies(world),
    actingAsAdmin: fc.boolean(),
    declareLength: fc.boolean(),
    address: addresses,
  }).map(({ route: [route, params], otherMethod, query, typed, ...rest }) => ({
    ...rest,
    ...typed,
    method: otherMethod ?? route.method,
    path: `${filledPath(route.path, params)}${query}`,
  }));
}
