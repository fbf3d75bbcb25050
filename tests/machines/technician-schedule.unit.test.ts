import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { MachineEvent } from '../../machines/domain/envelope.ts';
import { replay } from '../../machines/stream-decision.ts';
import { technicianMachine } from '../../machines/technician.machine.ts';
import { requestMachine } from '../../machines/request.machine.ts';
import { userMachine } from '../../machines/user.machine.ts';
import { clashingVisit, technicianSchedule, techniciansFor } from '../../machines/projections/technician-schedule.ts';
import { technicianVisitsOn } from '../../machines/projections/technician-visits.ts';
import { admin, anEvent } from './given-events.ts';
import { ahmed, ahmedId, paidWith, plumbingVisit } from './sample-payloads.ts';

// Given technician, request and user streams, the technicians an appointment may go to and
// each technician's visits on a day.
const customer = { role: 'customer' as const, userId: '1234' };
const early = '0193a0a0-0000-7000-8000-00000000e001';
const late = '0193a0a0-0000-7000-8000-00000000e002';
const bilal = { name: { en: 'Bilal Saeed', ar: 'بلال سعيد' }, mobile: '+966551234568', services: ['electrical' as const], photoId: null };
const omar = { ...ahmed, name: { en: 'Omar Nasser', ar: 'عمر ناصر' } };

const technician = (...events: MachineEvent[]) => replay(technicianMachine, events);
const added = (details: typeof ahmed) => anEvent('technician.added', details, { actor: admin });
const booked = (requestId: string, date: string, from: string, to: string) =>
  anEvent('technician.visitAssigned', { requestId, date, from, to }, { actor: admin });
const appointedRequest = (from: string, to: string) =>
  replay(requestMachine, [
    anEvent('request.submitted', plumbingVisit, { actor: customer }),
    anEvent('request.offerMade', { priceHalalas: 15_000, adminNote: '' }, { actor: admin }),
    anEvent('request.offerAccepted', {}, { actor: customer }),
    anEvent('request.paid', paidWith('pay_1', 15_000), { actor: { role: 'system' } }),
    anEvent('request.appointmentConfirmed', { date: '2026-11-24', from, to, technician: { id: ahmedId, name: ahmed.name }, workingHours: plumbingVisit.workingHours }, { actor: admin }),
  ]);

const world = (entries: [string, AnyMachineSnapshot][]) => new Map(entries);

describe('the technicians an appointment may go to', () => {
  const streams = world([
    [`technician-${ahmedId}`, technician(added(ahmed), booked(late, '2026-11-24', '14:00', '16:00'))],
    ['technician-bilal-electric', technician(added(bilal))],
    ['technician-omar-plumber', technician(added(omar), anEvent('technician.deactivated', {}, { actor: admin }))],
  ]);

  it('lists every technician by English name, with the services they do and whether they take visits', () => {
    expect(technicianSchedule(streams).map(({ name, active, services }) => [name.en, active, services])).toEqual([
      ['Ahmed Al-Harbi', true, ['plumbing']],
      ['Bilal Saeed', true, ['electrical']],
      ['Omar Nasser', false, ['plumbing']],
    ]);
  });

  it('offers only those who take visits and do every service of the request', () => {
    expect(techniciansFor(technicianSchedule(streams), ['plumbing']).map((one) => one.technicianId)).toEqual([ahmedId]);
    expect(techniciansFor(technicianSchedule(streams), ['plumbing', 'electrical'])).toEqual([]);
  });

  it("names the other request's visit that keeps a technician busy, and not the request's own", () => {
    const [ahmedsSchedule] = technicianSchedule(streams);
    const window = { date: '2026-11-24', from: '15:00', to: '17:00' };
    expect(clashingVisit(ahmedsSchedule!, window, early)).toMatchObject({ requestId: late, from: '14:00' });
    expect(clashingVisit(ahmedsSchedule!, window, late)).toBeNull();
    expect(clashingVisit(ahmedsSchedule!, { ...window, from: '16:00', to: '18:00' }, early)).toBeNull();
  });
});

describe("a day's visits by technician", () => {
  const streams = world([
    [`technician-${ahmedId}`, technician(added(ahmed), booked(late, '2026-11-24', '14:00', '16:00'), booked(early, '2026-11-24', '08:00', '10:00'), booked('0193a0a0-0000-7000-8000-00000000e003', '2026-11-25', '08:00', '10:00'))],
    ['technician-bilal-electric', technician(added(bilal))],
    ['technician-omar-plumber', technician(added(omar), anEvent('technician.deactivated', {}, { actor: admin }))],
    [`request-${early}`, appointedRequest('08:00', '10:00')],
    ['user-1234', replay(userMachine, [anEvent('user.registered', { fullName: 'Sara Al-Qahtani', email: 'sara@example.com', mobile: '+966512345678' }, { actor: { role: 'system', userId: '1234' } })])],
  ]);

  it("lists each technician's windows of that day in time order, with the request's customer, services and status", () => {
    const [ahmedsDay] = technicianVisitsOn(streams, '2026-11-24');
    expect(ahmedsDay!.visits.map((visit) => [visit.from, visit.to, visit.requestId])).toEqual([
      ['08:00', '10:00', early],
      ['14:00', '16:00', late],
    ]);
    expect(ahmedsDay!.visits[0]).toMatchObject({ customerName: 'Sara Al-Qahtani', services: ['plumbing'], badge: 'appointed', number: expect.any(String) });
  });

  it('lists a technician who takes visits on a day without any, and leaves out one who does not', () => {
    expect(technicianVisitsOn(streams, '2026-11-24').map((day) => [day.name.en, day.visits.length])).toEqual([
      ['Ahmed Al-Harbi', 2],
      ['Bilal Saeed', 0],
    ]);
    expect(technicianVisitsOn(streams, '2026-11-26').every((day) => day.visits.length === 0)).toBe(true);
  });
});
