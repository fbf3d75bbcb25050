import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeRefunded } from '../../machines/domain/charge-refund-events.ts';
import type { RequestCompleted, RequestReviewed, RequestSubmitted, RequestVisitCancelled } from '../../machines/domain/request-events.ts';
import type { SubscriptionGranted, SubscriptionVisitRefunded } from '../../machines/domain/subscription-events.ts';
import { windowsOverlap } from '../../machines/domain/arrival-window.ts';
import type { TechnicianDetails, TechnicianVisitReleased } from '../../machines/domain/technician-events.ts';
import { requestMachine, type RequestContext } from '../../machines/request.machine.ts';
import { technicianMachine, type TechnicianContext } from '../../machines/technician.machine.ts';
import { replay } from '../../machines/stream-decision.ts';
import { fillDemoData, type DemoOutcome } from '../../server/demo/fill-demo-data.ts';
import type { InvoiceIssued } from '../../machines/domain/invoice-events.ts';
import { summaryLines } from '../../server/ops/verify-invoices.ts';
import { checkInvoiceChain } from '../../server/zatca/chain-check.ts';
import { planStory } from '../../server/demo/demo-story.ts';
import { buildApp } from '../../server/http/app.ts';
import { migrations } from '../../server/server-process.ts';
import type { Database } from '../../server/store/database.ts';
import type { EventStore, StoredEvent } from '../../server/store/event-store.ts';
import { migratedPGlite } from './migrated-pglite.ts';
import { createEventStore } from '../../server/store/sql-event-store.ts';
import { testConfig, testOrigin } from './app-harness.ts';
import { asDecided } from './store-events.ts';

// `npm run demo`'s filling: 90 days of a Riyadh business told through the app's own API into
// an empty database, and a database that holds anything refused untouched.
const until = new Date('2026-11-23T18:00:00.000Z');
const dayMs = 86_400_000;

async function emptyDatabase(): Promise<{ db: Database; store: EventStore }> {
  const db = await migratedPGlite();
  return { db, store: await createEventStore(db) };
}

/** Payments recorded before the company had a VAT number: numbered without a tax document. */
const legacyNumbered = (events: StoredEvent[]) => {
  const vatFrom = events.find((event) => event.type === 'settings.companyChanged')?.position ?? Infinity;
  const paidBefore = (event: StoredEvent) => event.position < vatFrom;
  return events.filter((event) => paidBefore(event) && (event.type === 'request.paid' || (event.type === 'subscription.granted' && (event.data as SubscriptionGranted).payment))).length;
};

describe('given an empty database, when the demo fills it', () => {
  let db: Database;
  let store: EventStore;
  let outcome: DemoOutcome;
  let events: StoredEvent[];
  const lines: string[] = [];
  const streamsOf = (kind: string) => {
    const streams = new Map<string, StoredEvent[]>();
    for (const event of events.filter((candidate) => candidate.stream.startsWith(`${kind}-`))) {
      streams.set(event.stream, [...(streams.get(event.stream) ?? []), event]);
    }
    return [...streams.values()];
  };
  const ofType = (type: string) => events.filter((event) => event.type === type);

  beforeAll(async () => {
    ({ db, store } = await emptyDatabase());
    outcome = await fillDemoData(db, testConfig(), (line) => lines.push(line), { until });
    events = await store.readAfter(0, { limit: 100_000 });
  }, 120_000);
  afterAll(async () => {
    await store.close();
    await db.close();
  });

  it('issues a tax invoice with every card payment, and the chain of documents passes invoices:verify', () => {
    const payments = ofType('request.paid').length + ofType('subscription.granted').filter((event) => (event.data as SubscriptionGranted).payment).length;
    const report = checkInvoiceChain(events);
    expect(report.problems).toEqual([]);
    expect(report.invoices).toBeGreaterThan(0);
    expect(report.invoices).toBe(payments - legacyNumbered(events));
    expect(summaryLines(report)[0]).toBe(`${report.documents} documents: ${report.invoices} invoices, ${report.creditNotes} credit notes; 0 problems.`);
  });

  it('given one document of the demo tampered with (its total raised by a riyal in the XML), then invoices:verify finds it', () => {
    const index = events.findIndex((event) => event.type === 'invoice.issued');
    const document = events[index]!.data as InvoiceIssued;
    const tamperedXml = document.xml.replace(/(<cbc:PayableAmount currencyID="SAR">)(\d+)/, (_, tag: string, riyals: string) => `${tag}${Number(riyals) + 1}`);
    expect(tamperedXml).not.toBe(document.xml);
    const tampered = events.map((event, at) => (at === index ? { ...event, data: { ...document, xml: tamperedXml } } : event));
    expect(checkInvoiceChain(tampered).problems.length).toBeGreaterThan(0);
  });

  it('reports what it made, with the demo admin and a customer to sign in as', () => {
    expect(outcome.filled, lines.join('\n')).toBe(true);
    if (!outcome.filled) return;
    expect(outcome.admin.email).toBe('demo-admin@riyadh-maintenance.test');
    expect(outcome.admin.password.length).toBeGreaterThanOrEqual(12);
    expect(outcome.customer.password).toBe('demo password 2026');
    expect(outcome.summary.customers).toBeGreaterThanOrEqual(40);
    expect(outcome.summary.requests).toBeGreaterThanOrEqual(110);
  });

  it('lets the demo admin and the suggested customer sign in with what it printed', async () => {
    if (!outcome.filled) throw new Error('not filled');
    const { app, stopLive } = await buildApp({ config: testConfig(), db, store, now: () => new Date() });
    const headers = { origin: testOrigin, 'content-type': 'application/json' };
    const signIn = (path: string, body: object) => app.request(`${testOrigin}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    try {
      const admin = await signIn('/api/admin/login', outcome.admin);
      const customer = await signIn('/api/auth/login', { identifier: outcome.customer.email, password: outcome.customer.password });
      expect([admin.status, customer.status]).toEqual([200, 200]);
    } finally {
      await stopLive();
    }
  });

  it('registers about 40 customers with Arabic and with English names, some of them signing in again later', async () => {
    const { rows } = await db.query<{ full_name: string }>('select full_name from accounts');
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(rows.some((row) => /\p{Script=Arabic}/u.test(row.full_name)), 'an Arabic name').toBe(true);
    expect(rows.some((row) => /^[A-Za-z' -]+$/.test(row.full_name)), 'an English name').toBe(true);
    expect(ofType('user.registered').length).toBeGreaterThanOrEqual(40);
    expect(ofType('user.loggedIn').length).toBeGreaterThan(0);
  });

  it('leaves requests in every state a customer or the admin can bring one to', () => {
    const reachable = Object.keys(requestMachine.config.states!).filter((state) => state !== requestMachine.config.initial);
    const reached = new Set(streamsOf('request').map((stream) => String(replay(requestMachine, stream).value)));
    expect([...reached].sort()).toEqual(reachable.sort());
    expect(streamsOf('request').length).toBeGreaterThanOrEqual(110);
  });

  it('has the admin add a team of technicians doing all 8 services, with Saudi names in both languages, and take one off visits', () => {
    const team = ofType('technician.added').map((event) => event.data as TechnicianDetails);
    expect(team.length).toBeGreaterThanOrEqual(5);
    expect(team.every(({ name }) => /\p{Script=Arabic}/u.test(name.ar) && /^[A-Za-z' -]+$/.test(name.en))).toBe(true);
    expect(team.every(({ mobile }) => /^\+9665\d{8}$/.test(mobile))).toBe(true);
    expect(new Set(team.flatMap((technician) => technician.services)).size).toBe(8);
    expect(ofType('technician.deactivated')).toHaveLength(1);
    expect(ofType('settings.visitRulesChanged').map((event) => event.data)).toEqual([expect.objectContaining({ arrivalWindowMinutes: 90 })]);
  });

  it('books no technician for two windows that overlap', () => {
    const technicians = streamsOf('technician').map((stream) => replay(technicianMachine, stream).context as TechnicianContext);
    const overlapping = technicians.flatMap(({ visits }) =>
      visits.filter((visit, index) => visits.some((other, otherIndex) => otherIndex !== index && windowsOverlap(visit, other))),
    );
    expect(technicians.flatMap(({ visits }) => visits).length).toBeGreaterThan(40);
    expect(overlapping).toEqual([]);
  });

  it('gives every visited request its technician’s window, moves a couple of visits and reports the work done in the customer’s words', () => {
    const technicians = new Map(streamsOf('technician').map((stream) => [stream[0]!.stream, replay(technicianMachine, stream).context as TechnicianContext]));
    const visited = streamsOf('request')
      .map((stream) => ({ requestId: stream[0]!.stream.slice('request-'.length), request: replay(requestMachine, stream) }))
      .filter(({ request }) => ['appointed', 'onTheWay', 'arrived', 'completed'].includes(String(request.value)));
    const unbooked = visited.filter(({ requestId, request }) => {
      const { appointment } = request.context as RequestContext;
      const booked = appointment && technicians.get(`technician-${appointment.technician.id}`)?.visits.find((visit) => visit.requestId === requestId);
      return !booked || booked.date !== appointment.date || booked.from !== appointment.from || booked.to !== appointment.to;
    });
    expect(visited.length).toBeGreaterThan(40);
    expect(unbooked.map(({ requestId }) => requestId)).toEqual([]);
    const moved = streamsOf('request').filter((stream) => stream.filter((event) => event.type === 'request.appointmentConfirmed').length > 1);
    expect(moved.length).toBeGreaterThanOrEqual(2);
    expect(ofType('technician.visitReleased').length).toBeGreaterThanOrEqual(1);
    const notes = ofType('request.completed').map((event) => (event.data as RequestCompleted).note);
    expect(notes.every((note) => note.length > 0)).toBe(true);
  });

  it('has a customer move their own visit to a window their technician then holds', () => {
    const moves = ofType('request.visitRescheduled');
    expect(moves.length).toBeGreaterThanOrEqual(1);
    expect(moves.every((move) => move.actor.role === 'customer')).toBe(true);
    const movedRequests = new Set(moves.map((move) => move.stream));
    const bookedByServer = ofType('technician.visitAssigned').filter(
      (assigned) => assigned.actor.role === 'system' && movedRequests.has(`request-${(assigned.data as { requestId: string }).requestId}`),
    );
    expect(bookedByServer).toHaveLength(moves.length);
  });

  it('has customers give up paid visits within the fee’s hours: the fee kept, the rest refunded to the card, the window released', () => {
    const withFee = ofType('request.visitCancelled').filter((event) => (event.data as RequestVisitCancelled).feeHalalas > 0);
    expect(withFee.length).toBeGreaterThanOrEqual(1);
    const technicians = streamsOf('technician').map((stream) => replay(technicianMachine, stream).context as TechnicianContext);
    for (const cancellation of withFee) {
      const { feeHalalas, refundHalalas } = cancellation.data as RequestVisitCancelled;
      const requestId = cancellation.stream.slice('request-'.length);
      const paid = ofType('request.paid').find((event) => event.stream === cancellation.stream)!;
      const refunds = ofType('request.chargeRefunded').filter((event) => event.stream === cancellation.stream).map((event) => event.data as ChargeRefunded);
      expect(feeHalalas + refundHalalas).toBe((paid.data as { amountHalalas: number }).amountHalalas);
      expect(refunds).toEqual([expect.objectContaining({ reason: 'visitCancelled', amountHalalas: refundHalalas })]);
      expect(ofType('technician.visitReleased').filter((event) => (event.data as TechnicianVisitReleased).requestId === requestId)).toHaveLength(1);
      expect(technicians.flatMap(({ visits }) => visits).filter((visit) => visit.requestId === requestId)).toEqual([]);
    }
  });

  it('has a VIP visit given up in time: no fee, the visit back to the plan, the window released', () => {
    const givenBack = new Set(ofType('subscription.visitRefunded').map((event) => `request-${(event.data as SubscriptionVisitRefunded).requestId}`));
    const released = new Set(ofType('technician.visitReleased').map((event) => `request-${(event.data as TechnicianVisitReleased).requestId}`));
    const vipGivenUp = ofType('request.visitCancelled').filter((event) => givenBack.has(event.stream));
    expect(vipGivenUp.length).toBeGreaterThanOrEqual(1);
    expect(vipGivenUp.map((event) => (event.data as RequestVisitCancelled).feeHalalas)).toEqual(vipGivenUp.map(() => 0));
    expect(vipGivenUp.every((event) => released.has(event.stream))).toBe(true);
  });

  it('has customers review many of their completed visits, in their own language', () => {
    const reviewed = ofType('request.reviewed');
    const completed = new Set(ofType('request.completed').map((event) => event.stream));
    expect(reviewed.length).toBeGreaterThanOrEqual(10);
    expect(reviewed.every((event) => event.actor.role === 'customer' && completed.has(event.stream))).toBe(true);
    const comments = reviewed.map((event) => (event.data as RequestReviewed).comment);
    expect(comments.some((comment) => /\p{Script=Arabic}/u.test(comment))).toBe(true);
    expect(new Set(reviewed.map((event) => (event.data as RequestReviewed).stars)).size).toBeGreaterThanOrEqual(3);
  });

  it('books all 8 services, general and VIP', () => {
    const bookings = ofType('request.submitted').map((event) => event.data as RequestSubmitted);
    expect(new Set(bookings.flatMap((booking) => booking.services)).size).toBe(8);
    expect(new Set(bookings.map((booking) => booking.kind))).toEqual(new Set(['general', 'vip']));
  });

  it('pays requests and a plan by card through the test provider', () => {
    const paid = ofType('request.paid');
    const paidPlans = ofType('subscription.granted').filter((event) => (event.data as SubscriptionGranted).via === 'payment');
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((event) => event.actor.role === 'system')).toBe(true);
    expect(paidPlans.length).toBeGreaterThan(0);
  });

  it('grants plans from the admin, and leaves some plan requests waiting', () => {
    const byAdmin = ofType('subscription.granted').filter((event) => (event.data as SubscriptionGranted).via === 'admin');
    expect(byAdmin.length).toBeGreaterThan(0);
    expect(outcome.filled && outcome.summary.plansAskedFor).toBeGreaterThan(0);
  });

  it('holds chat threads with the app’s auto-replies, the admin’s replies and read marks', () => {
    const threads = streamsOf('chat');
    const types = (thread: StoredEvent[]) => new Set(thread.map((event) => event.type));
    expect(threads.length).toBeGreaterThanOrEqual(10);
    expect(threads.some((thread) => types(thread).has('chat.autoReplied'))).toBe(true);
    expect(threads.some((thread) => thread.some((event) => event.type === 'chat.messageSent' && event.actor.role === 'admin'))).toBe(true);
    expect(threads.some((thread) => types(thread).has('chat.read'))).toBe(true);
  });

  it('sets the company’s name, VAT number, support number and offers', () => {
    expect(ofType('settings.companyChanged')).toHaveLength(1);
    expect(ofType('settings.supportNumberChanged')).toHaveLength(1);
    expect(ofType('settings.offerPublished').length).toBeGreaterThanOrEqual(2);
  });

  it('dates its events over the 90 days before it ran, none later', () => {
    const times = events.map((event) => Date.parse(event.at));
    const bookings = ofType('request.submitted').map((event) => Date.parse(event.at));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(until.getTime() - 90 * dayMs);
    expect(Math.max(...times)).toBeLessThanOrEqual(until.getTime());
    expect((Math.max(...bookings) - Math.min(...bookings)) / dayMs).toBeGreaterThan(80);
  });

  it('refuses a second run, appending nothing', async () => {
    const before = await store.lastPosition();
    const refusals: string[] = [];
    const again = await fillDemoData(db, testConfig(), (line) => refusals.push(line), { until });
    expect(again.filled).toBe(false);
    expect(refusals.join('\n')).toMatch(/already holds data/);
    expect(await store.lastPosition()).toBe(before);
  });
});

describe('given a database holding one event', () => {
  it('refuses, appends nothing and creates no admin', async () => {
    const { db, store } = await emptyDatabase();
    try {
      await store.append([
        asDecided({
          id: uuidv7(),
          stream: 'settings',
          expectedVersion: 0,
          type: 'settings.supportNumberChanged',
          schema: 1,
          data: { number: '+966511111111' },
          actor: { role: 'admin', userId: 'someone' },
          at: until.toISOString(),
          audience: 'public',
        }),
      ]);
      const lines: string[] = [];
      const outcome = await fillDemoData(db, testConfig(), (line) => lines.push(line), { until });
      expect(outcome).toEqual({ filled: false, reason: expect.stringContaining('(1 event)') });
      expect(lines).toHaveLength(1);
      expect(await store.lastPosition()).toBe(1);
      expect((await db.query('select 1 from admins')).rows).toHaveLength(0);
    } finally {
      await store.close();
      await db.close();
    }
  });
});

describe('the story', () => {
  it('is the same on every run that ends at the same moment', () => {
    const moments = (story: ReturnType<typeof planStory>) => story.scenes.map((scene) => scene.at.toISOString());
    const first = planStory(until);
    const second = planStory(until);
    expect(moments(second)).toEqual(moments(first));
    expect(second.featured.email).toBe(first.featured.email);
  });
});
