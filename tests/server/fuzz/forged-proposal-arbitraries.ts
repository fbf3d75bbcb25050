import fc from 'fast-check';
import { currentSchemaVersion, eventDefinition } from '../../../machines/domain/event-catalog.ts';
import { samplePayloads, type Proposer } from '../../machines/sample-payloads.ts';
import { testOrigin } from '../app-harness.ts';
import { addresses, weightedIdentities } from './bad-request-arbitraries.ts';
import { currentVersion, type FuzzCase } from './fuzz-case.ts';
import { customerSideIdentities, type FuzzWorld, type Identity } from './fuzz-world.ts';

// Batches for POST /api/events that would pass but for one forged field: an actor, a version,
// a position or a price the server alone sets, a payload field no schema has, a server-only
// type (a payment recorded by the browser), an unknown type or schema, an impossible expected
// version; and, from a customer, another customer's stream or ids, or an admin's event.
// Each forgery is one the server must refuse whoever sends it, so nothing may be appended.
type Proposal = Record<string, unknown>;
type Whose = 'owner' | 'victim';

const typesBy = (proposer: Proposer) =>
  Object.entries(samplePayloads)
    .filter(([, sample]) => sample.by === proposer)
    .map(([type]) => type);

function streamFor(world: FuzzWorld, type: string, whose: Whose, newRequestId: string): string {
  const userId = whose === 'owner' ? world.ids.ownerId : world.ids.victimId;
  const requestStream = whose === 'owner' ? world.ids.ownerRequestStream : world.ids.victimRequestStream;
  switch (eventDefinition(type)!.stream) {
    case 'user':
      return `user-${userId}`;
    case 'subscription':
      return `subscription-${userId}`;
    case 'request':
      return type === 'request.submitted' && whose === 'owner' ? `request-${newRequestId}` : requestStream;
    case 'chat':
      return `chat-user-${userId}`;
    case 'settings':
      return 'settings';
    case 'technician':
      return world.ids.technicianStream;
    case 'invoices':
      return 'invoices';
  }
}

/** The sample event of `type` on the owner's (or victim's) stream of its kind, building on it as it is. */
function sampleProposal(world: FuzzWorld, type: string, whose: Whose, id: string, newRequestId: string): Proposal {
  const stream = streamFor(world, type, whose, newRequestId);
  return {
    id,
    stream,
    expectedVersion: stream === `request-${newRequestId}` ? 0 : currentVersion,
    type,
    schema: currentSchemaVersion(eventDefinition(type)!),
    data: structuredClone(samplePayloads[type]!.data),
  };
}

const ids = fc.uuid({ version: 7 });

function templates(world: FuzzWorld, proposers: Proposer[], whose: Whose = 'owner') {
  return fc
    .tuple(fc.constantFrom(...proposers.flatMap(typesBy)), ids, ids)
    .map(([type, id, newRequestId]) => sampleProposal(world, type, whose, id, newRequestId));
}

const envelopeFields = fc.constantFrom('actor', 'version', 'position', 'at', 'audience', 'role', 'userId');
const forgedValues = fc.constantFrom<unknown>({ role: 'admin' }, { role: 'system' }, 'admin', 1, 0, '2026-01-01T00:00:00.000Z', 'public', null);
const payloadFields = fc.constantFrom('priceHalalas', 'amountHalalas', 'paid', 'role', 'actor', 'ownerId', 'userId', 'isAdmin', 'visitsUsed', 'maxVisits', 'invoiceNumber');
const payloadValues = fc.oneof(fc.constantFrom<unknown>(0, 1, -1, true, 'admin', null, 1e21), fc.jsonValue({ maxDepth: 2 }));

/** Forgeries the server refuses from anyone, the admin included. */
function forgedByAnyone(world: FuzzWorld): fc.Arbitrary<Proposal> {
  const base = templates(world, ['owner', 'admin']);
  return fc.oneof(
    fc.tuple(base, envelopeFields, forgedValues).map(([proposal, field, value]) => ({ ...proposal, [field]: value })),
    fc.tuple(base, payloadFields, payloadValues).map(([proposal, field, value]) => {
      const data = proposal.data as Record<string, unknown>;
      return Object.hasOwn(data, field) ? { ...proposal, data: { ...data, forged: value } } : { ...proposal, data: { ...data, [field]: value } };
    }),
    templates(world, ['server']),
    fc.tuple(base, fc.constantFrom<unknown>(0, -1, 99, 1e9, 1.5, '1', null)).map(([proposal, schema]) => ({ ...proposal, schema })),
    fc
      .tuple(base, fc.oneof(fc.constantFrom('request.paidInFull', 'user.madeAdmin', 'settings', '', 'x'.repeat(121)), fc.string({ maxLength: 30 })))
      .filter(([, type]) => eventDefinition(type) === undefined)
      .map(([proposal, type]) => ({ ...proposal, type })),
    fc
      .tuple(base, fc.oneof(fc.constantFrom<unknown>(-1, 1.5, '0', null, 2 ** 53, 1e300), fc.integer({ min: 10_000, max: 2 ** 31 })))
      .map(([proposal, expectedVersion]) => ({ ...proposal, expectedVersion })),
  );
}

/** Forgeries a customer's session may not make (the admin may make some of these). */
function forgedByCustomers(world: FuzzWorld): fc.Arbitrary<Proposal> {
  const { ownerId, ownerRequestStream, victimRequestStream, victimUploadId, victimBooking } = world.ids;
  const victimRequestId = victimRequestStream.slice('request-'.length);
  const proposal = (id: string, stream: string, type: string, data: Record<string, unknown>): Proposal => ({
    id,
    stream,
    expectedVersion: currentVersion,
    type,
    schema: currentSchemaVersion(eventDefinition(type)!),
    data,
  });
  const othersIds = fc.tuple(ids, ids).chain(([id, newRequestId]) =>
    fc.constantFrom(
      { ...sampleProposal(world, 'request.submitted', 'owner', id, newRequestId), data: { ...samplePayloads['request.submitted']!.data, photoId: victimUploadId } },
      proposal(id, ownerRequestStream, 'request.photoAttached', { photoId: victimUploadId }),
      proposal(id, `subscription-${ownerId}`, 'subscription.visitRecorded', { requestId: victimRequestId }),
      proposal(id, `subscription-${ownerId}`, 'subscription.visitRefunded', { requestId: victimRequestId }),
      proposal(id, `chat-user-${ownerId}`, 'chat.read', { upTo: victimBooking.id }),
    ),
  );
  const victimBookingAgain = fc.constant<Proposal>({
    id: victimBooking.id,
    stream: victimBooking.stream,
    expectedVersion: victimBooking.version - 1,
    type: victimBooking.type,
    schema: victimBooking.schema,
    data: victimBooking.data,
  });
  return fc.oneof(templates(world, ['owner'], 'victim'), templates(world, ['admin']), othersIds, victimBookingAgain);
}

/** A batch of up to two events that would pass, with a forged one among them. */
function batch(forged: fc.Arbitrary<Proposal>, companions: fc.Arbitrary<Proposal>) {
  return fc
    .tuple(fc.array(companions, { maxLength: 2 }), forged, fc.nat())
    .map(([valid, bad, at]) => valid.toSpliced(at % (valid.length + 1), 0, bad));
}

/** POST /api/events as a browser of this site sends it, every batch carrying a forgery. */
export function forgedProposals(world: FuzzWorld): fc.Arbitrary<FuzzCase> {
  const companions = templates(world, ['owner', 'admin']).filter((proposal) => samplePayloads[proposal.type as string]!.by !== 'server');
  const fromAnyone = fc.record({ identity: weightedIdentities, events: batch(forgedByAnyone(world), companions) });
  const fromCustomers = fc.record({
    identity: fc.oneof({ arbitrary: fc.constantFrom<Identity>('owner', 'other'), weight: 3 }, fc.constantFrom(...customerSideIdentities)),
    events: batch(forgedByCustomers(world), templates(world, ['owner'])),
  });
  return fc
    .tuple(fc.oneof(fromAnyone, fromCustomers), fc.boolean(), addresses)
    .map(([{ identity, events }, actingAsAdmin, address]): FuzzCase => ({
      method: 'POST',
      path: '/api/events',
      identity,
      garbageCookie: 'sid=0',
      origin: testOrigin,
      contentType: 'application/json',
      actingAsAdmin,
      declareLength: true,
      address,
      body: { kind: 'proposals', events },
    }));
}
