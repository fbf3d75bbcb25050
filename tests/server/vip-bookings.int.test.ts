import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkAgainstOtherStreams } from '../../server/events/other-streams.ts';
import { StreamStates } from '../../server/events/stream-states.ts';
import type { EventToAppend } from '../../server/store/event-store.ts';
import type { Harness, TestResponse } from './app-harness.ts';
import { expectLogUnchangedAndHealthy, harnessWithAdmin, owner, propose, registerCustomer } from './events-api-fixtures.ts';
import {
  grantedVip,
  requestEvent,
  stateOf,
  submitted,
  subscriptionEvent,
  subscriptionOf as subscriptionOfIn,
  subscriptionStreamOf,
  vipBooking,
  vipPlan,
} from './request-fixtures.ts';

// VIP bookings over HTTP: a booking of kind vip and the visit it uses on its customer's
// subscription travel in one batch, accepted only while the plan is active, 2 hours after the
// last VIP booking and below the plan's visits; a visit comes back only with its request
// declined or cancelled, in that same batch. Every refusal appends nothing.
const start = '2026-11-22T09:00:00.000Z';
const hour = 3_600_000;
const day = 24 * hour;

let h: Harness & { adminId: string };
beforeAll(async () => {
  h = await harnessWithAdmin({ startAt: start });
});
afterAll(async () => {
  await h.close();
});
// Each test starts at the same moment with customers of its own; the admin signs in again
// because an admin session lapses after 30 idle minutes of the server's clock.
beforeEach(async () => {
  h.clock.set(start);
  await signInAdmin();
});

async function signInAdmin(): Promise<void> {
  const response = await h.request('/api/admin/login', { client: 'admin', body: owner });
  expect(response.status).toBe(200);
}

let customers = 0;
/** A customer of this test alone, signed in as the returned client. */
async function newCustomer(): Promise<{ client: string; userId: string }> {
  customers += 1;
  const client = `vip-customer-${customers}`;
  return { client, userId: await registerCustomer(h, client) };
}

async function newSubscriber(plan = vipPlan()): Promise<{ client: string; userId: string }> {
  const customer = await newCustomer();
  await grantedVip(h, customer.userId, plan);
  return customer;
}

const subscriptionVersion = (userId: string) => h.store.streamVersion(subscriptionStreamOf(userId));

const subscriptionOf = (userId: string) => subscriptionOfIn(h, userId);

/** `client` proposes a VIP booking (with `changes`) expecting the subscription's current version. */
async function bookVip(client: string, userId: string, changes: Record<string, unknown> = {}) {
  const booking = vipBooking(userId, await subscriptionVersion(userId), changes);
  return { ...booking, response: await propose(h, client, booking.events) };
}

/** Given: `client` booked VIP, which must be accepted; returns the request. */
async function bookedVip(client: string, userId: string) {
  const booking = await bookVip(client, userId);
  expect(booking.response.status, JSON.stringify(booking.response.body)).toBe(200);
  return booking;
}

/** Then: refused with `status` and `code`, nothing appended, the server still answering. */
async function expectRefused(response: TestResponse, status: number, code: string | string[], before: number) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  if (Array.isArray(code)) expect(code).toContain(response.body.error.code);
  else expect(response.body.error.code).toBe(code);
  await expectLogUnchangedAndHealthy(h, before);
}

const visitEvents = async (userId: string) =>
  (await h.store.readStream(subscriptionStreamOf(userId))).filter((event) => event.type === 'subscription.visitRecorded');

describe('a subscriber’s VIP booking', () => {
  it('is accepted with its visit once the admin granted a plan: both appended, one visit used', async () => {
    const sara = await newCustomer();
    const grant = subscriptionEvent(sara.userId, await subscriptionVersion(sara.userId), 'granted', vipPlan(4));
    expect((await propose(h, 'admin', [grant])).status).toBe(200);
    const before = await h.store.lastPosition();

    const { requestId, stream, response } = await bookVip(sara.client, sara.userId);

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.events.map((event: { type: string; stream: string }) => [event.type, event.stream])).toEqual([
      ['subscription.visitRecorded', subscriptionStreamOf(sara.userId)],
      ['request.submitted', stream],
      ['request.numbered', stream],
    ]);
    expect(await h.store.lastPosition()).toBe(before + 3);
    const request = await stateOf(h, stream);
    expect(request.value).toBe('pending');
    expect(request.context).toMatchObject({ kind: 'vip', services: ['plumbing', 'electrical'], ownerId: sara.userId });
    const subscription = await subscriptionOf(sara.userId);
    expect(subscription.context).toMatchObject({ maxVisits: 4, visitsUsed: 1, visits: [requestId], lastVipRequestAt: start });
  });
});

describe('only an active plan books VIP', () => {
  it('refuses a customer without a plan with 422 vipSubscriptionRequired, appending nothing', async () => {
    const noor = await newCustomer();
    const before = await h.store.lastPosition();
    const { response } = await bookVip(noor.client, noor.userId);
    await expectRefused(response, 422, 'vipSubscriptionRequired', before);
  });

  it('lapses at its expiry: accepted 3 h before, refused 30 days and 1 s after the grant with vipSubscriptionRequired', async () => {
    const sara = await newSubscriber(vipPlan(4, 30));
    // A booking date still ahead of the server's clock, so only the plan can refuse it.
    const later = { preferredDate: '2026-12-27' };

    h.clock.set(new Date(Date.parse(start) + 30 * day - 3 * hour));
    const lastDay = await bookVip(sara.client, sara.userId, later);
    expect(lastDay.response.status, JSON.stringify(lastDay.response.body)).toBe(200);

    h.clock.set(new Date(Date.parse(start) + 30 * day + 1000));
    const before = await h.store.lastPosition();
    const { response } = await bookVip(sara.client, sara.userId, later);
    await expectRefused(response, 422, 'vipSubscriptionRequired', before);
  });

  it('refuses the next booking with vipSubscriptionRequired once the admin revoked it', async () => {
    const sara = await newSubscriber();
    const revoke = subscriptionEvent(sara.userId, await subscriptionVersion(sara.userId), 'revoked');
    expect((await propose(h, 'admin', [revoke])).status).toBe(200);

    const before = await h.store.lastPosition();
    const { response } = await bookVip(sara.client, sara.userId);
    await expectRefused(response, 422, 'vipSubscriptionRequired', before);
  });
});

describe('2 hours between VIP bookings', () => {
  it('refuses a second booking 1 h later with noBookingWithin2Hours and accepts one exactly 2 h after the first', async () => {
    const sara = await newSubscriber();
    await bookedVip(sara.client, sara.userId);

    h.clock.advance(hour);
    const before = await h.store.lastPosition();
    const tooSoon = await bookVip(sara.client, sara.userId);
    await expectRefused(tooSoon.response, 422, 'noBookingWithin2Hours', before);

    h.clock.advance(hour);
    const onTime = await bookVip(sara.client, sara.userId);
    expect(onTime.response.status, JSON.stringify(onTime.response.body)).toBe(200);
    expect((await subscriptionOf(sara.userId)).context.visitsUsed).toBe(2);
  });
});

describe('the plan’s visits', () => {
  it('with 2 visits, refuses the third booking (gap respected) with visitLimitReached', async () => {
    const sara = await newSubscriber(vipPlan(2));
    await bookedVip(sara.client, sara.userId);
    h.clock.advance(2 * hour);
    await bookedVip(sara.client, sara.userId);

    h.clock.advance(2 * hour);
    const before = await h.store.lastPosition();
    const { response } = await bookVip(sara.client, sara.userId);
    await expectRefused(response, 422, 'visitLimitReached', before);
    expect(await visitEvents(sara.userId)).toHaveLength(2);
  });

  it('starts again from 0 used at a new grant: a customer at the limit books again', async () => {
    const sara = await newSubscriber(vipPlan(1));
    await bookedVip(sara.client, sara.userId);
    h.clock.advance(2 * hour);
    const atLimit = await bookVip(sara.client, sara.userId);
    expect(atLimit.response.body.error?.code).toBe('visitLimitReached');

    await signInAdmin();
    await grantedVip(h, sara.userId, vipPlan(1));
    expect((await subscriptionOf(sara.userId)).context).toMatchObject({ visitsUsed: 0, visits: [] });
    const afterGrant = await bookVip(sara.client, sara.userId);
    expect(afterGrant.response.status, JSON.stringify(afterGrant.response.body)).toBe(200);
    expect((await subscriptionOf(sara.userId)).context.visitsUsed).toBe(1);
  });
});

describe('a VIP booking and its visit travel together', () => {
  it('refuses a VIP booking without its visit with 422 vipVisitNotRecorded', async () => {
    const sara = await newSubscriber();
    const before = await h.store.lastPosition();
    const { booking } = vipBooking(sara.userId, await subscriptionVersion(sara.userId));
    await expectRefused(await propose(h, sara.client, [booking]), 422, 'vipVisitNotRecorded', before);
  });

  it('refuses a visit without its booking with 422 vipBookingMissing, also beside a general booking', async () => {
    const sara = await newSubscriber();
    const before = await h.store.lastPosition();
    const { visit, stream } = vipBooking(sara.userId, await subscriptionVersion(sara.userId));
    await expectRefused(await propose(h, sara.client, [visit]), 422, 'vipBookingMissing', before);
    await expectRefused(await propose(h, sara.client, [visit, submitted(stream)]), 422, 'vipBookingMissing', before);
  });

  it('refuses a visit naming another request than the booking’s', async () => {
    const sara = await newSubscriber();
    const before = await h.store.lastPosition();
    const version = await subscriptionVersion(sara.userId);
    const { visit } = vipBooking(sara.userId, version);
    const { booking } = vipBooking(sara.userId, version);
    const response = await propose(h, sara.client, [visit, booking]);
    await expectRefused(response, 422, ['vipBookingMissing', 'vipVisitNotRecorded'], before);
  });

  it('refuses a visit recorded on another customer’s subscription with 403 forbidden', async () => {
    const sara = await newSubscriber();
    const noor = await newSubscriber();
    const before = await h.store.lastPosition();
    const { requestId, booking } = vipBooking(sara.userId, await subscriptionVersion(sara.userId));
    const onNoors = subscriptionEvent(noor.userId, await subscriptionVersion(noor.userId), 'visitRecorded', { requestId });
    await expectRefused(await propose(h, sara.client, [onNoors, booking]), 403, 'forbidden', before);
    expect(await visitEvents(noor.userId)).toHaveLength(0);
  });
});

describe('the pairing check behind the append policy', () => {
  // Over HTTP the policy already refuses a visit on another customer's subscription (403
  // above); the pairing check must refuse it as well should the policy ever let it through.
  it('does not count a visit on another customer’s subscription for a VIP booking (vipVisitNotRecorded)', async () => {
    const sara = await newSubscriber();
    const noor = await newSubscriber();
    const { requestId, booking } = vipBooking(sara.userId, await subscriptionVersion(sara.userId));
    const onNoors = subscriptionEvent(noor.userId, await subscriptionVersion(noor.userId), 'visitRecorded', { requestId });
    const asSara = (event: typeof booking, audience: string): EventToAppend => ({
      ...event,
      actor: { role: 'customer', userId: sara.userId },
      at: h.clock.now().toISOString(),
      audience,
    });
    const deps = { streamStates: new StreamStates(h.store), db: h.db };

    await expect(checkAgainstOtherStreams(deps, [asSara(onNoors, noor.userId), asSara(booking, sara.userId)])).rejects.toMatchObject({
      status: 422,
      code: 'vipVisitNotRecorded',
    });
    const ownVisit = subscriptionEvent(sara.userId, await subscriptionVersion(sara.userId), 'visitRecorded', { requestId });
    await expect(checkAgainstOtherStreams(deps, [asSara(ownVisit, sara.userId), asSara(booking, sara.userId)])).resolves.toBeUndefined();
  });
});

describe('the services of a booking', () => {
  it.each([
    ['a VIP booking of 3 services', { kind: 'vip', services: ['plumbing', 'electrical', 'painting'] }],
    ['a VIP booking with a service outside the plan (ac)', { kind: 'vip', services: ['plumbing', 'ac'] }],
    ['a VIP booking of the same service twice', { kind: 'vip', services: ['plumbing', 'plumbing'] }],
    ['a general booking of 2 services', { kind: 'general', services: ['plumbing', 'electrical'] }],
  ])('refuses %s with 400 invalidPayload', async (_case, changes) => {
    const sara = await newSubscriber();
    const before = await h.store.lastPosition();
    const { events } = vipBooking(sara.userId, await subscriptionVersion(sara.userId), changes);
    const proposed = changes.kind === 'general' ? [events[1]] : events;
    await expectRefused(await propose(h, sara.client, proposed), 400, 'invalidPayload', before);
  });

  it('accepts a VIP booking of one VIP service', async () => {
    const sara = await newSubscriber();
    const { response } = await bookVip(sara.client, sara.userId, { services: ['other'] });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  });
});

describe('giving a visit back', () => {
  it('the customer cancels a pending VIP request only with its visit given back, which lowers the visits used', async () => {
    const sara = await newSubscriber();
    const { requestId, stream } = await bookedVip(sara.client, sara.userId);
    const cancelled = () => requestEvent(stream, 2, 'cancelled');
    const refund = async () => subscriptionEvent(sara.userId, await subscriptionVersion(sara.userId), 'visitRefunded', { requestId });

    const before = await h.store.lastPosition();
    await expectRefused(await propose(h, sara.client, [cancelled()]), 422, 'visitNotGivenBack', before);

    const response = await propose(h, sara.client, [cancelled(), await refund()]);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((await stateOf(h, stream)).value).toBe('cancelled');
    expect((await subscriptionOf(sara.userId)).context).toMatchObject({ visitsUsed: 0, visits: [] });
  });

  it('refuses a visit given back while its request goes on with 422 requestNotEnded', async () => {
    const sara = await newSubscriber();
    const { requestId, stream } = await bookedVip(sara.client, sara.userId);
    const before = await h.store.lastPosition();
    const refund = subscriptionEvent(sara.userId, await subscriptionVersion(sara.userId), 'visitRefunded', { requestId });
    await expectRefused(await propose(h, sara.client, [refund]), 422, 'requestNotEnded', before);
    expect((await stateOf(h, stream)).value).toBe('pending');
    expect((await subscriptionOf(sara.userId)).context.visitsUsed).toBe(1);
  });

  it('the admin declines a VIP request only with its visit given back', async () => {
    const sara = await newSubscriber();
    const { requestId, stream } = await bookedVip(sara.client, sara.userId);
    const declined = () => requestEvent(stream, 2, 'declined', { adminNote: 'No technician free that day' });

    const before = await h.store.lastPosition();
    await expectRefused(await propose(h, 'admin', [declined()]), 422, 'visitNotGivenBack', before);

    const refund = subscriptionEvent(sara.userId, await subscriptionVersion(sara.userId), 'visitRefunded', { requestId });
    const response = await propose(h, 'admin', [declined(), refund]);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((await stateOf(h, stream)).value).toBe('declined');
    expect((await subscriptionOf(sara.userId)).context).toMatchObject({ visitsUsed: 0, visits: [] });
  });

  it('gives a visit back at most once, refusing the second with 422 visitWasRecorded', async () => {
    const sara = await newSubscriber();
    const { requestId, stream } = await bookedVip(sara.client, sara.userId);
    const refund = (expectedVersion: number) => subscriptionEvent(sara.userId, expectedVersion, 'visitRefunded', { requestId });
    const version = await subscriptionVersion(sara.userId);

    // Twice in one batch: the second finds the visit already given back.
    const before = await h.store.lastPosition();
    const twice = [requestEvent(stream, 2, 'cancelled'), refund(version), refund(version + 1)];
    await expectRefused(await propose(h, sara.client, twice), 422, 'visitWasRecorded', before);

    // Or once accepted, then again beside the request's ending.
    expect((await propose(h, sara.client, [requestEvent(stream, 2, 'cancelled'), refund(version)])).status).toBe(200);
    const afterRefund = await h.store.lastPosition();
    const again = [refund(version + 1), requestEvent(stream, 2, 'cancelled')];
    await expectRefused(await propose(h, sara.client, again), 422, 'visitWasRecorded', afterRefund);
    expect((await subscriptionOf(sara.userId)).context.visitsUsed).toBe(0);
  });
});

describe('who changes a subscription', () => {
  it.each([
    ['granted', vipPlan()],
    ['extended', { days: 30 }],
    ['revoked', {}],
  ])('a customer may not record subscription.%s on their own plan (403 forbidden)', async (type, data) => {
    const sara = await newSubscriber();
    const before = await h.store.lastPosition();
    const event = subscriptionEvent(sara.userId, await subscriptionVersion(sara.userId), type, data);
    await expectRefused(await propose(h, sara.client, [event]), 403, 'forbidden', before);
  });

  it('only the owner asks for a plan: another customer is refused with 403 forbidden', async () => {
    const sara = await newCustomer();
    const noor = await newCustomer();
    const before = await h.store.lastPosition();
    const asked = () => subscriptionEvent(sara.userId, 0, 'requested', { plan: 'vip-plus' });
    await expectRefused(await propose(h, noor.client, [asked()]), 403, 'forbidden', before);

    const own = await propose(h, sara.client, [asked()]);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect((await subscriptionOf(sara.userId)).context.requested).toMatchObject({ plan: 'vip-plus' });
  });
});
