import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './app-harness.ts';
import { expectLogUnchangedAndHealthy, harnessWithAdmin, registerCustomer } from './events-api-fixtures.ts';
import { act, bookedBy, done, paidByServer, stateOf } from './request-fixtures.ts';

// A request's life over HTTP (docs/design.md section 5): the admin prices or declines it, the customer
// accepts, rejects or cancels, the server records the payment, the admin completes the visit.
// Whatever the state does not allow is refused with notAllowedNow and appends nothing.
let h: Harness & { adminId: string };
beforeAll(async () => {
  h = await harnessWithAdmin();
  await registerCustomer(h, 'sara');
});
afterAll(async () => {
  await h.close();
});

const offer = (priceHalalas: number, adminNote = '') => ({ priceHalalas, adminNote });

async function expectNotAllowedNow(client: string, stream: string, type: string, data?: Record<string, unknown>) {
  const before = await h.store.lastPosition();
  const response = await act(h, client, stream, type, data);
  expect(response.status, `${client} ${type}: ${JSON.stringify(response.body)}`).toBe(422);
  expect(response.body.error.code).toBe('notAllowedNow');
  await expectLogUnchangedAndHealthy(h, before);
}

describe('the admin’s offer', () => {
  it('prices a pending request in halalas, with a note', async () => {
    const stream = await bookedBy(h, 'sara');
    await done(h, 'admin', stream, 'offerMade', offer(15_050, 'Parts included'));
    const state = await stateOf(h, stream);
    expect(state.value).toBe('offered');
    expect(state.context).toMatchObject({ priceHalalas: 15_050, adminNote: 'Parts included' });
  });

  it('may be revised while the customer has not answered; the latest price is in force', async () => {
    const stream = await bookedBy(h, 'sara');
    await done(h, 'admin', stream, 'offerMade', offer(15_000));
    await done(h, 'admin', stream, 'offerMade', offer(12_000, 'Found a cheaper part'));
    const state = await stateOf(h, stream);
    expect(state.value).toBe('offered');
    expect(state.context.priceHalalas).toBe(12_000);
  });

  it('may not be revised once the customer accepted, with 422 notAllowedNow', async () => {
    const stream = await bookedBy(h, 'sara');
    await done(h, 'admin', stream, 'offerMade', offer(15_000));
    await done(h, 'sara', stream, 'offerAccepted');
    await expectNotAllowedNow('admin', stream, 'offerMade', offer(99_000));
  });
});

describe('the customer’s answer', () => {
  it('accepting a priced offer awaits payment', async () => {
    const stream = await bookedBy(h, 'sara');
    await done(h, 'admin', stream, 'offerMade', offer(15_000));
    await done(h, 'sara', stream, 'offerAccepted');
    expect((await stateOf(h, stream)).value).toBe('awaitingPayment');
  });

  it('accepting an offer of 0 (included in the plan) schedules the visit at once', async () => {
    const stream = await bookedBy(h, 'sara');
    await done(h, 'admin', stream, 'offerMade', offer(0, 'Included in your plan'));
    await done(h, 'sara', stream, 'offerAccepted');
    expect((await stateOf(h, stream)).value).toBe('scheduled');
  });

  it('rejecting an offer leaves the admin free to offer again', async () => {
    const stream = await bookedBy(h, 'sara');
    await done(h, 'admin', stream, 'offerMade', offer(15_000));
    await done(h, 'sara', stream, 'offerRejected');
    expect((await stateOf(h, stream)).value).toBe('offerRejected');
    await done(h, 'admin', stream, 'offerMade', offer(10_000));
    expect((await stateOf(h, stream)).value).toBe('offered');
  });

  it('cannot accept before there is an offer, with 422 notAllowedNow', async () => {
    const stream = await bookedBy(h, 'sara');
    await expectNotAllowedNow('sara', stream, 'offerAccepted');
  });

  it('cannot accept twice, with 422 notAllowedNow', async () => {
    const stream = await bookedBy(h, 'sara');
    await done(h, 'admin', stream, 'offerMade', offer(15_000));
    await done(h, 'sara', stream, 'offerAccepted');
    await expectNotAllowedNow('sara', stream, 'offerAccepted');
  });
});

describe('cancelling', () => {
  it('is allowed while pending', async () => {
    const stream = await bookedBy(h, 'sara');
    await done(h, 'sara', stream, 'cancelled');
    expect((await stateOf(h, stream)).value).toBe('cancelled');
  });

  it('is allowed while an offer waits for an answer', async () => {
    const stream = await bookedBy(h, 'sara');
    await done(h, 'admin', stream, 'offerMade', offer(15_000));
    await done(h, 'sara', stream, 'cancelled');
    expect((await stateOf(h, stream)).value).toBe('cancelled');
  });

  it('is refused after accepting the offer, with 422 notAllowedNow', async () => {
    const stream = await bookedBy(h, 'sara');
    await done(h, 'admin', stream, 'offerMade', offer(15_000));
    await done(h, 'sara', stream, 'offerAccepted');
    await expectNotAllowedNow('sara', stream, 'cancelled');
  });

  it('ends the request: the admin can no longer offer, with 422 notAllowedNow', async () => {
    const stream = await bookedBy(h, 'sara');
    await done(h, 'sara', stream, 'cancelled');
    await expectNotAllowedNow('admin', stream, 'offerMade', offer(15_000));
  });
});

describe('declining', () => {
  it('the admin declines a pending request with a note, which ends it for the customer too', async () => {
    const stream = await bookedBy(h, 'sara');
    await done(h, 'admin', stream, 'declined', { adminNote: 'No technician free that day' });
    const state = await stateOf(h, stream);
    expect(state.value).toBe('declined');
    expect(state.context.adminNote).toBe('No technician free that day');
    await expectNotAllowedNow('sara', stream, 'cancelled');
  });

  it('cannot decline once an offer is out, with 422 notAllowedNow', async () => {
    const stream = await bookedBy(h, 'sara');
    await done(h, 'admin', stream, 'offerMade', offer(15_000));
    await expectNotAllowedNow('admin', stream, 'declined', { adminNote: '' });
  });
});

describe('completing', () => {
  it('the admin completes a paid request', async () => {
    const stream = await bookedBy(h, 'sara');
    await done(h, 'admin', stream, 'offerMade', offer(15_000));
    await done(h, 'sara', stream, 'offerAccepted');
    await paidByServer(h, stream, 15_000);
    await done(h, 'admin', stream, 'completed');
    expect((await stateOf(h, stream)).value).toBe('completed');
  });

  it('the admin completes a visit included in the plan, with no payment', async () => {
    const stream = await bookedBy(h, 'sara');
    await done(h, 'admin', stream, 'offerMade', offer(0));
    await done(h, 'sara', stream, 'offerAccepted');
    await done(h, 'admin', stream, 'completed');
    expect((await stateOf(h, stream)).value).toBe('completed');
  });

  it('cannot complete an unpaid request, with 422 notAllowedNow', async () => {
    const stream = await bookedBy(h, 'sara');
    await done(h, 'admin', stream, 'offerMade', offer(15_000));
    await done(h, 'sara', stream, 'offerAccepted');
    await expectNotAllowedNow('admin', stream, 'completed');
  });

  it('cannot complete a request nobody priced, with 422 notAllowedNow', async () => {
    const stream = await bookedBy(h, 'sara');
    await expectNotAllowedNow('admin', stream, 'completed');
  });
});
