import type { Database } from '../../server/store/database.ts';
import type { CrashRecord } from './crash-record.ts';

// What must hold in the database after any number of kills, read directly from its tables:
// every acknowledged event once, each stream's versions 1..n, positions unique, one
// auto-reply per customer message, each paid request paid (and charged) once, invoice
// numbers 1..n each used by one recorded payment.
export interface CrashFigures {
  events: number;
  streams: number;
  acknowledged: number;
  customerMessages: number;
  autoReplies: number;
  paidRequests: number;
  invoices: number;
}

export interface CrashVerdict {
  violations: string[];
  figures: CrashFigures;
}

interface EventRow {
  id: string;
  stream: string;
  version: number;
  position: string;
  type: string;
  data: Record<string, any>;
  role: string;
}

export async function crashVerdict(db: Database, record: CrashRecord): Promise<CrashVerdict> {
  const { rows: events } = await db.query<EventRow>(
    `select id::text as id, stream, version, position::text as position, type, data, actor->>'role' as role from events order by position`,
  );
  const violations = [
    ...acknowledgedOnce(events, record),
    ...contiguousStreams(events),
    ...uniquePositions(events),
    ...oneAutoReplyEach(events),
    ...paidOnce(events, record),
    ...(await chargedOnce(db, events)),
    ...(await invoicesGapFree(db, events)),
  ];
  const paidEvents = events.filter((event) => event.type === 'request.paid');
  return {
    violations,
    figures: {
      events: events.length,
      streams: new Set(events.map((event) => event.stream)).size,
      acknowledged: record.acknowledgedIds.size,
      customerMessages: customerMessagesOf(events).length,
      autoReplies: events.filter((event) => event.type === 'chat.autoReplied').length,
      paidRequests: paidEvents.length,
      invoices: Number((await db.query<{ count: string }>('select count(*)::text as count from invoices')).rows[0]!.count),
    },
  };
}

function acknowledgedOnce(events: EventRow[], record: CrashRecord): string[] {
  const counts = countBy(events, (event) => event.id);
  return [...record.acknowledgedIds].filter((id) => counts.get(id) !== 1).map((id) => `acknowledged event ${id} is in the log ${counts.get(id) ?? 0} times`);
}

function contiguousStreams(events: EventRow[]): string[] {
  const versions = new Map<string, number[]>();
  for (const event of events) {
    const seen = versions.get(event.stream) ?? [];
    seen.push(event.version);
    versions.set(event.stream, seen);
  }
  return [...versions].flatMap(([stream, seen]) => {
    const sorted = [...seen].sort((a, b) => a - b);
    return sorted.every((version, index) => version === index + 1) ? [] : [`stream ${stream} has versions ${sorted.join(',')}`];
  });
}

function uniquePositions(events: EventRow[]): string[] {
  return [...countBy(events, (event) => event.position)].filter(([, count]) => count > 1).map(([position, count]) => `position ${position} is held by ${count} events`);
}

const customerMessagesOf = (events: EventRow[]) => events.filter((event) => event.type === 'chat.messageSent' && event.role === 'customer');

function oneAutoReplyEach(events: EventRow[]): string[] {
  const replies = countBy(
    events.filter((event) => event.type === 'chat.autoReplied'),
    (event) => String(event.data.inReplyTo),
  );
  return customerMessagesOf(events)
    .filter((message) => replies.get(message.id) !== 1)
    .map((message) => `customer message ${message.id} in ${message.stream} has ${replies.get(message.id) ?? 0} auto-replies`);
}

function paidOnce(events: EventRow[], record: CrashRecord): string[] {
  const paid = events.filter((event) => event.type === 'request.paid');
  const perStream = countBy(paid, (event) => event.stream);
  const doubles = [...perStream].filter(([, count]) => count > 1).map(([stream, count]) => `${stream} is paid ${count} times`);
  const missing = [...record.paid].flatMap(([requestId, payment]) => {
    const recorded = paid.find((event) => event.stream === `request-${requestId}`);
    if (recorded?.data.paymentId === payment.paymentId && recorded.data.invoiceNumber === payment.invoiceNumber) return [];
    return [`request ${requestId}: confirmed ${JSON.stringify(payment)}, the log holds ${JSON.stringify(recorded?.data ?? null)}`];
  });
  return [...doubles, ...missing];
}

/** The gateway charged each request at most once, and every charge is recorded as its payment. */
async function chargedOnce(db: Database, events: EventRow[]): Promise<string[]> {
  const { rows } = await db.query<{ id: string; request_id: string }>(
    `select id::text as id, metadata->>'requestId' as request_id from test_gateway_payments where status = 'paid'`,
  );
  const recorded = new Set(events.filter((event) => event.type === 'request.paid').map((event) => String(event.data.paymentId)));
  const doubles = [...countBy(rows, (row) => row.request_id)].filter(([, count]) => count > 1).map(([requestId, count]) => `request ${requestId} was charged ${count} times`);
  const unrecorded = rows.filter((row) => !recorded.has(row.id)).map((row) => `charge ${row.id} for request ${row.request_id} is recorded nowhere`);
  return [...doubles, ...unrecorded];
}

/** Invoice numbers 1..n, one per recorded payment, each the number its payment's event carries. */
async function invoicesGapFree(db: Database, events: EventRow[]): Promise<string[]> {
  const { rows } = await db.query<{ number: number; payment_id: string }>('select number, payment_id from invoices order by number');
  const gaps = rows.filter((row, index) => Number(row.number) !== index + 1).map((row) => `invoice number ${row.number} follows a gap`);
  const byPayment = new Map(rows.map((row) => [row.payment_id, Number(row.number)]));
  const paid = events.filter((event) => event.type === 'request.paid');
  const mismatched = paid
    .filter((event) => byPayment.get(String(event.data.paymentId)) !== event.data.invoiceNumber)
    .map((event) => `${event.stream} carries invoice ${event.data.invoiceNumber}, the invoices table says ${byPayment.get(String(event.data.paymentId))}`);
  const unused = rows.length === paid.length ? [] : [`${rows.length} invoice numbers issued for ${paid.length} recorded payments`];
  return [...gaps, ...mismatched, ...unused];
}

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}
