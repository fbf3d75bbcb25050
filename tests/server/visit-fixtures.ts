import { v7 as uuidv7 } from 'uuid';
import { expect } from 'vitest';
import { technicianStream } from '../../machines/domain/streams.ts';
import { ahmed, ahmedsWindow, samplePayloads } from '../machines/sample-payloads.ts';
import type { Harness } from './app-harness.ts';
import { propose } from './events-api-fixtures.ts';
import { acceptedOffer, done, paidByServer, requestEvent } from './request-fixtures.ts';
import { asDecided } from './store-events.ts';

// A visit's steps as the admin (client 'admin') and the server take them, for the tests of what
// the customer is told. Ahmed is the technician (one of his own for each test, on a shared
// database); the first window is Tuesday 24 November 2026, 10:00 to 12:00 (the harness's clock
// starts on Sunday 22 November).
export const workingHours = { opens: '08:00', closes: '22:00' };

/** Given: the admin added Ahmed, who does plumbing (the sample booking's service); returns his id. */
export async function technicianAdded(h: Harness): Promise<string> {
  const technicianId = uuidv7();
  const response = await propose(h, 'admin', [
    { id: uuidv7(), stream: technicianStream(technicianId), expectedVersion: 0, type: 'technician.added', schema: 1, data: { ...ahmed } },
  ]);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return technicianId;
}

/** Given: `client` booked, was offered 150 riyals, accepted and paid: the request waits for its visit. */
export async function paidRequest(h: Harness, client: string): Promise<{ stream: string; requestId: string }> {
  const request = await acceptedOffer(h, client, 15_000);
  await paidByServer(h, request.stream, 15_000);
  return request;
}

/** The admin confirms (or moves) the visit to `window` with Ahmed: the appointment and his window in one batch. */
export async function visitConfirmed(h: Harness, stream: string, technicianId: string, window: { date: string; from: string; to: string } = ahmedsWindow): Promise<void> {
  const requestId = stream.slice('request-'.length);
  const response = await propose(h, 'admin', [
    requestEvent(stream, await h.store.streamVersion(stream), 'appointmentConfirmed', {
      ...window,
      technician: { id: technicianId, name: ahmed.name },
      workingHours,
    }),
    {
      id: uuidv7(),
      stream: technicianStream(technicianId),
      expectedVersion: await h.store.streamVersion(technicianStream(technicianId)),
      type: 'technician.visitAssigned',
      schema: 1,
      data: { requestId, ...window },
    },
  ]);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

export const onTheWay = (h: Harness, stream: string, expectedAt = '10:40') => done(h, 'admin', stream, 'technicianOnTheWay', { expectedAt });
export const completed = (h: Harness, stream: string) => done(h, 'admin', stream, 'completed', { note: 'Replaced the seal', photoIds: [] });

/** Given: the server gave back a second charge of the request (as refund-charges.ts records it). */
export async function refundedByServer(h: Harness, stream: string): Promise<void> {
  const [first] = await h.store.readStream(stream);
  const result = await h.store.append([
    asDecided({
      id: uuidv7(),
      stream,
      expectedVersion: await h.store.streamVersion(stream),
      type: 'request.chargeRefunded',
      schema: 1,
      data: samplePayloads['request.chargeRefunded']!.data,
      actor: { role: 'system' },
      at: h.clock.now().toISOString(),
      audience: first!.audience,
    }),
  ]);
  expect(result.status).toBe('appended');
}
