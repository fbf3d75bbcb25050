import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../server/store/event-store.ts';
import type { Harness, TestResponse } from './app-harness.ts';
import { harnessWithAdmin, propose, registerCustomer } from './events-api-fixtures.ts';
import { grantedVip, subscriptionStreamOf, vipBooking, vipPlan } from './request-fixtures.ts';
import { backends } from './store-backends.ts';

// One customer booking VIP from several browsers at once: every batch expects the same
// subscription version, so the log takes at most one per version, and the plan's visits and
// the 2-hour gap hold however many arrive together. On each store backend.
const hour = 3_600_000;
const sessions = ['phone', 'laptop', 'tablet', 'work'];

describe.each(backends)('VIP bookings made at once on $name', (backend) => {
  let h: Harness & { adminId: string };
  let drop: () => Promise<void>;
  let userId: string;

  beforeEach(async () => {
    const opened = await backend.open();
    drop = opened.drop;
    h = await harnessWithAdmin({ database: opened.db });
    userId = await registerCustomer(h, sessions[0]!);
    const { body } = await h.request('/api/auth/session', { client: sessions[0] });
    for (const client of sessions.slice(1)) {
      const signIn = await h.request('/api/auth/login', { client, body: { identifier: body.user.email, password: 'a fine password' } });
      expect(signIn.status).toBe(200);
      expect(signIn.body.user.id).toBe(userId);
    }
    await grantedVip(h, userId, vipPlan(4));
  });
  afterEach(async () => {
    await h.close();
    await drop();
  });

  /** `count` VIP booking batches, each a new request, all expecting the subscription's version now, sent together. */
  async function fire(count: number): Promise<TestResponse[]> {
    const version = await h.store.streamVersion(subscriptionStreamOf(userId));
    const batches = Array.from({ length: count }, () => vipBooking(userId, version).events);
    return Promise.all(batches.map((events, index) => propose(h, sessions[index % sessions.length]!, events)));
  }

  const refusalCodes = (responses: TestResponse[]) =>
    responses.filter((response) => response.status !== 200).map((response) => `${response.status} ${response.body?.error?.code}`);

  const stored = async () => {
    const all: StoredEvent[] = [];
    for (let page = await h.store.readAfter(0); page.length > 0; page = await h.store.readAfter(page.at(-1)!.position)) all.push(...page);
    return {
      visits: all.filter((event) => event.type === 'subscription.visitRecorded'),
      vipBookings: all.filter((event) => event.type === 'request.submitted' && (event.data as { kind: string }).kind === 'vip'),
    };
  };

  it('accepts exactly one of 100 batches sent together; the rest are refused and append nothing', async () => {
    const before = await h.store.lastPosition();

    const responses = await fire(100);

    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    for (const refusal of refusalCodes(responses)) expect(['409 versionConflict', '422 noBookingWithin2Hours']).toContain(refusal);
    const { visits, vipBookings } = await stored();
    expect(visits).toHaveLength(1);
    expect(vipBookings).toHaveLength(1);
    expect((visits[0]!.data as { requestId: string }).requestId).toBe(vipBookings[0]!.stream.slice('request-'.length));
    expect(await h.store.lastPosition(), 'only the accepted batch’s two events and its order number').toBe(before + 3);
  });

  it('takes at most one per round and never more than the plan’s 4 visits, over 6 rounds 2 h apart', async () => {
    const acceptedPerRound: number[] = [];
    for (let round = 1; round <= 6; round += 1) {
      h.clock.advance(2 * hour + 1000);
      const responses = await fire(20);
      acceptedPerRound.push(responses.filter((response) => response.status === 200).length);
      const refusals = refusalCodes(responses);
      if (round > 4) expect(refusals, `round ${round}`).toEqual(Array(20).fill('422 visitLimitReached'));
      else for (const refusal of refusals) expect(['409 versionConflict', '422 noBookingWithin2Hours']).toContain(refusal);
    }

    expect(acceptedPerRound.every((accepted) => accepted <= 1), String(acceptedPerRound)).toBe(true);
    expect(acceptedPerRound.reduce((sum, accepted) => sum + accepted, 0)).toBe(4);
    const { visits, vipBookings } = await stored();
    expect(visits).toHaveLength(4);
    expect(vipBookings).toHaveLength(4);
  });
});
