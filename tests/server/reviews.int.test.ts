import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './app-harness.ts';
import { expectLogUnchangedAndHealthy, harnessWithAdmin, registerCustomer } from './events-api-fixtures.ts';
import { act, bookedBy, done, paidByServer, stateOf } from './request-fixtures.ts';

// The customer's review of a completed visit over HTTP: written once by the request's owner,
// changed within 7 days of writing it (by the server's clock), refused otherwise in words the
// screens translate; a refusal appends nothing.
let h: Harness & { adminId: string };
let start: Date;
beforeAll(async () => {
  h = await harnessWithAdmin();
  start = h.clock.now();
  await registerCustomer(h, 'sara');
  await registerCustomer(h, 'omar');
});
// Each test starts at the same moment, its sessions still fresh.
afterEach(() => h.clock.set(start));
afterAll(async () => {
  await h.close();
});

/** Given: Sara's visit, priced, paid and completed by the admin. */
async function completedVisit(): Promise<string> {
  const stream = await bookedBy(h, 'sara');
  await done(h, 'admin', stream, 'offerMade', { priceHalalas: 15_000, adminNote: '' });
  await done(h, 'sara', stream, 'offerAccepted');
  await paidByServer(h, stream, 15_000);
  await done(h, 'admin', stream, 'completed', { note: '', photoIds: [] });
  return stream;
}

const review = (stars: number, comment = 'Came on time') => ({ stars, comment });

async function expectRefused(client: string, stream: string, type: string, data: Record<string, unknown>, status: number, code: string) {
  const before = await h.store.lastPosition();
  const response = await act(h, client, stream, type, data);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.error.code).toBe(code);
  await expectLogUnchangedAndHealthy(h, before);
}

describe('a review of the visit', () => {
  it('given a completed visit, when Sara gives 2 stars and then changes them to 3, then the review holds 3 stars and its first time', async () => {
    const stream = await completedVisit();
    const writtenAt = h.clock.now().toISOString();
    await done(h, 'sara', stream, 'reviewed', review(2));
    h.clock.advance(60 * 60 * 1000);
    await done(h, 'sara', stream, 'reviewEdited', review(3, 'The leak is fixed'));
    expect((await stateOf(h, stream)).context.review).toMatchObject({ stars: 3, comment: 'The leak is fixed', at: writtenAt });
  });

  it('given a review written, when Sara sends a second one, then it is refused with oneReviewPerVisit', async () => {
    const stream = await completedVisit();
    await done(h, 'sara', stream, 'reviewed', review(4));
    await expectRefused('sara', stream, 'reviewed', review(1), 422, 'oneReviewPerVisit');
  });

  it('given Sara’s completed visit, when another customer reviews it, then it is forbidden', async () => {
    const stream = await completedVisit();
    const before = await h.store.lastPosition();
    const response = await act(h, 'omar', stream, 'reviewed', review(1));
    expect(response.status, JSON.stringify(response.body)).toBe(403);
    await expectLogUnchangedAndHealthy(h, before);
  });

  it('given a review written, when Sara changes it 7 days and a minute later, then reviewStillEditable refuses it', async () => {
    const stream = await completedVisit();
    await done(h, 'sara', stream, 'reviewed', review(4));
    h.clock.advance(7 * 24 * 60 * 60 * 1000 + 60 * 1000);
    await expectRefused('sara', stream, 'reviewEdited', review(1), 422, 'reviewStillEditable');
  });

  it('given a visit not completed yet, when Sara reviews it, then it is refused with notAllowedNow', async () => {
    const stream = await bookedBy(h, 'sara');
    await expectRefused('sara', stream, 'reviewed', review(5), 422, 'notAllowedNow');
  });
});
