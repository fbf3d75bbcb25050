import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import { expect } from 'vitest';
import type { ProposedEvent } from '../../machines/domain/envelope.ts';
import { currentSchemaVersion, eventDefinition } from '../../machines/domain/event-catalog.ts';
import { requestMachine, type RequestSnapshot } from '../../machines/request.machine.ts';
import { subscriptionMachine, type SubscriptionSnapshot } from '../../machines/subscription.machine.ts';
import { replay } from '../../machines/stream-decision.ts';
import type { PaymentStart } from '../../server/payments/payment-steps.ts';
import { paidWith, samplePayloads } from '../machines/sample-payloads.ts';
import type { Harness } from './app-harness.ts';
import { propose } from './events-api-fixtures.ts';
import { asDecided } from './store-events.ts';

// What the request and upload tests share. The harness clock starts on Sunday 2026-11-22
// at 12:00 in Riyadh; the sample booking is for the Sunday after, 10:30.
export const sampleBooking = samplePayloads['request.submitted']!.data;

export const newRequestStream = () => `request-${uuidv7()}`;

export const requestEvent = (stream: string, expectedVersion: number, type: string, data: Record<string, unknown> = {}): ProposedEvent => ({
  id: uuidv7(),
  stream,
  expectedVersion,
  type: `request.${type}`,
  schema: currentSchemaVersion(eventDefinition(`request.${type}`)!),
  data,
});

export const submitted = (stream: string, changes: Record<string, unknown> = {}) =>
  requestEvent(stream, 0, 'submitted', { ...sampleBooking, ...changes });

/** Given: `client` has booked (the sample booking with `changes`); returns the request's stream. */
export async function bookedBy(h: Harness, client: string, changes: Record<string, unknown> = {}): Promise<string> {
  const stream = newRequestStream();
  const response = await propose(h, client, [submitted(stream, changes)]);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return stream;
}

const sampleOf = (type: string) => samplePayloads[`request.${type}`]?.data ?? {};

/** `client` appends `type` as the stream's next event, by default with its sample payload. */
export async function act(h: Harness, client: string, stream: string, type: string, data: Record<string, unknown> = sampleOf(type)) {
  return propose(h, client, [requestEvent(stream, await h.store.streamVersion(stream), type, data)]);
}

/** Given: `client` appends `type`, which must be accepted. */
export async function done(h: Harness, client: string, stream: string, type: string, data: Record<string, unknown> = sampleOf(type)) {
  const response = await act(h, client, stream, type, data);
  expect(response.status, `${client} ${type}: ${JSON.stringify(response.body)}`).toBe(200);
}

/** Given: the payment provider confirmed, and the server (the only one who may) recorded it. */
export async function paidByServer(h: Harness, stream: string, amountHalalas: number): Promise<void> {
  const [first] = await h.store.readStream(stream);
  const result = await h.store.append([
    asDecided({
      id: uuidv7(),
      stream,
      expectedVersion: await h.store.streamVersion(stream),
      type: 'request.paid',
      schema: 1,
      data: paidWith('pay_test_1', amountHalalas),
      actor: { role: 'system' },
      at: h.clock.now().toISOString(),
      audience: first!.audience,
    }),
  ]);
  expect(result.status).toBe('appended');
}

/** The state the request machine folds the stream into, as the server decides with it. */
export async function stateOf(h: Harness, stream: string): Promise<RequestSnapshot> {
  return replay(requestMachine, await h.store.readStream(stream)) as RequestSnapshot;
}

export const uploadPhoto = (h: Harness, client: string, bytes: Uint8Array, contentType = 'image/jpeg') =>
  h.request('/api/uploads', { client, body: bytes, contentType });

/** A small red JPEG carrying EXIF with a GPS position (a home in Riyadh) and a camera name. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 46/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '46/1 40/1 30/1' },
    })
    .toBuffer();
}

/** Given: `client` booked, the admin (client 'admin') offered `priceHalalas` and `client` accepted: awaiting payment. */
export async function acceptedOffer(h: Harness, client: string, priceHalalas: number): Promise<{ stream: string; requestId: string }> {
  const stream = await bookedBy(h, client);
  await done(h, 'admin', stream, 'offerMade', { priceHalalas, adminNote: '' });
  await done(h, client, stream, 'offerAccepted');
  return { stream, requestId: stream.slice('request-'.length) };
}

/** The customer's browser asking for the payment's id and what to send the gateway. */
export const startRequestPaymentAs = (h: Harness, client: string, requestId: string) =>
  h.request(`/api/payments/requests/${requestId}/start`, { client, method: 'POST' });

/** The customer's browser back from the gateway, naming the payment. */
export const confirmRequestPaymentAs = (h: Harness, client: string, requestId: string, paymentId: string) =>
  h.request(`/api/payments/requests/${requestId}/confirm`, { client, body: { paymentId } });

/** The same two steps for the signed-in customer's VIP plan. */
export const startPlanPaymentAs = (h: Harness, client: string, planId: string) =>
  h.request(`/api/payments/plans/${planId}/start`, { client, method: 'POST' });

export const confirmPlanPaymentAs = (h: Harness, client: string, planId: string, paymentId: string) =>
  h.request(`/api/payments/plans/${planId}/confirm`, { client, body: { paymentId } });

export const paidEvents = async (h: Harness, stream: string) =>
  (await h.store.readStream(stream)).filter((event) => event.type === 'request.paid');

/** What the card form sends a gateway (Moyasar's `POST /v1/payments`) for start's answer. */
export const cardPaymentBody = (started: PaymentStart, number: string, card: Partial<{ month: number; year: number; cvc: string }> = {}) => ({
  given_id: started.paymentId,
  amount: started.amountHalalas,
  currency: started.currency,
  description: started.description,
  callback_url: 'http://localhost/checkout/back',
  metadata: started.metadata,
  source: { type: 'creditcard', name: 'Sara Al-Qahtani', number, month: 12, year: 2028, cvc: '123', ...card },
});

// VIP bookings: a customer's `subscription-{userId}` stream, and the batch a VIP booking is,
// [subscription.visitRecorded naming the new request, request.submitted of kind vip].
export const subscriptionStreamOf = (userId: string) => `subscription-${userId}`;

export const subscriptionEvent = (userId: string, expectedVersion: number, type: string, data: Record<string, unknown> = {}): ProposedEvent => ({
  id: uuidv7(),
  stream: subscriptionStreamOf(userId),
  expectedVersion,
  type: `subscription.${type}`,
  schema: currentSchemaVersion(eventDefinition(`subscription.${type}`)!),
  data,
});

export async function subscriptionOf(h: Harness, userId: string): Promise<SubscriptionSnapshot> {
  return replay(subscriptionMachine, await h.store.readStream(subscriptionStreamOf(userId))) as SubscriptionSnapshot;
}

export const vipPlan = (maxVisits = 4, days = 30) => ({ plan: 'vip', days, maxVisits, note: '', via: 'admin' });

/** Given: the admin (client 'admin') granted `userId` a VIP plan; must be accepted. */
export async function grantedVip(h: Harness, userId: string, plan: Record<string, unknown> = vipPlan()): Promise<void> {
  const expectedVersion = await h.store.streamVersion(subscriptionStreamOf(userId));
  const response = await propose(h, 'admin', [subscriptionEvent(userId, expectedVersion, 'granted', plan)]);
  expect(response.status, `grant: ${JSON.stringify(response.body)}`).toBe(200);
}

/** A VIP booking of two VIP services as the booking form proposes it, expecting the subscription at `subscriptionVersion`. */
export function vipBooking(userId: string, subscriptionVersion: number, changes: Record<string, unknown> = {}) {
  const requestId = uuidv7();
  const stream = `request-${requestId}`;
  const visit = subscriptionEvent(userId, subscriptionVersion, 'visitRecorded', { requestId });
  const booking = submitted(stream, { kind: 'vip', services: ['plumbing', 'electrical'], ...changes });
  return { requestId, stream, visit, booking, events: [visit, booking] };
}
