import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './app-harness.ts';
import { expectLogUnchangedAndHealthy, harnessWithAdmin, propose, registerCustomer, workingHoursChanged } from './events-api-fixtures.ts';
import { newRequestStream, submitted } from './request-fixtures.ts';

// The booking rules the server enforces again with the browser's own guards, each refusal
// named after its rule, with nothing appended. "Today" and Friday are Riyadh's, whatever
// the UTC date; the harness clock starts on Sunday 2026-11-22, 12:00 in Riyadh.
let h: Harness & { adminId: string };
beforeAll(async () => {
  h = await harnessWithAdmin();
  await registerCustomer(h, 'sara');
});
afterAll(async () => {
  await h.close();
});

async function expectBookingRefused(changes: Record<string, unknown>, code: string) {
  const before = await h.store.lastPosition();
  const response = await propose(h, 'sara', [submitted(newRequestStream(), changes)]);
  expect(response.status, JSON.stringify(response.body)).toBe(422);
  expect(response.body.error.code).toBe(code);
  await expectLogUnchangedAndHealthy(h, before);
}

async function expectBookingAccepted(changes: Record<string, unknown>) {
  const response = await propose(h, 'sara', [submitted(newRequestStream(), changes)]);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

async function at<T>(instant: string, work: () => Promise<T>): Promise<T> {
  const before = h.clock.now();
  h.clock.set(instant);
  try {
    return await work();
  } finally {
    h.clock.set(before);
  }
}

describe('the date', () => {
  it('refuses yesterday (a Saturday) with 422 notBeforeToday', async () => {
    await expectBookingRefused({ preferredDate: '2026-11-21' }, 'notBeforeToday');
  });

  it('accepts today', async () => {
    await expectBookingAccepted({ preferredDate: '2026-11-22', preferredTime: '18:00' });
  });

  it('refuses a Friday with 422 noFridayService', async () => {
    await expectBookingRefused({ preferredDate: '2026-11-27' }, 'noFridayService');
  });

  it('refuses today at a time that has passed in Riyadh with 422 notInThePast (09:00 asked at 14:41)', async () => {
    await at('2026-11-22T11:41:00Z', () => expectBookingRefused({ preferredDate: '2026-11-22', preferredTime: '09:00' }, 'notInThePast'));
  });

  it('accepts the Saturday after it, a working day', async () => {
    await expectBookingAccepted({ preferredDate: '2026-11-28' });
  });

  it('refuses the UTC date after midnight in Riyadh, when it is already tomorrow there, with notBeforeToday', async () => {
    // 21:30 UTC on the 22nd is 00:30 on Monday the 23rd in Riyadh.
    await at('2026-11-22T21:30:00Z', () => expectBookingRefused({ preferredDate: '2026-11-22' }, 'notBeforeToday'));
  });

  it('accepts Riyadh’s today while the UTC date is still the day before', async () => {
    await at('2026-11-22T21:30:00Z', () => expectBookingAccepted({ preferredDate: '2026-11-23' }));
  });
});

describe('the place', () => {
  it('refuses coordinates outside Riyadh (Jeddah) with 422 insideRiyadh', async () => {
    await expectBookingRefused({ coordinates: { lat: 21.54, lng: 39.17 } }, 'insideRiyadh');
  });

  it('accepts a booking without coordinates, the address text saying where', async () => {
    await expectBookingAccepted({ coordinates: null });
  });
});

describe('the time', () => {
  it('refuses a time after closing with 422 withinWorkingHours', async () => {
    await expectBookingRefused({ preferredTime: '22:30' }, 'withinWorkingHours');
  });

  it('refuses a time before opening with 422 withinWorkingHours', async () => {
    await expectBookingRefused({ preferredTime: '07:59' }, 'withinWorkingHours');
  });

  it('refuses a booking checked against other hours than the settings’ with 422 workingHoursChanged', async () => {
    await expectBookingRefused({ workingHours: { opens: '06:00', closes: '23:59' } }, 'workingHoursChanged');
  });

  it('after the admin changes the hours, refuses the old ones with workingHoursChanged and checks the time against the new', async () => {
    const changed = await propose(h, 'admin', [workingHoursChanged(await h.store.streamVersion('settings'), '09:00', '21:00')]);
    expect(changed.status).toBe(200);
    const newHours = { opens: '09:00', closes: '21:00' };

    await expectBookingRefused({ preferredTime: '10:30' }, 'workingHoursChanged');
    await expectBookingRefused({ preferredTime: '08:30', workingHours: newHours }, 'withinWorkingHours');
    await expectBookingAccepted({ preferredTime: '10:30', workingHours: newHours });
  });
});

describe('the payload', () => {
  it('refuses a non-Saudi contact phone with 400 invalidPayload', async () => {
    const before = await h.store.lastPosition();
    const response = await propose(h, 'sara', [submitted(newRequestStream(), { phone: '+14155550123' })]);
    expect([response.status, response.body.error.code]).toEqual([400, 'invalidPayload']);
    await expectLogUnchangedAndHealthy(h, before);
  });

  it('refuses an order number outside 100-999 with 400 invalidPayload', async () => {
    const before = await h.store.lastPosition();
    const response = await propose(h, 'sara', [submitted(newRequestStream(), { orderNumber: 1000 })]);
    expect([response.status, response.body.error.code]).toEqual([400, 'invalidPayload']);
    await expectLogUnchangedAndHealthy(h, before);
  });
});
