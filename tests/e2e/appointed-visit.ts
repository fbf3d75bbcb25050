// A paid request appointed with a technician of its own, set up through the API as the
// customer's browser and the admin's forms send it: the suites about what follows an
// appointment (its steps, the customer's move, their cancellation, the notifications) start here.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { expect } from 'vitest';
import type { AdminApi } from './admin-by-api.ts';
import { postBooking } from './booking-steps.ts';
import { acceptOfferByApi, payByApi } from './checkout-steps.ts';
import { visitStepsText } from './visit-steps-text.ts';

/** What the admin prices every such visit at: 150 riyals. */
export const appointedVisitPriceHalalas = 15_000;

export interface VisitWindow {
  date: string;
  from: string;
  to: string;
}

interface AppointedVisit {
  service: string;
  note: string;
  window: VisitWindow;
}

/** The technician the customer reads of: Ahmed Al-Harbi (visit-steps-text.ts). */
const technicianName = { en: visitStepsText.en.technician, ar: visitStepsText.ar.technician };
const workingHours = { opens: '08:00', closes: '22:00' };

/** Given: the customer's request for `visit.service` on its window, priced, accepted and paid, then appointed; answers its id. */
export async function appointedVisitByApi(page: Page, admin: AdminApi, visit: AppointedVisit): Promise<string> {
  const requestId = uuidv7();
  const booked = await postBooking(page, requestId, {
    services: [visit.service],
    note: visit.note,
    address: 'حي الملقا، شارع أنس بن مالك 7',
    coordinates: null,
    phone: '+966512345678',
    preferredDate: visit.window.date,
    preferredTime: visit.window.from,
    photoId: null,
  });
  expect(booked.status(), await booked.text()).toBe(200);
  await admin.makeOffer(requestId, appointedVisitPriceHalalas, '');
  await acceptOfferByApi(page, requestId);
  await payByApi(page, requestId);
  await appointedWithOwnTechnician(admin, requestId, visit.service, visit.window);
  return requestId;
}

/** Given: a technician of their own (so no other test's window is in the way) added and booked for the paid request's `window`. */
export async function appointedWithOwnTechnician(admin: AdminApi, requestId: string, service: string, window: VisitWindow): Promise<void> {
  const technicianId = randomUUID();
  const technicianStream = `technician-${technicianId}`;
  await admin.propose(technicianStream, 'technician.added', { name: technicianName, mobile: '+966512345670', services: [service], photoId: null });
  await admin.proposeBatch([
    { stream: `request-${requestId}`, type: 'request.appointmentConfirmed', data: { ...window, technician: { id: technicianId, name: technicianName }, workingHours } },
    { stream: technicianStream, type: 'technician.visitAssigned', data: { requestId, ...window } },
  ]);
}
