import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import { adminRequestRows } from '../../machines/projections/admin-requests.ts';
import { filterRequests, noFilters, type RequestFilters } from '../../machines/projections/request-filters.ts';
import { replay } from '../../machines/stream-decision.ts';
import { requestMachine } from '../../machines/request.machine.ts';
import { userMachine } from '../../machines/user.machine.ts';
import type { MachineEvent } from '../../machines/domain/envelope.ts';
import type { RequestSubmittedWithDrawnNumber } from '../../machines/domain/request-events.ts';
import { admin, anEvent } from './given-events.ts';
import { plumbingVisit } from './sample-payloads.ts';

// Given customers and their requests in the admin's log, when the admin filters or searches
// the Requests tab, then only the matching requests remain, newest first.
const customers = {
  '1001': { fullName: 'سارة القحطاني', email: 'sara@example.com', mobile: '+966512345678' },
  '1002': { fullName: 'Omar Alharbi', email: 'omar.h@example.test', mobile: '+966598765432' },
};

function requestStream(ownerId: string, booking: Partial<RequestSubmittedWithDrawnNumber>, offered?: number): AnyMachineSnapshot {
  const events: MachineEvent[] = [anEvent('request.submitted', { ...plumbingVisit, ...booking }, { actor: { role: 'customer', userId: ownerId } })];
  if (offered !== undefined) {
    events.push(anEvent('request.offerMade', { priceHalalas: offered, adminNote: '' }, { actor: admin, at: '2026-11-22T10:00:00.000Z' }));
  }
  return replay(requestMachine, events);
}

function theLog(): Map<string, AnyMachineSnapshot> {
  const streams = new Map<string, AnyMachineSnapshot>();
  for (const [id, data] of Object.entries(customers)) {
    streams.set(`user-${id}`, replay(userMachine, [anEvent('user.registered', data, { actor: { role: 'system' } })]));
  }
  // UUIDv7 ids: a later id is a newer request.
  streams.set('request-0190a000-0000-7000-8000-00000000c9e1', requestStream('1001', { orderNumber: 417 }));
  streams.set(
    'request-0190b000-0000-7000-8000-0000000b2c55',
    requestStream('1002', { orderNumber: 523, services: ['ac'], preferredDate: '2026-11-28', phone: '+966500000001' }, 15_050),
  );
  return streams;
}

const search = (text: string, extra: Partial<RequestFilters> = {}) =>
  filterRequests(adminRequestRows(theLog()), { ...noFilters, ...extra, search: text }).map((row) => row.request.orderNumber);

describe('the admin Requests tab rows', () => {
  it('lists every request newest first, each with its customer from the user stream', () => {
    const rows = adminRequestRows(theLog());
    expect(rows.map((row) => [row.request.orderNumber, row.customer.fullName, row.badge])).toEqual([
      [523, 'Omar Alharbi', 'accepted'],
      [417, 'سارة القحطاني', 'pending'],
    ]);
    expect(rows[0]!.number).toBe('0B2C55');
  });

  it('shows a request whose customer stream has not arrived yet with an empty customer', () => {
    const streams = theLog();
    streams.delete('user-1002');
    expect(adminRequestRows(streams)[0]!.customer).toEqual({ fullName: '', email: '', mobile: '' });
  });
});

describe('filtering the requests', () => {
  it('keeps everything with no filter and an empty search', () => {
    expect(search('')).toEqual([523, 417]);
  });

  it('keeps only the requests with the chosen status badge', () => {
    expect(search('', { status: 'pending' })).toEqual([417]);
    expect(search('', { status: 'accepted' })).toEqual([523]);
    expect(search('', { status: 'paid' })).toEqual([]);
  });

  it('keeps only the requests for the chosen service', () => {
    expect(search('', { service: 'ac' })).toEqual([523]);
    expect(search('', { service: 'electrical' })).toEqual([]);
  });

  it('keeps only the chosen type of request', () => {
    expect(search('', { kind: 'general' })).toEqual([523, 417]);
  });

  it('keeps preferred dates from and to the chosen days, both included', () => {
    expect(search('', { from: '2026-11-25' })).toEqual([523]);
    expect(search('', { to: '2026-11-24' })).toEqual([417]);
    expect(search('', { from: '2026-11-24', to: '2026-11-28' })).toEqual([523, 417]);
    expect(search('', { from: '2026-11-29' })).toEqual([]);
  });
});

describe('searching the requests', () => {
  it('finds a customer by part of their name, whatever the case', () => {
    expect(search('omar')).toEqual([523]);
    expect(search('ALHARBI')).toEqual([523]);
  });

  it('finds an Arabic name typed with another alef or ta marbuta form, or with diacritics', () => {
    expect(search('سارة')).toEqual([417]);
    expect(search('ساره')).toEqual([417]);
    expect(search('القَحطاني')).toEqual([417]);
    expect(search('ألقحطاني')).toEqual([417]);
  });

  it('finds a customer by email', () => {
    expect(search('omar.h@')).toEqual([523]);
  });

  it('finds a mobile typed the Saudi way, the international way, or in Arabic-Indic digits', () => {
    expect(search('0598765432')).toEqual([523]);
    expect(search('+966 59 876 5432')).toEqual([523]);
    expect(search('٠٥١٢٣٤٥٦٧٨')).toEqual([417]);
  });

  it('finds the booking contact number too', () => {
    expect(search('0500000001')).toEqual([523]);
  });

  it('finds an order number only when it is the whole number', () => {
    expect(search('417')).toEqual([417]);
    expect(search('41')).toEqual([]);
  });

  it('finds a request number, upper or lower case', () => {
    expect(search('0B2C55')).toEqual([523]);
    expect(search('0b2c55')).toEqual([523]);
  });

  it('combines the search with the filters', () => {
    expect(search('omar', { status: 'pending' })).toEqual([]);
  });
});
