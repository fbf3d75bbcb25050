import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProposedEvent } from '../../machines/domain/envelope.ts';
import { replay } from '../../machines/stream-decision.ts';
import { technicianMachine, type TechnicianContext } from '../../machines/technician.machine.ts';
import { ahmed } from '../machines/sample-payloads.ts';
import type { Harness } from './app-harness.ts';
import { expectLogUnchangedAndHealthy, harnessWithAdmin, propose, registerCustomer } from './events-api-fixtures.ts';
import { acceptedOffer, paidByServer, stateOf } from './request-fixtures.ts';

// The admin confirms a paid request's visit through the events API: one batch with the
// technician's window booked; overlapping windows, Fridays and customers are refused with
// nothing appended, and a move to another technician must free the first one's window.
// The harness clock starts on Sunday 2026-11-22, 12:00 in Riyadh.
let h: Harness & { adminId: string };
const hours = { opens: '08:00', closes: '22:00' };
const omar = { ...ahmed, name: { en: 'Omar Nasser', ar: 'عمر ناصر' }, mobile: '+966551234568' };

beforeAll(async () => {
  h = await harnessWithAdmin();
  await registerCustomer(h, 'sara');
});
afterAll(async () => {
  await h.close();
});

const event = async (stream: string, type: string, data: Record<string, unknown>, versionOffset = 0): Promise<ProposedEvent> => ({
  id: uuidv7(),
  stream,
  expectedVersion: (await h.store.streamVersion(stream)) + versionOffset,
  type,
  schema: 1,
  data,
});

/** Given: the admin added a technician; returns their id. */
async function technicianAdded(details: typeof ahmed): Promise<string> {
  const id = uuidv7();
  const response = await propose(h, 'admin', [await event(`technician-${id}`, 'technician.added', details)]);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return id;
}

/** Given: Sara's request, offered, accepted and paid. */
async function paidRequest(): Promise<{ stream: string; requestId: string }> {
  const request = await acceptedOffer(h, 'sara', 15_000);
  await paidByServer(h, request.stream, 15_000);
  return request;
}

interface Visit {
  requestId: string;
  technicianId: string;
  names?: typeof ahmed.name;
  date?: string;
  from?: string;
  to?: string;
  releasing?: string;
}

/** The batch the admin's form proposes: the appointment, the technician's window, and the first one's release when asked. */
async function appointmentBatch({ requestId, technicianId, names = ahmed.name, date = '2026-11-24', from = '10:00', to = '12:00', releasing }: Visit) {
  const window = { date, from, to };
  const batch = [
    await event(`request-${requestId}`, 'request.appointmentConfirmed', { ...window, technician: { id: technicianId, name: names }, workingHours: hours }),
    await event(`technician-${technicianId}`, 'technician.visitAssigned', { requestId, ...window }),
  ];
  if (releasing) batch.push(await event(`technician-${releasing}`, 'technician.visitReleased', { requestId }));
  return batch;
}

async function expectRefused(client: string, batch: ProposedEvent[], status: number, code: string) {
  const before = await h.store.lastPosition();
  const response = await propose(h, client, batch);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.error.code).toBe(code);
  await expectLogUnchangedAndHealthy(h, before);
}

const visitsOf = async (technicianId: string) =>
  (replay(technicianMachine, await h.store.readStream(`technician-${technicianId}`)).context as TechnicianContext).visits;

describe("confirming a paid request's visit", () => {
  let ahmedId: string;
  let first: { stream: string; requestId: string };
  beforeAll(async () => {
    ahmedId = await technicianAdded(ahmed);
    first = await paidRequest();
  });

  it('books the window on the technician and the request is appointed', async () => {
    const response = await propose(h, 'admin', await appointmentBatch({ requestId: first.requestId, technicianId: ahmedId }));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const state = await stateOf(h, first.stream);
    expect(state.value).toBe('appointed');
    expect(state.context.appointment).toEqual({ date: '2026-11-24', from: '10:00', to: '12:00', technician: { id: ahmedId, name: ahmed.name } });
    expect(await visitsOf(ahmedId)).toEqual([{ requestId: first.requestId, date: '2026-11-24', from: '10:00', to: '12:00' }]);
  });

  it("refuses a second request's window overlapping on the same technician with 422 technicianFree", async () => {
    const second = await paidRequest();
    await expectRefused('admin', await appointmentBatch({ requestId: second.requestId, technicianId: ahmedId, from: '11:00', to: '13:00' }), 422, 'technicianFree');
    expect((await stateOf(h, second.stream)).value).toBe('paid');
  });

  it('takes a second window that starts as the first one ends', async () => {
    const second = await paidRequest();
    const response = await propose(h, 'admin', await appointmentBatch({ requestId: second.requestId, technicianId: ahmedId, from: '12:00', to: '14:00' }));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  });

  it('refuses a Friday with 422 noFridayService', async () => {
    const second = await paidRequest();
    await expectRefused('admin', await appointmentBatch({ requestId: second.requestId, technicianId: ahmedId, date: '2026-11-27' }), 422, 'noFridayService');
  });

  it('refuses a window wider than 2 hours, or past closing time', async () => {
    const second = await paidRequest();
    await expectRefused('admin', await appointmentBatch({ requestId: second.requestId, technicianId: ahmedId, date: '2026-11-25', from: '10:00', to: '12:30' }), 422, 'windowAtMostTwoHours');
    await expectRefused('admin', await appointmentBatch({ requestId: second.requestId, technicianId: ahmedId, date: '2026-11-25', from: '21:00', to: '23:00' }), 422, 'withinWorkingHours');
  });

  it('refuses the customer proposing an appointment with 403', async () => {
    const second = await paidRequest();
    await expectRefused('sara', await appointmentBatch({ requestId: second.requestId, technicianId: ahmedId, date: '2026-11-25' }), 403, 'forbidden');
  });
});

describe('moving a visit to another technician', () => {
  it('is refused without the first one released, and taken with it: the first technician is free again', async () => {
    const ahmedId = await technicianAdded(ahmed);
    const omarId = await technicianAdded(omar);
    const request = await paidRequest();
    expect((await propose(h, 'admin', await appointmentBatch({ requestId: request.requestId, technicianId: ahmedId }))).status).toBe(200);

    await expectRefused('admin', await appointmentBatch({ requestId: request.requestId, technicianId: omarId, names: omar.name }), 422, 'previousTechnicianNotReleased');

    const moved = await propose(h, 'admin', await appointmentBatch({ requestId: request.requestId, technicianId: omarId, names: omar.name, releasing: ahmedId }));
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await stateOf(h, request.stream)).context.appointment?.technician).toEqual({ id: omarId, name: omar.name });
    expect(await visitsOf(ahmedId)).toEqual([]);
    expect(await visitsOf(omarId)).toEqual([{ requestId: request.requestId, date: '2026-11-24', from: '10:00', to: '12:00' }]);
  });
});
