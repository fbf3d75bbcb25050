import { describe, expect, it } from 'vitest';
import type { MachineEvent } from '../../machines/domain/envelope.ts';
import { customerNotifications, seenMoment, unseenCount } from '../../machines/projections/customer-notifications.ts';
import type { LoggedEvent } from '../../machines/projections/audit-trail.ts';
import { admin, anEvent, system } from './given-events.ts';
import { ahmed, ahmedId, ahmedsWindow, paidWith, plumbingVisit, secondChargeRefunded } from './sample-payloads.ts';

// The customer's notifications, from the events of their request streams.
const at = (day: number, time: string) => `2026-11-${day}T${time}:00.000Z`;
const requestId = '0193a000-0000-7000-8000-000000000001';
const request = { services: plumbingVisit.services, orderNumber: 1000 };
const technician = { id: ahmedId, name: ahmed.name };
const workingHours = { opens: '08:00', closes: '22:00' };
const appointment = (when: string, window = ahmedsWindow) =>
  anEvent('request.appointmentConfirmed', { ...window, technician, workingHours }, { actor: admin, at: when });
const onTheWay = (expectedAt: string, when: string) => anEvent('request.technicianOnTheWay', { expectedAt }, { actor: admin, at: when });
const submitted = anEvent('request.submitted', plumbingVisit, { at: at(20, '08:00') });
const offered = anEvent('request.offerMade', { priceHalalas: 15_000, adminNote: '' }, { actor: admin, at: at(20, '09:00') });
const accepted = anEvent('request.offerAccepted', {}, { at: at(20, '09:05') });
const paid = anEvent('request.paid', paidWith('pay-1', 15_000), { actor: system, at: at(20, '09:10') });
// Ahmed's visit is on Tuesday 24 November: its reminder falls due at 18:00 Riyadh on the 23rd (15:00 UTC).
const reminderDue = at(23, '15:00');
const afterTheVisit = new Date(at(25, '12:00'));

const notificationsOf = (events: MachineEvent[], seenUpTo: string | null = null, now = afterTheVisit) =>
  customerNotifications([{ requestId, request, history: events as LoggedEvent[] }], seenUpTo, now);
const kinds = (events: MachineEvent[], now = afterTheVisit) => notificationsOf(events, null, now).map(({ kind }) => kind);

describe('the customer’s notifications', () => {
  it('tells each step of a visit once, newest first, with what it says and the request it links to', () => {
    const confirmed = appointment(at(21, '10:00'));
    const items = notificationsOf([
      submitted,
      offered,
      accepted,
      paid,
      confirmed,
      onTheWay('10:45', at(24, '07:10')),
      anEvent('request.technicianArrived', {}, { actor: admin, at: at(24, '07:40') }),
      anEvent('request.completed', {}, { actor: admin, at: at(24, '08:30') }),
      anEvent('request.chargeRefunded', secondChargeRefunded, { actor: system, at: at(24, '09:00') }),
    ]);
    expect(items.map(({ kind, at: when }) => [kind, when])).toEqual([
      ['refunded', at(24, '09:00')],
      ['completed', at(24, '08:30')],
      ['onTheWay', at(24, '07:10')],
      ['reminder', reminderDue],
      ['confirmed', at(21, '10:00')],
      ['offerMade', at(20, '09:00')],
      ['received', at(20, '08:00')],
    ]);
    const byKind = Object.fromEntries(items.map((item) => [item.kind, item]));
    expect(byKind.offerMade).toMatchObject({ priceHalalas: 15_000, requestId, orderNumber: 1000, services: ['plumbing'] });
    expect(byKind.confirmed).toMatchObject({ window: ahmedsWindow, technician: ahmed.name, id: `${confirmed.id}:confirmed` });
    expect(byKind.reminder).toMatchObject({ window: ahmedsWindow, technician: ahmed.name, id: `${confirmed.id}:reminder` });
    expect(byKind.onTheWay).toMatchObject({ expectedAt: '10:45', technician: ahmed.name });
    expect(byKind.refunded).toMatchObject({ amountHalalas: 15_000 });
  });

  it('calls a later appointment a move, with its new window, and tells the first time on the way only', () => {
    const moved = { date: '2026-11-24', from: '14:00', to: '16:00' };
    const items = notificationsOf([submitted, paid, appointment(at(21, '10:00')), appointment(at(21, '11:00'), moved), onTheWay('14:30', at(24, '10:00')), onTheWay('14:50', at(24, '10:20'))]);
    expect(items.map(({ kind }) => kind)).toEqual(['onTheWay', 'reminder', 'moved', 'confirmed', 'received']);
    expect(items.find(({ kind }) => kind === 'moved')?.window).toEqual(moved);
    expect(items.find(({ kind }) => kind === 'onTheWay')?.expectedAt).toBe('14:30');
  });

  it('tells the customer’s own move as a move, with the new window, the same technician and its own reminder', () => {
    const later = { date: '2026-11-26', from: '14:00', to: '16:00' };
    const movedByCustomer = anEvent('request.visitRescheduled', { ...later, workingHours }, { at: at(22, '10:00') });
    const items = notificationsOf([submitted, paid, appointment(at(21, '10:00')), movedByCustomer], null, new Date(at(27, '12:00')));
    expect(items.map(({ kind }) => kind)).toEqual(['reminder', 'moved', 'confirmed', 'received']);
    expect(items[0]).toMatchObject({ window: later, technician: ahmed.name, id: `${movedByCustomer.id}:reminder` });
    expect(items[1]).toMatchObject({ window: later, technician: ahmed.name });
  });

  it('reminds of a visit only once 18:00 Riyadh the evening before has come, by the clock given', () => {
    const events = [submitted, appointment(at(21, '10:00'))];
    expect(kinds(events, new Date(at(23, '14:59')))).toEqual(['confirmed', 'received']);
    expect(kinds(events, new Date(reminderDue))).toEqual(['reminder', 'confirmed', 'received']);
  });

  it('reminds of no visit confirmed after the evening before, nor of one moved or completed before then', () => {
    expect(kinds([submitted, appointment(at(23, '16:00'))])).toEqual(['confirmed', 'received']);
    const movedToThursday = appointment(at(22, '10:00'), { date: '2026-11-26', from: '10:00', to: '12:00' });
    expect(kinds([submitted, appointment(at(21, '10:00')), movedToThursday])).toEqual(['moved', 'confirmed', 'received']);
    expect(kinds([submitted, appointment(at(21, '10:00')), movedToThursday], new Date(at(27, '12:00')))).toEqual(['reminder', 'moved', 'confirmed', 'received']);
    expect(kinds([submitted, appointment(at(21, '10:00')), anEvent('request.completed', {}, { actor: admin, at: at(22, '09:00') })])).toEqual([
      'completed',
      'confirmed',
      'received',
    ]);
  });

  it('tells nothing of a step still on its way to the server, nor of the customer’s own answers', () => {
    const waiting = { ...anEvent('request.submitted', plumbingVisit), pending: true };
    expect(customerNotifications([{ requestId, request, history: [waiting] }], null, afterTheVisit)).toEqual([]);
    expect(kinds([submitted, offered, accepted, anEvent('request.offerRejected', {}, { at: at(20, '09:06') })])).toEqual(['offerMade', 'received']);
  });

  it('counts as seen what happened up to the moment recorded, and offers the newest moment to record', () => {
    const events = [submitted, offered, appointment(at(21, '10:00'))];
    const unseen = notificationsOf(events);
    expect(unseenCount(unseen)).toBe(4);
    expect(seenMoment(unseen)).toBe(reminderDue);

    const partly = notificationsOf(events, at(20, '09:00'));
    expect(partly.map(({ kind, seen }) => [kind, seen])).toEqual([
      ['reminder', false],
      ['confirmed', false],
      ['offerMade', true],
      ['received', true],
    ]);
    expect(unseenCount(partly)).toBe(2);
    expect(seenMoment(partly)).toBe(reminderDue);

    const all = notificationsOf(events, reminderDue);
    expect(unseenCount(all)).toBe(0);
    expect(seenMoment(all)).toBeNull();
  });

  it('merges the requests of the log, newest first', () => {
    const other = '0193a000-0000-7000-8000-000000000002';
    const items = customerNotifications(
      [
        { requestId, request, history: [submitted] as LoggedEvent[] },
        { requestId: other, request: { services: ['electrical'], orderNumber: 1001 }, history: [anEvent('request.submitted', plumbingVisit, { at: at(20, '08:30') })] as LoggedEvent[] },
      ],
      null,
      afterTheVisit,
    );
    expect(items.map((item) => [item.requestId, item.orderNumber])).toEqual([
      [other, 1001],
      [requestId, 1000],
    ]);
  });
});
