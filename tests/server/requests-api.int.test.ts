import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './app-harness.ts';
import { expectLogUnchangedAndHealthy, harnessWithAdmin, propose, registerCustomer } from './events-api-fixtures.ts';
import { act, bookedBy, done, newRequestStream, paidByServer, requestEvent, sampleBooking, submitted } from './request-fixtures.ts';

// A booking over HTTP and who may do what with it: the customer books, the admin reads it;
// nobody else reads it or writes to it, whatever id they guess; each side keeps to its own events.
let h: Harness & { adminId: string };
let sara: string;
beforeAll(async () => {
  h = await harnessWithAdmin();
  sara = await registerCustomer(h, 'sara');
  await registerCustomer(h, 'omar');
});
afterAll(async () => {
  await h.close();
});

const streamsIn = (response: { body: { events: { stream: string }[] } }) => response.body.events.map((event) => event.stream);

async function expectForbidden(client: string, stream: string, type: string, data: Record<string, unknown> = {}) {
  const before = await h.store.lastPosition();
  const response = await act(h, client, stream, type, data);
  expect(response.status, `${client} ${type}: ${JSON.stringify(response.body)}`).toBe(403);
  expect(response.body.error.code).toBe('forbidden');
  await expectLogUnchangedAndHealthy(h, before);
}

describe('a customer books', () => {
  it('opens a new request stream with request.submitted as the customer, and the admin reads it in catch-up', async () => {
    const stream = newRequestStream();

    const response = await propose(h, 'sara', [submitted(stream)]);

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.events[0]).toMatchObject({ stream, version: 1, type: 'request.submitted', actor: { role: 'customer', userId: sara } });
    expect(response.body.events[1]).toMatchObject({ stream, version: 2, type: 'request.numbered', actor: { role: 'system' } });
    const adminView = await h.request('/api/events?after=0', { client: 'admin' });
    expect(adminView.body.events).toContainEqual(expect.objectContaining({ stream, type: 'request.submitted', data: expect.objectContaining({ note: sampleBooking.note }) }));
    expect(adminView.body.events).toContainEqual(expect.objectContaining({ stream, type: 'request.numbered', data: response.body.events[1].data }));
  });

  it('keeps it out of another customer’s catch-up and live-readable log', async () => {
    const stream = await bookedBy(h, 'sara');
    const omarsView = await h.request('/api/events?after=0', { client: 'omar' });
    const sarasView = await h.request('/api/events?after=0', { client: 'sara' });
    expect(streamsIn(omarsView)).not.toContain(stream);
    expect(streamsIn(sarasView)).toContain(stream);
  });

  it('refuses another customer any event on it, even knowing its id, with 403 forbidden', async () => {
    const stream = await bookedBy(h, 'sara');
    await expectForbidden('omar', stream, 'cancelled');
    await done(h, 'admin', stream, 'offerMade', { priceHalalas: 15_000, adminNote: '' });
    await expectForbidden('omar', stream, 'offerAccepted');
    await expectForbidden('omar', stream, 'offerRejected');
  });

  it('refuses another customer re-submitting onto an existing request with 403 forbidden', async () => {
    const stream = await bookedBy(h, 'sara');
    const before = await h.store.lastPosition();
    const response = await propose(h, 'omar', [{ ...submitted(stream), expectedVersion: 1 }]);
    expect([response.status, response.body.error.code]).toEqual([403, 'forbidden']);
    await expectLogUnchangedAndHealthy(h, before);
  });

  it('refuses the admin submitting a request with 403 forbidden', async () => {
    const before = await h.store.lastPosition();
    const response = await propose(h, 'admin', [submitted(newRequestStream())]);
    expect([response.status, response.body.error.code]).toEqual([403, 'forbidden']);
    await expectLogUnchangedAndHealthy(h, before);
  });

  it('refuses a visitor with 401 signInRequired', async () => {
    const before = await h.store.lastPosition();
    const response = await propose(h, 'visitor', [submitted(newRequestStream())]);
    expect([response.status, response.body.error.code]).toEqual([401, 'signInRequired']);
    await expectLogUnchangedAndHealthy(h, before);
  });
});

describe('the admin’s events stay the admin’s', () => {
  it('refuses the customer offering a price or declining their own pending request with 403 forbidden', async () => {
    const stream = await bookedBy(h, 'sara');
    await expectForbidden('sara', stream, 'offerMade', { priceHalalas: 1, adminNote: 'cheap' });
    await expectForbidden('sara', stream, 'declined', { adminNote: '' });
  });

  it('refuses the customer completing their own paid request with 403 forbidden', async () => {
    const stream = await bookedBy(h, 'sara');
    await done(h, 'admin', stream, 'offerMade', { priceHalalas: 15_000, adminNote: '' });
    await done(h, 'sara', stream, 'offerAccepted');
    await paidByServer(h, stream, 15_000);
    await expectForbidden('sara', stream, 'completed');
  });

  it('refuses the admin answering the customer’s offer or cancelling for them with 403 forbidden', async () => {
    const stream = await bookedBy(h, 'sara');
    await done(h, 'admin', stream, 'offerMade', { priceHalalas: 15_000, adminNote: '' });
    await expectForbidden('admin', stream, 'offerAccepted');
    await expectForbidden('admin', stream, 'offerRejected');
    await expectForbidden('admin', stream, 'cancelled');
  });
});

describe('only the server marks a request paid', () => {
  it('refuses request.paid from the owner’s browser with 403 forbidden, even for the full amount', async () => {
    const stream = await bookedBy(h, 'sara');
    await done(h, 'admin', stream, 'offerMade', { priceHalalas: 15_000, adminNote: '' });
    await done(h, 'sara', stream, 'offerAccepted');
    await expectForbidden('sara', stream, 'paid', { paymentId: 'pay_fake', amountHalalas: 15_000 });
  });

  it('refuses request.paid from the admin’s browser with 403 forbidden', async () => {
    const stream = await bookedBy(h, 'sara');
    await done(h, 'admin', stream, 'offerMade', { priceHalalas: 15_000, adminNote: '' });
    await done(h, 'sara', stream, 'offerAccepted');
    await expectForbidden('admin', stream, 'paid', { paymentId: 'pay_fake', amountHalalas: 15_000 });
  });

  it('refuses request.paid smuggled into a batch with an allowed event, appending neither', async () => {
    const stream = await bookedBy(h, 'sara');
    await done(h, 'admin', stream, 'offerMade', { priceHalalas: 15_000, adminNote: '' });
    const before = await h.store.lastPosition();
    const response = await propose(h, 'sara', [
      requestEvent(stream, 2, 'offerAccepted'),
      requestEvent(stream, 3, 'paid', { paymentId: 'pay_fake', amountHalalas: 15_000 }),
    ]);
    expect([response.status, response.body.error.code]).toEqual([403, 'forbidden']);
    await expectLogUnchangedAndHealthy(h, before);
  });
});
