import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentSchemaVersion, eventCatalog } from '../../machines/domain/event-catalog.ts';
import { parseStream } from '../../machines/domain/streams.ts';
import { appendPolicyTypes, mayAppend } from '../../server/policy/append-policy.ts';
import type { Harness } from './app-harness.ts';
import { expectLogUnchangedAndHealthy, harnessWithAdmin, propose, registerCustomer } from './events-api-fixtures.ts';
import { bookedBy } from './request-fixtures.ts';

// The append policy as the HTTP API enforces it, generated from the policy table itself:
// every event type × who proposes it × the streams of its kind. A new type in the table is
// covered here with no new test code. Each proposal carries a payload no schema takes
// (`null`): one the policy lets through is refused after it for its data (400
// invalidPayload), one it does not is 403 forbidden, so the matrix appends nothing.
let h: Harness & { adminId: string };
const ids = { owner: '', other: '', suspended: '' };
let ownersRequest = '';
let othersRequest = '';

beforeAll(async () => {
  h = await harnessWithAdmin();
  ids.owner = await registerCustomer(h, 'owner');
  ids.other = await registerCustomer(h, 'other');
  ids.suspended = await registerCustomer(h, 'suspended');
  ownersRequest = (await bookedBy(h, 'owner')).slice('request-'.length);
  othersRequest = (await bookedBy(h, 'other')).slice('request-'.length);
  const version = await h.store.streamVersion(`user-${ids.suspended}`);
  const suspended = await propose(h, 'admin', [
    { id: uuidv7(), stream: `user-${ids.suspended}`, expectedVersion: version, type: 'user.suspended', schema: 1, data: {} },
  ]);
  expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
});
afterAll(async () => {
  await h.close();
});

/** The streams of a kind that the matrix proposes to, named before the ids exist: the owner's and someone else's. */
function streamsOf(kind: string): { label: string; name: () => string }[] {
  switch (kind) {
    case 'user':
    case 'subscription':
      return [
        { label: `the owner's ${kind} stream`, name: () => `${kind}-${ids.owner}` },
        { label: `another customer's ${kind} stream`, name: () => `${kind}-${ids.other}` },
      ];
    case 'request':
      return [
        { label: "the owner's request", name: () => `request-${ownersRequest}` },
        { label: "another customer's request", name: () => `request-${othersRequest}` },
      ];
    case 'chat':
      return [
        { label: "the owner's general thread", name: () => `chat-user-${ids.owner}` },
        { label: "another customer's general thread", name: () => `chat-user-${ids.other}` },
        { label: "the thread of the owner's request", name: () => `chat-request-${ownersRequest}` },
      ];
    case 'technician':
      return [{ label: "a technician's stream", name: () => 'technician-policy-matrix' }];
    case 'invoices':
      return [{ label: 'the invoices', name: () => 'invoices' }];
    default:
      return [{ label: 'settings', name: () => 'settings' }];
  }
}

/** Whose the stream is, as the server knows it (a request's from its state). */
const audienceOf = (name: string) => (name.includes(ownersRequest) ? ids.owner : name.includes(othersRequest) ? ids.other : undefined);

const proposers = {
  visitor: { client: undefined, actor: null },
  owner: { client: 'owner', actor: { role: 'customer' as const, userId: () => ids.owner } },
  'other customer': { client: 'other', actor: { role: 'customer' as const, userId: () => ids.other } },
  'suspended customer': { client: 'suspended', actor: null },
  admin: { client: 'admin', actor: { role: 'admin' as const, userId: () => h.adminId } },
};

const cases = appendPolicyTypes.flatMap((type) =>
  streamsOf(eventCatalog[type]!.stream as string).flatMap((stream) =>
    Object.keys(proposers).map((who) => ({ type, stream: stream.label, name: stream.name, who: who as keyof typeof proposers })),
  ),
);

describe('the append policy over HTTP', () => {
  it('covers every event type of the table', () => {
    expect(new Set(cases.map((each) => each.type))).toEqual(new Set(Object.keys(eventCatalog)));
  });

  it.each(cases)('$type on $stream by the $who: allowed exactly as the table says', async ({ type, name, who }) => {
    const stream = name();
    const before = await h.store.lastPosition();
    const { client, actor } = proposers[who];
    const event = { id: uuidv7(), stream, expectedVersion: 0, type, schema: currentSchemaVersion(eventCatalog[type]!), data: null };
    const response = await propose(h, client as string, [event]);
    const parsed = parseStream(stream)!;
    const allowed =
      actor !== null &&
      mayAppend({ actor: { role: actor.role, userId: actor.userId() }, origin: 'proposal' }, type, parsed, audienceOf(stream) ?? undefined);
    const expected = actor === null ? [401, 'signInRequired'] : allowed ? [400, 'invalidPayload'] : [403, 'forbidden'];
    expect([response.status, response.body?.error?.code ?? response.body?.results?.[0]?.error?.code], JSON.stringify(response.body)).toEqual(expected);
    await expectLogUnchangedAndHealthy(h, before);
  });
});
