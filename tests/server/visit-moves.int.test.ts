import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../../machines/stream-decision.ts';
import { technicianMachine, type TechnicianContext } from '../../machines/technician.machine.ts';
import type { Harness } from './app-harness.ts';
import { expectLogUnchangedAndHealthy, harnessWithAdmin, registerCustomer } from './events-api-fixtures.ts';
import { stateOf } from './request-fixtures.ts';
import { onTheWay, paidRequest, technicianAdded, visitConfirmed } from './visit-fixtures.ts';

// A customer moves their own visit (docs/decisions.md 27) through /api/requests/{id}: the
// server offers the windows the technician is free in, read from the technician's stream the
// customer never sees, and books the chosen one with the move, in one batch through the one
// append path. The harness clock starts on Sunday 2026-11-22, 12:00 in Riyadh.
let h: Harness & { adminId: string };
let ahmedId: string;
let sara: { stream: string; requestId: string };
let other: { stream: string; requestId: string };

beforeAll(async () => {
  h = await harnessWithAdmin();
  await registerCustomer(h, 'sara');
  await registerCustomer(h, 'omar');
  ahmedId = await technicianAdded(h);
  sara = await paidRequest(h, 'sara');
  other = await paidRequest(h, 'omar');
  // Sara's visit on Tuesday 10:00-12:00; Omar's, with the same Ahmed, on Wednesday 08:00-10:00.
  await visitConfirmed(h, sara.stream, ahmedId);
  await visitConfirmed(h, other.stream, ahmedId, { date: '2026-11-25', from: '08:00', to: '10:00' });
});
afterAll(async () => {
  await h.close();
});

const freeWindows = (client: string | undefined, requestId = sara.requestId, from = '') =>
  h.request(`/api/requests/${requestId}/free-windows${from && `?from=${from}`}`, { client });
const move = (client: string, window: { date: string; from: string }, requestId = sara.requestId) =>
  h.request(`/api/requests/${requestId}/visit-moves`, { client, body: window });
const visitsOf = async (technicianId: string) =>
  (replay(technicianMachine, await h.store.readStream(`technician-${technicianId}`)).context as TechnicianContext).visits;

async function expectRefused(client: string, window: { date: string; from: string }, status: number, code: string, requestId = sara.requestId) {
  const before = await h.store.lastPosition();
  const response = await move(client, window, requestId);
  expect([response.status, response.body.error?.code], JSON.stringify(response.body)).toEqual([status, code]);
  await expectLogUnchangedAndHealthy(h, before);
}

describe("the windows a customer's visit may move to", () => {
  it("answers the request's owner with the days ahead and the windows Ahmed is free in: not over Omar's visit, not Sara's own", async () => {
    const response = await freeWindows('sara');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const windowsOf = (date: string) =>
      (response.body.days as { date: string; windows: { from: string; to: string }[] }[]).find((day) => day.date === date)?.windows.map((w) => `${w.from}-${w.to}`) ?? [];
    expect(windowsOf('2026-11-25')[0]).toBe('10:00-12:00');
    expect(windowsOf('2026-11-25')).not.toContain('09:30-11:30');
    expect(windowsOf('2026-11-24')).not.toContain('10:00-12:00');
    expect(windowsOf('2026-11-24')).toContain('12:00-14:00');
    expect(response.body.days.map((day: { date: string }) => day.date)).not.toContain('2026-11-27');
    expect(typeof response.body.next).toBe('string');
  });

  it('starts from the day asked', async () => {
    const response = await freeWindows('sara', sara.requestId, '2026-11-28');
    expect(response.body.days[0].date).toBe('2026-11-28');
  });

  it('answers an admin too, another customer and a visitor not', async () => {
    expect((await freeWindows('admin')).status).toBe(200);
    const omars = await freeWindows('omar');
    expect([omars.status, omars.body.error.code]).toEqual([404, 'notFound']);
    expect((await freeWindows(undefined)).status).toBe(401);
  });
});

describe('the customer moving their visit', () => {
  it.each([
    ["Omar's window on Wednesday, taken meanwhile", { date: '2026-11-25', from: '09:00' }, 422, 'technicianFree'],
    ['a Friday', { date: '2026-11-27', from: '10:00' }, 422, 'noFridayService'],
    ['a time gone by', { date: '2026-11-22', from: '08:00' }, 422, 'notInThePast'],
    ['a window that would close after working hours', { date: '2026-11-25', from: '21:00' }, 422, 'withinWorkingHours'],
  ])('refuses %s with %s %s, appending nothing', async (_what, window, status, code) => {
    await expectRefused('sara', window, status, code);
  });

  it("refuses another customer's request as missing, and an admin's move (they use their own form)", async () => {
    await expectRefused('omar', { date: '2026-11-25', from: '14:00' }, 404, 'notFound');
    await expectRefused('admin', { date: '2026-11-25', from: '14:00' }, 403, 'forbidden');
  });

  it("moves Sara's visit to Wednesday 14:00-16:00: her request and Ahmed's window, in one batch, hers and the server's", async () => {
    const response = await move('sara', { date: '2026-11-25', from: '14:00' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.events.map((event: { type: string; actor: { role: string } }) => [event.type, event.actor.role])).toEqual([
      ['request.visitRescheduled', 'customer'],
      ['technician.visitAssigned', 'system'],
    ]);
    expect((await stateOf(h, sara.stream)).context.appointment).toEqual({
      date: '2026-11-25',
      from: '14:00',
      to: '16:00',
      technician: expect.objectContaining({ id: ahmedId }),
    });
    expect(await visitsOf(ahmedId)).toContainEqual({ requestId: sara.requestId, date: '2026-11-25', from: '14:00', to: '16:00' });
    expect(await visitsOf(ahmedId)).not.toContainEqual(expect.objectContaining({ requestId: sara.requestId, date: '2026-11-24' }));
  });

  it('refuses a move once the technician set out, and once the window began', async () => {
    await onTheWay(h, other.stream);
    await expectRefused('omar', { date: '2026-11-26', from: '14:00' }, 422, 'technicianNotSetOut', other.requestId);
    h.clock.set('2026-11-25T11:05:00Z');
    await expectRefused('sara', { date: '2026-11-26', from: '14:00' }, 422, 'windowNotStarted');
  });
});
