import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { Actor } from '../../machines/domain/envelope.ts';
import { adminRequestRows } from '../../machines/projections/admin-requests.ts';
import { userRows } from '../../machines/projections/admin-users.ts';
import { byteOrderMark, csvCell, csvDocument } from '../../machines/projections/analytics-csv.ts';
import { requestsCsv, requestsSubmittedIn, type RequestsCsvWords } from '../../machines/projections/analytics-requests-csv.ts';
import { usersCsv, type UsersCsvWords } from '../../machines/projections/analytics-users-csv.ts';
import { requestMachine } from '../../machines/request.machine.ts';
import { replay } from '../../machines/stream-decision.ts';
import { subscriptionMachine } from '../../machines/subscription.machine.ts';
import { userMachine } from '../../machines/user.machine.ts';
import { admin, anEvent, system } from './given-events.ts';
import { paidWith, plumbingVisit } from './sample-payloads.ts';

// The requests and users spreadsheets the admin downloads: RFC 4180, UTF-8 with a BOM, and
// no cell a spreadsheet would run as a formula.
const customer = (userId: string): Actor => ({ role: 'customer', userId });
const registered = (userId: string, fullName: string, email: string, mobile: string) =>
  replay(userMachine, [anEvent('user.registered', { fullName, email, mobile }, { actor: customer(userId), at: '2026-11-01T08:00:00.000Z' })]);

const requestWords: RequestsCsvWords = {
  headers: {
    requestNumber: 'Request number',
    orderNumber: 'Order number',
    submittedAt: 'Submitted',
    customerName: 'Customer name',
    email: 'Email',
    mobile: 'Mobile',
    services: 'Services',
    status: 'Status',
    priceSar: 'Price (SAR)',
    paidAt: 'Paid at',
    invoice: 'Invoice',
  },
  services: (services) => services.join(' and '),
  status: (badge) => badge,
};

const userWords: UsersCsvWords = {
  headers: {
    userId: 'User ID',
    fullName: 'Full name',
    email: 'Email',
    mobile: 'Mobile',
    plan: 'Plan',
    expiresAt: 'Expiry',
    requests: 'Requests',
    lastSeen: 'Last seen',
  },
  plan: (plan) => (plan === 'vip' ? 'VIP' : 'VIP Plus'),
};

/** The lines of a file, without its BOM and its last line break. */
const linesOf = (file: string) => file.slice(1).split('\r\n').slice(0, -1);

describe('a CSV cell', () => {
  it('given text with a comma, a quote or a line break, when written, then it is quoted with its quotes doubled', () => {
    expect(csvCell('Al-Harbi, "Abu Omar"')).toBe('"Al-Harbi, ""Abu Omar"""');
    expect(csvCell('first line\r\nsecond')).toBe('"first line\r\nsecond"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('given text a spreadsheet would run as a formula, when written, then a leading apostrophe keeps it text', () => {
    expect(csvCell('=HYPERLINK("http://evil.test","click")')).toBe(`"'=HYPERLINK(""http://evil.test"",""click"")"`);
    expect(['+966512345678', '-1+2', '@SUM(A1)', '\t=1', '\r=1'].map(csvCell)).toEqual([
      "'+966512345678",
      "'-1+2",
      "'@SUM(A1)",
      "'\t=1",
      `"'\r=1"`,
    ]);
  });

  it('given a number or nothing, when written, then it is the number as is or an empty cell', () => {
    expect(csvDocument([[417, null, -3]])).toBe(`${byteOrderMark}417,,-3\r\n`);
  });
});

describe('the requests spreadsheet', () => {
  const requestId = '0193a0a0-0000-7000-8000-0000000abc12';
  const streams = new Map<string, AnyMachineSnapshot>([
    ['user-1001', registered('1001', 'نورة الدوسري', 'noura@example.com', '+966512345678')],
    ['user-1002', registered('1002', 'Smith, John "Jack"', 'john@example.com', '+966500000002')],
    [
      `request-${requestId}`,
      replay(requestMachine, [
        anEvent('request.submitted', plumbingVisit, { actor: customer('1001'), at: '2026-11-22T08:00:00.000Z' }),
        anEvent('request.numbered', { orderNumber: 1417 }, { actor: system, at: '2026-11-22T08:00:00.000Z' }),
        anEvent('request.offerMade', { priceHalalas: 15_050, adminNote: '' }, { actor: admin, at: '2026-11-22T09:00:00.000Z' }),
        anEvent('request.offerAccepted', {}, { actor: customer('1001'), at: '2026-11-22T10:00:00.000Z' }),
        anEvent('request.paid', paidWith('pay-1', 15_050, 42), { actor: system, at: '2026-11-22T21:15:00.000Z' }),
      ]),
    ],
    [
      'request-0193a0a0-0000-7000-8000-0000000abc13',
      replay(requestMachine, [
        anEvent('request.submitted', { ...plumbingVisit, orderNumber: 418 }, { actor: customer('1002'), at: '2026-11-22T11:00:00.000Z' }),
      ]),
    ],
  ]);
  const file = requestsCsv(adminRequestRows(streams), requestWords);

  it('given requests, when written, then the file starts with the UTF-8 byte order mark and the header row', () => {
    expect(file.startsWith(byteOrderMark)).toBe(true);
    expect(linesOf(file)[0]).toBe('Request number,Order number,Submitted,Customer name,Email,Mobile,Services,Status,Price (SAR),Paid at,Invoice');
  });

  it('given a paid request of an Arabic-named customer, when written, then the name is intact with price, payment time and invoice', () => {
    expect(linesOf(file)).toContain("0ABC12,1417,2026-11-22 11:00,نورة الدوسري,noura@example.com,'+966512345678,plumbing,paid,150.50,2026-11-23 00:15,42");
  });

  it('given a customer name with a comma and quotes, when written, then it stays one cell', () => {
    expect(linesOf(file)).toContain(`0ABC13,418,2026-11-22 14:00,"Smith, John ""Jack""",john@example.com,'+966500000002,plumbing,pending,,,`);
  });
});

describe('the users spreadsheet', () => {
  const streams = new Map<string, AnyMachineSnapshot>([
    ['user-1001', registered('1001', '=HYPERLINK("http://evil.test","تخفيض")', 'noura@example.com', '+966512345678')],
    [
      'subscription-1001',
      replay(subscriptionMachine, [
        anEvent('subscription.granted', { plan: 'vip', days: 30, maxVisits: 4, note: '', via: 'admin' }, { actor: admin, at: '2026-11-20T09:00:00.000Z' }),
      ]),
    ],
    ['request-0193a0a0-0000-7000-8000-0000000abc14', replay(requestMachine, [anEvent('request.submitted', plumbingVisit, { actor: customer('1001'), at: '2026-11-22T08:00:00.000Z' })])],
  ]);
  const file = usersCsv(userRows(streams, '2026-11-22T12:00:00.000Z'), userWords);

  it('given customers, when written, then the header row comes first after the byte order mark', () => {
    expect(file.startsWith(byteOrderMark)).toBe(true);
    expect(linesOf(file)[0]).toBe('User ID,Full name,Email,Mobile,Plan,Expiry,Requests,Last seen');
  });

  it('given a name written as a formula, when written, then it is neutralised and the plan, expiry and requests follow', () => {
    expect(linesOf(file)[1]).toBe(
      `1001,"'=HYPERLINK(""http://evil.test"",""تخفيض"")",noura@example.com,'+966512345678,VIP,2026-12-20 12:00,1,2026-11-01 11:00`,
    );
  });
});

describe('the requests of the chosen days', () => {
  const submittedAt = (orderNumber: number, at: string) =>
    replay(requestMachine, [anEvent('request.submitted', { ...plumbingVisit, orderNumber }, { actor: customer('1001'), at })]);
  const rows = adminRequestRows(
    new Map<string, AnyMachineSnapshot>([
      ['user-1001', registered('1001', 'نورة الدوسري', 'noura@example.com', '+966512345678')],
      ['request-0193a0a0-0000-7000-8000-0000000abc21', submittedAt(501, '2026-11-14T20:59:00.000Z')],
      ['request-0193a0a0-0000-7000-8000-0000000abc22', submittedAt(502, '2026-11-22T20:59:00.000Z')],
      ['request-0193a0a0-0000-7000-8000-0000000abc23', submittedAt(503, '2026-11-22T21:00:00.000Z')],
    ]),
  );
  const orderNumbers = (range: { from: string; to: string }) => requestsSubmittedIn(rows, range).map((row) => row.request.orderNumber);

  it('given requests either side of a Riyadh midnight, when the days end on the first, then only those submitted by 23:59 Riyadh are kept', () => {
    expect(orderNumbers({ from: '2026-11-15', to: '2026-11-22' })).toEqual([502]);
  });

  it('given the same requests, when the days start on the next, then the one submitted at 00:00 Riyadh is its first', () => {
    expect(orderNumbers({ from: '2026-11-23', to: '2026-11-30' })).toEqual([503]);
  });

  it('given both ends included, when the days cover them all, then every request is kept, newest first', () => {
    expect(orderNumbers({ from: '2026-11-14', to: '2026-11-23' })).toEqual([503, 502, 501]);
  });
});
