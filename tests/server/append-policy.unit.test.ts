import { describe, expect, it } from 'vitest';
import type { Actor } from '../../machines/domain/envelope.ts';
import { eventCatalog } from '../../machines/domain/event-catalog.ts';
import { parseStream } from '../../machines/domain/streams.ts';
import { appendPolicyTypes, mayAppend, readableAudiences, streamAudience, type Origin } from '../../server/policy/append-policy.ts';

// Who may append which event type to which stream, written out in full: a policy change
// must change this table too. Customer 1234 owns user-1234; customer 5678 is someone else.
// The first four propose from a browser; `server` is the server's own path (sign-in,
// payments, the chat reactors).
const owner: Actor = { role: 'customer', userId: '1234' };
const otherCustomer: Actor = { role: 'customer', userId: '5678' };
const admin: Actor = { role: 'admin', userId: '0190a1b2-admin' };
const system: Actor = { role: 'system' };
const proposing = (actor: Actor) => ({ actor, origin: 'proposal' as const });
const authors = {
  owner: proposing(owner),
  otherCustomer: proposing(otherCustomer),
  admin: proposing(admin),
  system: proposing(system),
  server: { actor: system, origin: 'server' as const },
};
type Who = keyof typeof authors;

// The stream each type is appended to in the table: the owner's user or subscription stream,
// `settings`, a request stream that customer 1234 opened (its owner is known from its state),
// that customer's general chat thread, or a technician's stream (admins only).
const ownersRequest = 'request-019a0000-0000-7000-8000-000000000001';
const streamOf = (type: string) =>
  ({ settings: 'settings', request: ownersRequest, subscription: 'subscription-1234', chat: 'chat-user-1234', technician: 'technician-ahmed-plumber', invoices: 'invoices' })[eventCatalog[type]!.stream as string] ??
  'user-1234';
const audienceOf = (stream: string) => (stream === ownersRequest ? '1234' : undefined);

// As the append path asks: the name read once at the edge, a name no stream has refused there.
const mayAppendTo = (author: { actor: Actor; origin: Origin }, type: string, name: string, audience?: string) => {
  const stream = parseStream(name);
  return stream !== null && mayAppend(author, type, stream, audience);
};
const audienceOfName = (name: string) => {
  const stream = parseStream(name);
  return stream && streamAudience(stream);
};

const mayAppendTable: Record<string, Record<Who, boolean>> = {
  'user.registered': { owner: false, otherCustomer: false, admin: false, system: false , server: true },
  'user.loggedIn': { owner: false, otherCustomer: false, admin: false, system: false , server: true },
  'user.createdByAdmin': { owner: false, otherCustomer: false, admin: true, system: false , server: false },
  'user.profileUpdated': { owner: true, otherCustomer: false, admin: true, system: false , server: false },
  'user.suspended': { owner: false, otherCustomer: false, admin: true, system: false , server: false },
  'user.reinstated': { owner: false, otherCustomer: false, admin: true, system: false , server: false },
  'user.languageChosen': { owner: true, otherCustomer: false, admin: false, system: false , server: true },
  'user.notificationChannelsChosen': { owner: true, otherCustomer: false, admin: false, system: false , server: false },
  'user.notificationsSeen': { owner: true, otherCustomer: false, admin: false, system: false , server: false },
  'user.privacyNoticeAccepted': { owner: true, otherCustomer: false, admin: false, system: false , server: true },
  'user.dataExported': { owner: false, otherCustomer: false, admin: false, system: false , server: true },
  'user.deletionRequested': { owner: false, otherCustomer: false, admin: false, system: false, server: true },
  'user.erased': { owner: false, otherCustomer: false, admin: false, system: false, server: true },
  'user.pushSubscribed': { owner: false, otherCustomer: false, admin: false, system: false, server: true },
  'user.pushUnsubscribed': { owner: true, otherCustomer: false, admin: false, system: false, server: true },
  'user.addressSaved': { owner: true, otherCustomer: false, admin: false, system: false , server: false },
  'user.addressEdited': { owner: true, otherCustomer: false, admin: false, system: false , server: false },
  'user.addressRemoved': { owner: true, otherCustomer: false, admin: false, system: false , server: false },
  'request.submitted': { owner: true, otherCustomer: false, admin: false, system: false , server: false },
  'request.numbered': { owner: false, otherCustomer: false, admin: false, system: false , server: true },
  'request.offerMade': { owner: false, otherCustomer: false, admin: true, system: false , server: false },
  'request.declined': { owner: false, otherCustomer: false, admin: true, system: false , server: false },
  'request.offerAccepted': { owner: true, otherCustomer: false, admin: false, system: false , server: false },
  'request.offerRejected': { owner: true, otherCustomer: false, admin: false, system: false , server: false },
  'request.cancelled': { owner: true, otherCustomer: false, admin: false, system: false , server: false },
  'request.visitCancelled': { owner: true, otherCustomer: false, admin: false, system: false , server: false },
  'request.paid': { owner: false, otherCustomer: false, admin: false, system: false , server: true },
  'request.completed': { owner: false, otherCustomer: false, admin: true, system: false , server: false },
  'request.photoAttached': { owner: true, otherCustomer: false, admin: false, system: false , server: false },
  'request.chargeRefunded': { owner: false, otherCustomer: false, admin: false, system: false , server: true },
  'request.chargeRefundFailed': { owner: false, otherCustomer: false, admin: false, system: false , server: true },
  'subscription.requested': { owner: true, otherCustomer: false, admin: false, system: false , server: false },
  'subscription.granted': { owner: false, otherCustomer: false, admin: true, system: false , server: true },
  'subscription.extended': { owner: false, otherCustomer: false, admin: true, system: false , server: false },
  'subscription.revoked': { owner: false, otherCustomer: false, admin: true, system: false , server: false },
  'subscription.technicianDedicated': { owner: false, otherCustomer: false, admin: true, system: false , server: false },
  'subscription.visitRecorded': { owner: true, otherCustomer: false, admin: false, system: false , server: false },
  'subscription.visitRefunded': { owner: true, otherCustomer: false, admin: true, system: false , server: false },
  'subscription.chargeRefunded': { owner: false, otherCustomer: false, admin: false, system: false , server: true },
  'subscription.chargeRefundFailed': { owner: false, otherCustomer: false, admin: false, system: false , server: true },
  'chat.greeted': { owner: false, otherCustomer: false, admin: false, system: false , server: true },
  'chat.messageSent': { owner: true, otherCustomer: false, admin: true, system: false , server: false },
  'chat.autoReplied': { owner: false, otherCustomer: false, admin: false, system: false , server: true },
  'chat.read': { owner: true, otherCustomer: false, admin: true, system: false , server: false },
  'settings.plansUpdated': { owner: false, otherCustomer: false, admin: true, system: false , server: false },
  'settings.supportNumberChanged': { owner: false, otherCustomer: false, admin: true, system: false , server: false },
  'settings.workingHoursChanged': { owner: false, otherCustomer: false, admin: true, system: false , server: false },
  'settings.autoReplySwitched': { owner: false, otherCustomer: false, admin: true, system: false , server: false },
  'settings.companyChanged': { owner: false, otherCustomer: false, admin: true, system: false , server: false },
  'settings.offerPublished': { owner: false, otherCustomer: false, admin: true, system: false , server: false },
  'settings.offerWithdrawn': { owner: false, otherCustomer: false, admin: true, system: false , server: false },
  'request.appointmentConfirmed': { owner: false, otherCustomer: false, admin: true, system: false , server: false },
  'request.visitRescheduled': { owner: true, otherCustomer: false, admin: false, system: false , server: false },
  'request.technicianOnTheWay': { owner: false, otherCustomer: false, admin: true, system: false , server: false },
  'request.technicianArrived': { owner: false, otherCustomer: false, admin: true, system: false , server: false },
  'request.reviewed': { owner: true, otherCustomer: false, admin: false, system: false , server: false },
  'request.reviewEdited': { owner: true, otherCustomer: false, admin: false, system: false , server: false },
  'settings.visitRulesChanged': { owner: false, otherCustomer: false, admin: true, system: false , server: false },
  'technician.added': { owner: false, otherCustomer: false, admin: true, system: false , server: false },
  'technician.changed': { owner: false, otherCustomer: false, admin: true, system: false , server: false },
  'technician.deactivated': { owner: false, otherCustomer: false, admin: true, system: false , server: false },
  'technician.reactivated': { owner: false, otherCustomer: false, admin: true, system: false , server: false },
  'technician.visitAssigned': { owner: false, otherCustomer: false, admin: true, system: false , server: true },
  'technician.visitReleased': { owner: false, otherCustomer: false, admin: true, system: false , server: true },
  'invoice.issued': { owner: false, otherCustomer: false, admin: false, system: false , server: true },
  'invoice.reported': { owner: false, otherCustomer: false, admin: false, system: false , server: true },
};

describe('the append policy', () => {
  it('has a row in this table for every event type of the catalog, and no other', () => {
    expect(Object.keys(mayAppendTable).sort()).toEqual(Object.keys(eventCatalog).sort());
  });

  it('has a policy row for every event type of the catalog, and none for a type the catalog lacks', () => {
    expect([...appendPolicyTypes].sort()).toEqual(Object.keys(eventCatalog).sort());
  });

  const cases = Object.entries(mayAppendTable).flatMap(([type, row]) =>
    (Object.keys(row) as Who[]).map((who) => ({ type, who, stream: streamOf(type), allowed: row[who] })),
  );
  it.each(cases)('$type on $stream by $who: allowed $allowed', ({ type, who, stream, allowed }) => {
    expect(mayAppendTo(authors[who], type, stream, audienceOf(stream))).toBe(allowed);
  });

  it('lets a customer append to their own stream only: never to user-5678, a 5-digit look-alike or settings', () => {
    expect(mayAppendTo(authors.owner, 'user.profileUpdated', 'user-1234')).toBe(true);
    expect(mayAppendTo(authors.owner, 'user.profileUpdated', 'user-5678')).toBe(false);
    expect(mayAppendTo(authors.owner, 'user.profileUpdated', 'user-12345')).toBe(false);
    expect(mayAppendTo(authors.owner, 'user.profileUpdated', 'settings')).toBe(false);
    expect(mayAppendTo(authors.owner, 'user.profileUpdated', 'user-1234 ')).toBe(false);
  });

  it('refuses a customer session that carries no user id, even on a stream with no owner', () => {
    expect(mayAppendTo(proposing({ role: 'customer' }), 'user.profileUpdated', 'user-1234')).toBe(false);
    expect(mayAppendTo(proposing({ role: 'customer' }), 'user.profileUpdated', 'not-a-stream')).toBe(false);
  });

  it('refuses types it has no row for, including names every object inherits', () => {
    for (const type of ['request.refunded', 'constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(mayAppendTo(authors.server, type, 'settings'), type).toBe(false);
      expect(mayAppendTo(authors.admin, type, 'settings'), type).toBe(false);
      expect(mayAppendTo(authors.owner, type, 'user-1234'), type).toBe(false);
    }
  });
});

describe('the audience of a stream', () => {
  it('is public for settings, the customer for their user, subscription and general chat streams, and none otherwise', () => {
    expect(audienceOfName('settings')).toBe('public');
    expect(audienceOfName('user-1234')).toBe('1234');
    expect(audienceOfName('subscription-56789')).toBe('56789');
    expect(audienceOfName('chat-user-1234')).toBe('1234');
    expect(audienceOfName('chat-request-019a0000-0000-7000-8000-000000000001')).toBeNull();
    expect(audienceOfName('request-019a0000-0000-7000-8000-000000000001')).toBeNull();
    expect(audienceOfName('technician-ahmed-plumber')).toBe('company');
    expect(audienceOfName('invoices')).toBe('company');
    expect(audienceOfName('user-0123')).toBeNull();
    expect(audienceOfName('no-such-stream')).toBeNull();
  });
});

describe('what a session may read', () => {
  it('gives an admin every audience', () => {
    expect(readableAudiences(admin)).toBeUndefined();
  });

  it('gives a customer the public log and their own events, no one else’s', () => {
    expect(readableAudiences(owner)).toEqual(['public', '1234']);
    expect(readableAudiences(otherCustomer)).toEqual(['public', '5678']);
  });

  it("never gives a customer the company's own streams (technicians' mobiles and schedules)", () => {
    expect(readableAudiences(owner)).not.toContain(streamAudience(parseStream('technician-ahmed-plumber')!));
    expect(readableAudiences(owner)).not.toContain(streamAudience(parseStream('invoices')!));
  });

  it('gives a customer without a user id the public log only', () => {
    expect(readableAudiences({ role: 'customer' })).toEqual(['public']);
  });
});
