import { describe, expect, it } from 'vitest';
import type { MachineEvent } from '../../machines/domain/envelope.ts';
import type { ArrivalWindow } from '../../machines/domain/arrival-window.ts';
import { currentSchemaVersion, eventDefinition } from '../../machines/domain/event-catalog.ts';
import { requestMachine, type RequestSnapshot } from '../../machines/request.machine.ts';
import { requestBadge } from '../../machines/request-status.ts';
import { decide, notAllowedNow, replay } from '../../machines/stream-decision.ts';
import { admin, anEvent, system } from './given-events.ts';
import { ahmed, ahmedId, ahmedsWindow, paidWith, plumbingVisit } from './sample-payloads.ts';

// The visit after the payment: the admin confirms a day, an arrival window of at most two hours
// within working hours (not a Friday, not in the past) and a technician, may move it, marks the
// technician on the way and arrived, and completes it with a note and photos.
const sundayNoon = '2026-11-22T09:00:00.000Z';
const mondayMorning = '2026-11-23T06:00:00.000Z';
const tuesdayTenFifteen = '2026-11-24T07:15:00.000Z';

const submitted = () => anEvent('request.submitted', plumbingVisit, { at: sundayNoon });
const offerMade = (priceHalalas: number) => anEvent('request.offerMade', { priceHalalas, adminNote: '' }, { actor: admin, at: sundayNoon });
const accepted = () => anEvent('request.offerAccepted', {}, { at: sundayNoon });
const paid = () => anEvent('request.paid', paidWith('pay_1', 15_000), { actor: system, at: sundayNoon });
const confirmed = (window: Partial<ArrivalWindow> = {}, at = mondayMorning) =>
  anEvent(
    'request.appointmentConfirmed',
    { ...ahmedsWindow, ...window, technician: { id: ahmedId, name: ahmed.name }, workingHours: { opens: '08:00', closes: '22:00' } },
    { actor: admin, at },
  );
const onTheWay = (expectedAt = '10:40') => anEvent('request.technicianOnTheWay', { expectedAt }, { actor: admin, at: tuesdayTenFifteen });
const arrived = () => anEvent('request.technicianArrived', {}, { actor: admin, at: '2026-11-24T07:45:00.000Z' });
const completed = (note = 'Replaced the trap', photoIds: string[] = []) =>
  anEvent('request.completed', { note, photoIds }, { actor: admin, at: '2026-11-24T08:30:00.000Z' });

const given = (...events: MachineEvent[]) => replay(requestMachine, events) as RequestSnapshot;
const paidRequest = () => [submitted(), offerMade(15_000), accepted(), paid()];
const refusal = (snapshot: RequestSnapshot, event: MachineEvent) => {
  const decision = decide(snapshot, event);
  return decision.accepted ? 'accepted' : decision.reason;
};

describe('confirming the appointment', () => {
  it('given a paid request, when the admin confirms Tuesday 10:00-12:00 with Ahmed, then the visit is appointed with that window and his names', () => {
    const request = given(...paidRequest(), confirmed());
    expect(request.value).toBe('appointed');
    expect(request.context.appointment).toEqual({ ...ahmedsWindow, technician: { id: ahmedId, name: ahmed.name } });
    expect(requestBadge(request)).toBe('appointed');
  });

  it('given a visit included in the plan, when the admin confirms it, then it is appointed', () => {
    expect(given(submitted(), offerMade(0), accepted(), confirmed()).value).toBe('appointed');
  });

  it('given a request not paid yet, when the admin confirms a visit, then it is refused', () => {
    expect(refusal(given(submitted(), offerMade(15_000), accepted()), confirmed())).toBe(notAllowedNow);
    expect(refusal(given(submitted()), confirmed())).toBe(notAllowedNow);
  });

  it.each([
    ['a window wider than 2 hours', { to: '12:01' }, 'windowAtMostTwoHours'],
    ['a window that ends before it starts', { from: '12:00', to: '10:00' }, 'windowAtMostTwoHours'],
    ['a window of no time at all', { from: '10:00', to: '10:00' }, 'windowAtMostTwoHours'],
    ['a Friday', { date: '2026-11-27' }, 'noFridayService'],
    ['a window that started already', { date: '2026-11-23', from: '08:30', to: '10:30' }, 'notInThePast'],
    ['a day gone by', { date: '2026-11-22' }, 'notInThePast'],
    ['a window opening before working hours', { from: '07:30', to: '09:00' }, 'withinWorkingHours'],
    ['a window closing after working hours', { from: '21:00', to: '22:30' }, 'withinWorkingHours'],
  ])('given a paid request, when the admin confirms %s, then it is refused by %s', (_what, window, rule) => {
    expect(refusal(given(...paidRequest()), confirmed(window))).toBe(rule);
  });

  it('given working hours 08:00-22:00, when the window is exactly 20:00-22:00, then it is accepted (both ends included)', () => {
    expect(refusal(given(...paidRequest()), confirmed({ from: '20:00', to: '22:00' }))).toBe('accepted');
  });

  it('given an appointed visit, when the admin moves it to Wednesday, then the new window is in force, by the same rules', () => {
    const moved = given(...paidRequest(), confirmed(), confirmed({ date: '2026-11-25', from: '14:00', to: '15:30' }));
    expect(moved.value).toBe('appointed');
    expect(moved.context.appointment).toMatchObject({ date: '2026-11-25', from: '14:00', to: '15:30' });
    expect(refusal(given(...paidRequest(), confirmed()), confirmed({ date: '2026-11-27' }))).toBe('noFridayService');
  });
});

describe('on the way, arrived, done', () => {
  it('given an appointed visit, when the technician sets out, arrives and completes it, then each step is kept with its time', () => {
    const done = given(...paidRequest(), confirmed(), onTheWay(), arrived(), completed('Replaced the trap', ['0193a7c2-5e1f-7b3d-9a4e-00000c0ffee1']));
    expect(done.value).toBe('completed');
    expect(done.context.onTheWay).toEqual({ at: tuesdayTenFifteen, expectedAt: '10:40' });
    expect(done.context.arrivedAt).toBe('2026-11-24T07:45:00.000Z');
    expect(done.context.completion).toEqual({ note: 'Replaced the trap', photoIds: ['0193a7c2-5e1f-7b3d-9a4e-00000c0ffee1'] });
  });

  it('given the technician on the way, when they send a new expected time, then the latest is shown', () => {
    const late = given(...paidRequest(), confirmed(), onTheWay('10:40'), onTheWay('11:05'));
    expect(late.value).toBe('onTheWay');
    expect(late.context.onTheWay?.expectedAt).toBe('11:05');
    expect(requestBadge(late)).toBe('onTheWay');
  });

  it('given a paid request with no appointment, when the technician is marked on the way or arrived, then it is refused', () => {
    expect(refusal(given(...paidRequest()), onTheWay())).toBe(notAllowedNow);
    expect(refusal(given(...paidRequest()), arrived())).toBe(notAllowedNow);
    expect(refusal(given(...paidRequest(), confirmed()), arrived())).toBe(notAllowedNow);
  });

  it('given the technician on the way or arrived, when the admin moves the visit, then it is refused', () => {
    expect(refusal(given(...paidRequest(), confirmed(), onTheWay()), confirmed({ date: '2026-11-25' }))).toBe(notAllowedNow);
    expect(refusal(given(...paidRequest(), confirmed(), onTheWay(), arrived()), confirmed({ date: '2026-11-25' }))).toBe(notAllowedNow);
  });

  it('given a visit completed before appointments existed (schema 1, nothing said), when replayed, then it is completed with an empty note', () => {
    const old = given(...paidRequest(), anEvent('request.completed', {}, { actor: admin }));
    expect(old.value).toBe('completed');
    expect(old.context.completion).toEqual({ note: '', photoIds: [] });
  });
});

describe('visit payloads', () => {
  const schemaOf = (type: string) => {
    const definition = eventDefinition(type)!;
    return definition.schemas[currentSchemaVersion(definition)]!;
  };

  it('refuses a completion with 4 photos, or the same photo twice', () => {
    const photo = (n: number) => `0193a7c2-5e1f-7b3d-9a4e-00000c0ffee${n}`;
    expect(schemaOf('request.completed').safeParse({ note: '', photoIds: [photo(1), photo(2), photo(3)] }).success).toBe(true);
    expect(schemaOf('request.completed').safeParse({ note: '', photoIds: [photo(1), photo(2), photo(3), photo(4)] }).success).toBe(false);
    expect(schemaOf('request.completed').safeParse({ note: '', photoIds: [photo(1), photo(1)] }).success).toBe(false);
  });

  it('refuses an appointment without the technician’s names in both languages, or with a time not HH:MM', () => {
    const good = confirmed().data as Record<string, unknown>;
    expect(schemaOf('request.appointmentConfirmed').safeParse(good).success).toBe(true);
    expect(schemaOf('request.appointmentConfirmed').safeParse({ ...good, technician: { id: ahmedId, name: { en: 'Ahmed' } } }).success).toBe(false);
    expect(schemaOf('request.appointmentConfirmed').safeParse({ ...good, from: '9:00' }).success).toBe(false);
  });
});

describe("the customer's review", () => {
  const doneVisit = () => [...paidRequest(), confirmed(), onTheWay(), arrived(), completed()];
  const reviewed = (stars: number, at = '2026-11-24T12:00:00.000Z', actor = { role: 'customer' as const, userId: '1234' }) =>
    anEvent('request.reviewed', { stars, comment: 'On time and tidy' }, { actor, at });
  const edited = (stars: number, at: string) => anEvent('request.reviewEdited', { stars, comment: 'The leak came back' }, { at });

  it('given a completed visit, when its customer gives 5 stars, then the review is kept with its time', () => {
    const request = given(...doneVisit(), reviewed(5));
    expect(request.context.review).toEqual({ stars: 5, comment: 'On time and tidy', at: '2026-11-24T12:00:00.000Z', editedAt: null });
  });

  it('given a visit not completed yet, when reviewed, then it is refused', () => {
    expect(refusal(given(...paidRequest(), confirmed()), reviewed(5))).toBe(notAllowedNow);
  });

  it('given a review written, when a second one is written, then oneReviewPerVisit refuses it', () => {
    expect(refusal(given(...doneVisit(), reviewed(5)), reviewed(3))).toBe('oneReviewPerVisit');
  });

  it('given a completed visit, when someone other than its customer reviews it, then reviewedByOwner refuses it', () => {
    expect(refusal(given(...doneVisit()), reviewed(1, undefined, { role: 'customer', userId: '5678' }))).toBe('reviewedByOwner');
  });

  it('given a review, when changed within 7 days, then the latest stars are kept and the first time stays', () => {
    const request = given(...doneVisit(), reviewed(5), edited(2, '2026-12-01T12:00:00.000Z'));
    expect(request.context.review).toMatchObject({ stars: 2, at: '2026-11-24T12:00:00.000Z', editedAt: '2026-12-01T12:00:00.000Z' });
  });

  it('given a review, when changed 7 days and a minute later, then reviewStillEditable refuses it', () => {
    expect(refusal(given(...doneVisit(), reviewed(5)), edited(2, '2026-12-01T12:01:00.000Z'))).toBe('reviewStillEditable');
  });

  it('given no review, when one is changed, then reviewStillEditable refuses it', () => {
    expect(refusal(given(...doneVisit()), edited(2, '2026-11-25T12:00:00.000Z'))).toBe('reviewStillEditable');
  });

  it('refuses 0 or 6 stars, or half a star', () => {
    const schema = eventDefinition('request.reviewed')!.schemas[1]!;
    expect(schema.safeParse({ stars: 1, comment: '' }).success).toBe(true);
    for (const stars of [0, 6, 4.5]) expect(schema.safeParse({ stars, comment: '' }).success).toBe(false);
  });
});
