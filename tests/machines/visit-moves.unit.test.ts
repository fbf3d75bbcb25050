import { describe, expect, it } from 'vitest';
import type { ArrivalWindow } from '../../machines/domain/arrival-window.ts';
import type { MachineEvent } from '../../machines/domain/envelope.ts';
import { freeDaysShown, freeWindows, maxCustomerMoves, technicianFree } from '../../machines/domain/visit-moves.ts';
import { requestMachine, type RequestSnapshot } from '../../machines/request.machine.ts';
import { mayReschedule } from '../../machines/request-status.ts';
import { decide, notAllowedNow, replay } from '../../machines/stream-decision.ts';
import { admin, anEvent, system } from './given-events.ts';
import { ahmed, ahmedId, ahmedsWindow, paidWith, plumbingVisit } from './sample-payloads.ts';

// The customer moves their own visit (docs/decisions.md 27): to another window of the same
// technician, before the technician sets out and the window begins, at most twice, by the
// booking rules of an appointment; the windows offered are those the technician is free in.
const sara = { role: 'customer' as const, userId: '1234' };
const sundayNoon = '2026-11-22T09:00:00.000Z';
const mondayNine = '2026-11-23T06:00:00.000Z';
const hours = { opens: '08:00', closes: '22:00' };
const wednesday = { date: '2026-11-25', from: '14:00', to: '16:00' };

const paidRequest = () => [
  anEvent('request.submitted', plumbingVisit, { actor: sara, at: sundayNoon }),
  anEvent('request.offerMade', { priceHalalas: 15_000, adminNote: '' }, { actor: admin, at: sundayNoon }),
  anEvent('request.offerAccepted', {}, { actor: sara, at: sundayNoon }),
  anEvent('request.paid', paidWith('pay_1', 15_000), { actor: system, at: sundayNoon }),
];
const confirmed = () =>
  anEvent('request.appointmentConfirmed', { ...ahmedsWindow, technician: { id: ahmedId, name: ahmed.name }, workingHours: hours }, { actor: admin, at: sundayNoon });
const moved = (window: Partial<ArrivalWindow> = {}, options: { at?: string; actor?: MachineEvent['actor'] } = {}) =>
  anEvent('request.visitRescheduled', { ...wednesday, ...window, workingHours: hours }, { actor: sara, at: mondayNine, ...options });
const onTheWay = () => anEvent('request.technicianOnTheWay', { expectedAt: '10:40' }, { actor: admin, at: mondayNine });

const given = (...events: MachineEvent[]) => replay(requestMachine, events) as RequestSnapshot;
const appointed = () => [...paidRequest(), confirmed()];
const refusal = (snapshot: RequestSnapshot, event: MachineEvent) => {
  const decision = decide(snapshot, event);
  return decision.accepted ? 'accepted' : decision.reason;
};

describe('the customer moving their visit', () => {
  it('given Tuesday 10:00-12:00 with Ahmed, when Sara moves it to Wednesday 14:00-16:00, then the new window is in force with Ahmed still', () => {
    const request = given(...appointed(), moved());
    expect(request.value).toBe('appointed');
    expect(request.context.appointment).toEqual({ ...wednesday, technician: { id: ahmedId, name: ahmed.name } });
    expect(request.context.customerMoves).toBe(1);
  });

  it.each([
    ['a Friday', { date: '2026-11-27' }, 'noFridayService'],
    ['a time gone by', { date: '2026-11-23', from: '08:00', to: '10:00' }, 'notInThePast'],
    ['a window closing after working hours', { from: '21:00', to: '23:00' }, 'withinWorkingHours'],
    ['a window wider than 2 hours', { to: '16:30' }, 'windowAtMostTwoHours'],
  ])('given an appointed visit, when Sara moves it to %s, then it is refused by %s', (_what, window, rule) => {
    expect(refusal(given(...appointed()), moved(window))).toBe(rule);
  });

  it('given a visit whose window began, when Sara moves it, then it is refused by windowNotStarted', () => {
    expect(refusal(given(...appointed()), moved({}, { at: '2026-11-24T07:05:00.000Z' }))).toBe('windowNotStarted');
  });

  it('given the technician on the way, when Sara moves the visit, then it is refused by technicianNotSetOut', () => {
    expect(refusal(given(...appointed(), onTheWay()), moved())).toBe('technicianNotSetOut');
  });

  it(`given ${maxCustomerMoves} moves already, when Sara moves it again, then it is refused by customerMovesLeft; the admin still moves it`, () => {
    const twice = given(...appointed(), moved(), moved({ date: '2026-11-26' }));
    expect(refusal(twice, moved({ date: '2026-11-28' }))).toBe('customerMovesLeft');
    expect(refusal(twice, confirmed())).toBe('accepted');
  });

  it('given another customer or an admin, when they send the move, then it is refused by rescheduledByOwner', () => {
    expect(refusal(given(...appointed()), moved({}, { actor: { role: 'customer', userId: '9999' } }))).toBe('rescheduledByOwner');
    expect(refusal(given(...appointed()), moved({}, { actor: admin }))).toBe('rescheduledByOwner');
  });

  it('given a paid request with no appointment yet, when Sara moves it, then it is refused: there is nothing to move', () => {
    expect(refusal(given(...paidRequest()), moved())).toBe(notAllowedNow);
  });

  it('given an appointed visit, then the card offers the move until the window begins, and not after two moves', () => {
    expect(mayReschedule(given(...appointed()), mondayNine)).toBe(true);
    expect(mayReschedule(given(...appointed()), '2026-11-24T07:01:00.000Z')).toBe(false);
    expect(mayReschedule(given(...appointed(), onTheWay()), mondayNine)).toBe(false);
    expect(mayReschedule(given(...appointed(), moved(), moved({ date: '2026-11-26' })), mondayNine)).toBe(false);
  });
});

describe('the windows a visit may move to', () => {
  const rules = { hours: { opens: '08:00', closes: '12:00' }, widthMinutes: 120 };
  const visit = { ...ahmedsWindow, requestId: 'request-5' };

  it('given windows ending as another starts, then they do not overlap: the technician is free', () => {
    expect(technicianFree([{ requestId: 'r1', date: '2026-11-24', from: '08:00', to: '10:00' }], { requestId: 'r2', date: '2026-11-24', from: '10:00', to: '12:00' })).toBe(true);
    expect(technicianFree([{ requestId: 'r1', date: '2026-11-24', from: '08:00', to: '10:30' }], { requestId: 'r2', date: '2026-11-24', from: '10:00', to: '12:00' })).toBe(false);
  });

  it('given Ahmed busy 08:00-10:00 on Wednesday, then Wednesday offers only windows from 10:00, Tuesday leaves out the visit’s own window, Friday none', () => {
    const booked = [visit, { requestId: 'request-6', date: '2026-11-25', from: '08:00', to: '10:00' }];
    const { days } = freeWindows(rules, visit, booked, mondayNine, null);
    const windowsOf = (date: string) => days.find((day) => day.date === date)?.windows.map((window) => `${window.from}-${window.to}`);
    expect(windowsOf('2026-11-24')).toEqual(['08:00-10:00', '08:30-10:30', '09:00-11:00', '09:30-11:30']);
    expect(windowsOf('2026-11-25')).toEqual(['10:00-12:00']);
    expect(windowsOf('2026-11-27')).toBeUndefined();
  });

  it(`given a first day, then ${freeDaysShown} bookable days from it are shown and the next page starts after them`, () => {
    const { days, next } = freeWindows(rules, visit, [visit], mondayNine, '2026-11-26');
    expect(days).toHaveLength(freeDaysShown);
    expect(days[0]!.date).toBe('2026-11-26');
    expect(days.map((day) => day.date)).not.toContain('2026-11-27');
    expect(next).toBe('2026-12-05');
  });
});
