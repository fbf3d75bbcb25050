import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { Actor, MachineEvent } from '../../machines/domain/envelope.ts';
import { erasedCustomerName } from '../../machines/domain/personal-fields.ts';
import { userDetail } from '../../machines/projections/admin-user-detail.ts';
import { userRows, type UserRow } from '../../machines/projections/admin-users.ts';
import { findUsers, noUserFilters, type UserFilters } from '../../machines/projections/user-filters.ts';
import { chatMachine } from '../../machines/chat.machine.ts';
import { requestMachine } from '../../machines/request.machine.ts';
import { replay } from '../../machines/stream-decision.ts';
import { subscriptionMachine } from '../../machines/subscription.machine.ts';
import { userMachine } from '../../machines/user.machine.ts';
import { admin, anEvent } from './given-events.ts';
import { plumbingVisit } from './sample-payloads.ts';

// The admin's Users tab: one row per customer from the admin's log, searched, filtered and
// paged; and one customer's page.
const now = '2026-11-22T09:00:00.000Z';
const customer = (userId: string): Actor => ({ role: 'customer', userId });
const mobileOf = (userId: string) => `+9665${userId.padStart(5, '0')}${userId.slice(-3).padStart(3, '0')}`;

function registered(userId: string, fullName: string, options: { at?: string; mobile?: string; more?: MachineEvent[] } = {}) {
  const data = { fullName, email: `user${userId}@example.com`, mobile: options.mobile ?? mobileOf(userId) };
  const at = options.at ?? '2026-11-01T08:00:00.000Z';
  return replay(userMachine, [anEvent('user.registered', data, { actor: customer(userId), at }), ...(options.more ?? [])]);
}

const granted = (plan: 'vip' | 'vip-plus', at: string, days = 30) =>
  anEvent('subscription.granted', { plan, days, maxVisits: plan === 'vip' ? 4 : 8, note: '', via: 'admin' }, { actor: admin, at });

const requestBy = (userId: string) =>
  replay(requestMachine, [anEvent('request.submitted', plumbingVisit, { actor: customer(userId), at: '2026-11-22T08:00:00.000Z' })]);

const ids = (rows: readonly UserRow[]) => rows.map((row) => row.userId);
const find = (rows: readonly UserRow[], filters: Partial<UserFilters>, page = 1) => findUsers(rows, { ...noUserFilters, ...filters }, page);

describe('the Users tab rows', () => {
  const streams = new Map<string, AnyMachineSnapshot>([
    ['user-1001', registered('1001', 'نورة الدوسري', { at: '2026-11-01T08:00:00.000Z', mobile: '+966512345678' })],
    ['user-1002', registered('1002', 'Omar Alharbi', { at: '2026-11-03T08:00:00.000Z' })],
    [
      'user-1003',
      registered('1003', 'أحمد القحطاني', {
        at: '2026-11-02T08:00:00.000Z',
        more: [anEvent('user.suspended', { reason: 'Unpaid visits' }, { actor: admin, at: '2026-11-10T08:00:00.000Z' })],
      }),
    ],
    [
      'user-1004',
      replay(userMachine, [
        anEvent('user.createdByAdmin', { fullName: 'Huda Alotaibi', email: 'huda@example.com', mobile: '+966500000004' }, { actor: admin, at: '2026-11-04T08:00:00.000Z' }),
      ]),
    ],
    ['subscription-1001', replay(subscriptionMachine, [granted('vip', '2026-11-20T08:00:00.000Z')])],
    ['subscription-1002', replay(subscriptionMachine, [granted('vip-plus', '2026-11-21T08:00:00.000Z')])],
    // Granted for 30 days on 1 October: lapsed by 22 November.
    ['subscription-1003', replay(subscriptionMachine, [granted('vip', '2026-10-01T08:00:00.000Z')])],
    ['request-0193a0a0-0000-7000-8000-000000000001', requestBy('1001')],
    ['request-0193a0a0-0000-7000-8000-000000000002', requestBy('1001')],
    ['request-0193a0a0-0000-7000-8000-000000000003', requestBy('1002')],
  ]);
  const rows = userRows(streams, now);

  it('lists every customer once, the newest account first', () => {
    expect(ids(rows)).toEqual(['1004', '1002', '1003', '1001']);
  });

  it('gives each customer their state, plan in force, visits and number of requests', () => {
    const byId = new Map(rows.map((row) => [row.userId, row]));
    expect(byId.get('1001')).toMatchObject({ state: 'active', plan: 'vip', expiresAt: '2026-12-20T08:00:00.000Z', visitsUsed: 0, maxVisits: 4, requests: 2 });
    expect(byId.get('1002')).toMatchObject({ state: 'active', plan: 'vip-plus', maxVisits: 8, requests: 1 });
    expect(byId.get('1003')).toMatchObject({ state: 'suspended', suspensionReason: 'Unpaid visits', plan: null, expiresAt: null, requests: 0 });
    expect(byId.get('1004')).toMatchObject({ state: 'unclaimed', fullName: 'Huda Alotaibi', plan: null, requests: 0 });
  });

  it('counts registering as the last time a customer was seen, and an account the admin made as never seen', () => {
    const byId = new Map(rows.map((row) => [row.userId, row]));
    expect(byId.get('1002')?.lastSeen).toBe('2026-11-03T08:00:00.000Z');
    expect(byId.get('1004')?.lastSeen).toBeNull();
  });

  it('finds an Arabic name typed with another form of its letters', () => {
    expect(ids(find(rows, { search: 'نوره' }).rows)).toEqual(['1001']);
    expect(ids(find(rows, { search: 'احمد' }).rows)).toEqual(['1003']);
  });

  it('finds a customer by id, by email and by mobile typed in Arabic-Indic digits with its leading zero', () => {
    expect(ids(find(rows, { search: '1002' }).rows)[0]).toBe('1002');
    expect(ids(find(rows, { search: 'HUDA@example' }).rows)).toEqual(['1004']);
    expect(ids(find(rows, { search: '٠٥١٢٣٤٥٦٧٨' }).rows)).toEqual(['1001']);
    expect(find(rows, { search: 'nobody like this' }).found).toBe(0);
  });

  it('narrows to a plan in force, or to customers without one (an expired plan counts as none)', () => {
    expect(ids(find(rows, { plan: 'vip' }).rows)).toEqual(['1001']);
    expect(ids(find(rows, { plan: 'vip-plus' }).rows)).toEqual(['1002']);
    expect(ids(find(rows, { plan: 'none' }).rows)).toEqual(['1004', '1003']);
  });

  it('narrows to suspended customers or to the others', () => {
    expect(ids(find(rows, { suspended: 'suspended' }).rows)).toEqual(['1003']);
    expect(ids(find(rows, { suspended: 'notSuspended' }).rows)).toEqual(['1004', '1002', '1001']);
  });
});

describe('a deleted customer in the Users tab', () => {
  const erasure = [
    anEvent('user.deletionRequested', {}, { actor: customer('1005'), at: '2026-11-20T08:00:00.000Z' }),
    anEvent('user.erased', {}, { actor: customer('1005'), at: '2026-11-20T08:00:00.000Z' }),
  ];
  const streams = new Map<string, AnyMachineSnapshot>([
    ['user-1005', registered('1005', 'Lina Alharbi', { at: '2026-11-05T08:00:00.000Z', more: erasure })],
    ['subscription-1005', replay(subscriptionMachine, [granted('vip', '2026-11-19T08:00:00.000Z')])],
  ]);
  const rows = userRows(streams, now);

  it('given an erased customer, then their row keeps their id and dates and nothing personal, with no plan', () => {
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: '1005',
      state: 'erased',
      fullName: erasedCustomerName,
      email: '',
      mobile: '',
      plan: null,
      createdAt: '2026-11-05T08:00:00.000Z',
      erasedAt: '2026-11-20T08:00:00.000Z',
    });
    expect(JSON.stringify(rows[0])).not.toMatch(/lina|1005@example/i);
  });

  it('given an erased customer, then they are found by their id, not by their old name', () => {
    expect(ids(find(rows, { search: '1005' }).rows)).toEqual(['1005']);
    expect(find(rows, { search: 'lina' }).found).toBe(0);
  });

  it('given an erased customer, when their page is opened, then it holds their row as the list keeps it, nothing personal', () => {
    const detail = userDetail(streams, '1005', now)!;

    expect(detail.user).toEqual(rows[0]);
    expect(JSON.stringify(detail)).not.toMatch(/lina|1005@example/i);
  });
});

describe('paging the Users tab', () => {
  const many = Array.from({ length: 60 }, (_, index) => String(2000 + index));
  const streams = new Map<string, AnyMachineSnapshot>(many.map((userId) => [`user-${userId}`, registered(userId, `Customer ${userId}`)]));
  const rows = userRows(streams, now);

  it('shows 25 a page, the last page holding the rest, and counts all that were found', () => {
    expect(find(rows, {}, 1)).toMatchObject({ found: 60, page: 1, pages: 3 });
    expect(find(rows, {}, 1).rows).toHaveLength(25);
    expect(ids(find(rows, {}, 3).rows)).toEqual(many.slice(50));
  });

  it('keeps a page number past the end on the last page, and one before the start on the first', () => {
    expect(find(rows, {}, 9)).toMatchObject({ page: 3, pages: 3 });
    expect(find(rows, {}, 0)).toMatchObject({ page: 1 });
    expect(find(rows, { search: 'nobody like this' }, 2)).toMatchObject({ rows: [], found: 0, page: 1, pages: 1 });
  });
});

describe('one customer’s page', () => {
  const requestId = '0193a0a0-0000-7000-8000-0000000000aa';
  const streams = new Map<string, AnyMachineSnapshot>([
    ['user-1234', registered('1234', 'Sara', { more: [anEvent('user.loggedIn', {}, { actor: customer('1234'), at: '2026-11-21T18:00:00.000Z' })] })],
    ['user-5678', registered('5678', 'Omar')],
    [`request-${requestId}`, requestBy('1234')],
    ['request-0193a0a0-0000-7000-8000-0000000000bb', requestBy('5678')],
    // Written before her last sign-in, which is then when she was last seen.
    [`chat-request-${requestId}`, replay(chatMachine, [anEvent('chat.messageSent', { text: 'When?' }, { actor: customer('1234'), at: '2026-11-21T10:00:00.000Z' })])],
    ['chat-user-1234', replay(chatMachine, [anEvent('chat.messageSent', { text: 'Hello' }, { actor: customer('1234'), at: '2026-11-21T10:05:00.000Z' })])],
    ['chat-user-5678', replay(chatMachine, [anEvent('chat.messageSent', { text: 'Hi' }, { actor: customer('5678') })])],
  ]);

  it('holds their profile, last sign-in, their own requests and the threads they wrote in', () => {
    const detail = userDetail(streams, '1234', now)!;
    expect(detail.user).toMatchObject({ fullName: 'Sara', lastSeen: '2026-11-21T18:00:00.000Z', requests: 1 });
    expect(detail.requests.map((row) => row.requestId)).toEqual([requestId]);
    expect(detail.threads.map((row) => row.stream).sort()).toEqual([`chat-request-${requestId}`, 'chat-user-1234']);
  });

  it('is not found for an id the log does not hold', () => {
    expect(userDetail(streams, '9999', now)).toBeUndefined();
  });
});

describe('the Users tab with 10,000 customers', () => {
  // Every 7th customer holds a VIP plan, every 11th is suspended; every 50th has an Arabic name.
  const count = 10_000;
  const userIdOf = (index: number) => String(10_000 + index);
  const streams = new Map<string, AnyMachineSnapshot>();
  for (let index = 0; index < count; index += 1) {
    const userId = userIdOf(index);
    const fullName = index % 50 === 0 ? `عبدالله الشهري ${index}` : `Customer ${index}`;
    const more = index % 11 === 0 ? [anEvent('user.suspended', {}, { actor: admin })] : [];
    const at = new Date(Date.parse('2026-01-01T00:00:00.000Z') + index * 60_000).toISOString();
    streams.set(`user-${userId}`, registered(userId, fullName, { at, mobile: `+9665${String(index).padStart(8, '0')}`, more }));
    if (index % 7 === 0) streams.set(`subscription-${userId}`, replay(subscriptionMachine, [granted('vip', '2026-11-20T08:00:00.000Z')]));
  }

  it('finds, filters and pages exactly the customers that match', () => {
    const rows = userRows(streams, now);
    expect(rows).toHaveLength(count);

    const expected = Array.from({ length: count }, (_, index) => index)
      .filter((index) => index % 50 === 0 && index % 7 === 0 && index % 11 !== 0)
      .reverse()
      .map(userIdOf);
    const filters: UserFilters = { search: 'الشهرى', plan: 'vip', suspended: 'notSuspended' };
    const first = findUsers(rows, filters, 1, 5);
    expect(first.found).toBe(expected.length);
    expect(first.pages).toBe(Math.ceil(expected.length / 5));
    expect(ids(first.rows)).toEqual(expected.slice(0, 5));
    expect(ids(findUsers(rows, filters, first.pages, 5).rows)).toEqual(expected.slice((first.pages - 1) * 5));

    expect(ids(find(rows, { search: '٠٥٠٠٠٠٩٩٩٩' }).rows)).toEqual([userIdOf(9999)]);
    const suspendedWithoutPlan = find(rows, { plan: 'none', suspended: 'suspended' });
    expect(suspendedWithoutPlan.found).toBe(Array.from({ length: count }, (_, index) => index).filter((index) => index % 11 === 0 && index % 7 !== 0).length);
    expect(suspendedWithoutPlan.rows).toHaveLength(25);
  });
});
