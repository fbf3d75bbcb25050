import { describe, expect, it, vi } from 'vitest';
import type { Actor, MachineEvent } from '../../machines/domain/envelope.ts';
import { eventCatalog } from '../../machines/domain/event-catalog.ts';
import { lookup, type LookupHit, type LookupSource, type RequestHit, type UserHit } from '../../machines/projections/lookup.ts';
import { replay } from '../../machines/stream-decision.ts';
import { machineForStream } from '../../machines/stream-machines.ts';
import { eventLabels } from '../../src/features/admin/event-words.ts';
import { admin, anEvent, system } from './given-events.ts';
import { plumbingVisit } from './sample-payloads.ts';

// Lingui's macros are compiled by the client build; here a descriptor is just its English text.
vi.mock('@lingui/core/macro', () => ({
  msg: (strings: TemplateStringsArray) => ({ id: strings.join(''), message: strings.join('') }),
}));

// Given the admin's log, what one typed query finds in it and the audit trail of each find.
const sara: Actor = { role: 'customer', userId: '1234' };
const omar: Actor = { role: 'customer', userId: '5678' };
const leak = '0193a0a0-0000-7000-8000-0000001f2e3d';
const paint = '0193a0a1-0000-7000-8000-00000000beef';
const omarsLeak = '0193a0a2-0000-7000-8000-000000c0ffee';
const at = (time: string) => `2026-11-22T${time}:00.000Z`;
const booking = (orderNumber: number) => ({ ...plumbingVisit, orderNumber });

const events: Record<string, MachineEvent[]> = {
  'user-1234': [
    anEvent('user.registered', { fullName: 'سارة القحطاني', email: 'Sara@Example.com', mobile: '+966512345678' }, { actor: sara, at: at('06:00') }),
    anEvent('user.loggedIn', {}, { actor: sara, at: at('10:30') }),
  ],
  'user-5678': [
    anEvent('user.registered', { fullName: 'Omar Alharbi', email: 'omar@example.com', mobile: '+966598765432' }, { actor: omar, at: at('06:05') }),
  ],
  'subscription-1234': [
    anEvent('subscription.requested', { plan: 'vip' }, { actor: sara, at: at('06:10') }),
    anEvent('subscription.granted', { plan: 'vip', days: 30, maxVisits: 4, note: '', via: 'admin' }, { actor: admin, at: at('08:00') }),
  ],
  [`request-${leak}`]: [
    anEvent('request.submitted', booking(417), { actor: sara, at: at('07:00') }),
    anEvent('request.offerMade', { priceHalalas: 15_000, adminNote: '' }, { actor: admin, at: at('09:00') }),
  ],
  [`request-${paint}`]: [anEvent('request.submitted', booking(500), { actor: sara, at: at('07:30') })],
  [`request-${omarsLeak}`]: [anEvent('request.submitted', booking(417), { actor: omar, at: at('07:15') })],
  'chat-user-1234': [
    anEvent('chat.greeted', { customerName: 'سارة القحطاني' }, { actor: system, at: at('06:01') }),
    anEvent('chat.messageSent', { text: 'Hello' }, { actor: sara, at: at('08:30') }),
  ],
  [`chat-request-${leak}`]: [anEvent('chat.messageSent', { text: 'We come at ten' }, { actor: admin, at: at('09:05') })],
};

function logOf(streamsEvents: Record<string, MachineEvent[]>): LookupSource {
  const streams = new Map(Object.entries(streamsEvents).map(([stream, list]) => [stream, replay(machineForStream(stream)!, list)]));
  return { streams: () => streams, history: (stream) => streamsEvents[stream] ?? [] };
}

const log = logOf(events);
const now = at('12:00');
const find = (query: string) => lookup(query, log, now);
const users = (hits: LookupHit[]) => hits.filter((hit): hit is UserHit => hit.kind === 'user').map((hit) => hit.customer.userId);
const requests = (hits: LookupHit[]) => hits.filter((hit): hit is RequestHit => hit.kind === 'request').map((hit) => hit.requestId);
const onlyUser = (query: string): UserHit => {
  const hits = find(query);
  expect(hits.map((hit) => hit.kind), `what "${query}" finds`).toEqual(['user']);
  return hits[0] as UserHit;
};

describe('looking a user up', () => {
  it('finds a user by their user id, with their plan, requests and threads', () => {
    const hit = onlyUser('1234');
    expect(hit.customer).toEqual({ userId: '1234', fullName: 'سارة القحطاني', email: 'Sara@Example.com', mobile: '+966512345678' });
    expect(hit.status).toBe('active');
    expect(hit.plan).toMatchObject({ plan: 'vip', visitsUsed: 0, maxVisits: 4, active: true });
    expect(hit.requests.map((request) => [request.number, request.orderNumber])).toEqual([
      ['00BEEF', 500],
      ['1F2E3D', 417],
    ]);
    expect(hit.threads).toEqual(['user-1234', `request-${leak}`]);
  });

  it('says a plan has lapsed once its expiry has passed', () => {
    expect(lookup('1234', log, '2027-01-01T00:00:00.000Z')[0]).toMatchObject({ plan: { active: false } });
  });

  it('finds a user by email whatever the letter case', () => {
    expect(users(find('  SARA@example.COM '))).toEqual(['1234']);
    expect(find('sara@example.org')).toEqual([]);
  });

  it.each([
    ['05xxxxxxxx', '0512345678'],
    ['5xxxxxxxx', '512345678'],
    ['+966 with spaces', '+966 51 234 5678'],
    ['Arabic-Indic digits with spaces', '٠٥١ ٢٣٤ ٥٦٧٨'],
    ['Eastern Arabic-Indic digits', '۰۵۱۲۳۴۵۶۷۸'],
  ])('finds a user by mobile typed as %s', (_how, query) => {
    expect(users(find(query))).toEqual(['1234']);
  });

  it('finds nobody for a user id, email or mobile the log does not hold', () => {
    expect(find('4321')).toEqual([]);
    expect(find('0500000000')).toEqual([]);
    expect(find('')).toEqual([]);
    expect(find('plumbing')).toEqual([]);
  });
});

describe('looking a request up', () => {
  it('shows every request that shares an order number, each with its customer', () => {
    const hits = find('#417') as RequestHit[];
    expect(requests(hits)).toEqual([omarsLeak, leak]);
    expect(hits.map((hit) => hit.customer?.fullName)).toEqual(['Omar Alharbi', 'سارة القحطاني']);
    expect(hits.map((hit) => hit.badge)).toEqual(['pending', 'accepted']);
  });

  it('reads an order number typed in Arabic-Indic digits', () => {
    expect(requests(find('٥٠٠'))).toEqual([paint]);
  });

  it('finds a request by its request number typed in lower case', () => {
    const hits = find('1f2e3d');
    expect(requests(hits)).toEqual([leak]);
    expect(hits[0]).toMatchObject({ number: '1F2E3D', orderNumber: 417, thread: `request-${leak}` });
  });

  it('finds a request by its full id, in any case', () => {
    expect(requests(find(leak.toUpperCase()))).toEqual([leak]);
  });

  it('finds nothing for an order number no request has', () => {
    expect(find('999')).toEqual([]);
  });
});

describe('the audit trail', () => {
  it("merges every stream of a user in time order, each line with its role and record", () => {
    const trail = onlyUser('1234').trail.map((entry) => [entry.type, entry.role, entry.record.kind]);
    expect(trail).toEqual([
      ['user.registered', 'customer', 'account'],
      ['chat.greeted', 'system', 'generalChat'],
      ['subscription.requested', 'customer', 'plan'],
      ['request.submitted', 'customer', 'request'],
      ['request.submitted', 'customer', 'request'],
      ['subscription.granted', 'admin', 'plan'],
      ['chat.messageSent', 'customer', 'generalChat'],
      ['request.offerMade', 'admin', 'request'],
      ['chat.messageSent', 'admin', 'requestChat'],
      ['user.loggedIn', 'customer', 'account'],
    ]);
  });

  it("leaves another customer's request out of a user's trail", () => {
    expect(onlyUser('1234').trail.some((entry) => entry.stream === `request-${omarsLeak}`)).toBe(false);
  });

  it('holds a request’s own stream and thread, naming both by the request number', () => {
    const [hit] = find('1F2E3D') as RequestHit[];
    expect(hit!.trail.map((entry) => [entry.type, entry.role, entry.at])).toEqual([
      ['request.submitted', 'customer', at('07:00')],
      ['request.offerMade', 'admin', at('09:00')],
      ['chat.messageSent', 'admin', at('09:05')],
    ]);
    expect(hit!.trail.map((entry) => entry.record)).toEqual([
      { kind: 'request', requestNumber: '1F2E3D' },
      { kind: 'request', requestNumber: '1F2E3D' },
      { kind: 'requestChat', requestNumber: '1F2E3D' },
    ]);
  });

  it('marks an event not yet accepted by the server as pending', () => {
    const sent = { ...anEvent('request.cancelled', {}, { actor: sara, at: at('11:00') }), pending: true };
    const withPending = { ...events, [`request-${paint}`]: [...events[`request-${paint}`]!, sent] };
    const [hit] = lookup('00beef', logOf(withPending), now) as RequestHit[];
    expect(hit!.trail.map((entry) => entry.pending)).toEqual([false, true]);
  });
});

describe('the words of the audit trail', () => {
  it('names every event type of the catalog', () => {
    const unnamed = Object.keys(eventCatalog).filter((type) => !Object.hasOwn(eventLabels, type));
    expect(unnamed, 'event types without a label in src/features/admin/event-words.ts').toEqual([]);
  });

  it('names no two event types alike', () => {
    const names = Object.values(eventLabels).map((label) => label.message);
    expect(new Set(names).size).toBe(names.length);
  });
});
