import { describe, expect, it } from 'vitest';
import type { MachineEvent } from '../../machines/domain/envelope.ts';
import type { LoggedEvent } from '../../machines/projections/audit-trail.ts';
import { requestTimeline } from '../../machines/projections/request-timeline.ts';
import { admin, anEvent, system } from './given-events.ts';
import { ahmed, ahmedId, ahmedsWindow, paidWith, plumbingVisit } from './sample-payloads.ts';

// A request's steps as its page lists them, from the events of its stream.
const at = (minute: number) => `2026-11-22T09:${String(minute).padStart(2, '0')}:00.000Z`;
const submitted = () => anEvent('request.submitted', plumbingVisit, { at: at(0) });
const offer = (priceHalalas: number, minute: number) => anEvent('request.offerMade', { priceHalalas, adminNote: '' }, { actor: admin, at: at(minute) });
const history = (...events: MachineEvent[]): LoggedEvent[] => events;

describe('a request’s timeline', () => {
  it('lists every step of a paid and completed request with its time, oldest first', () => {
    const timeline = requestTimeline(
      history(
        submitted(),
        offer(15_000, 5),
        anEvent('request.offerAccepted', {}, { at: at(7) }),
        anEvent('request.paid', paidWith('pay-1', 15_000), { actor: system, at: at(9) }),
        anEvent('request.completed', {}, { actor: admin, at: at(30) }),
      ),
    );
    expect(timeline).toEqual([
      { kind: 'submitted', at: at(0), pending: false },
      { kind: 'offerMade', at: at(5), pending: false, priceHalalas: 15_000 },
      { kind: 'offerAccepted', at: at(7), pending: false },
      { kind: 'paid', at: at(9), pending: false },
      { kind: 'completed', at: at(30), pending: false },
    ]);
  });

  it('calls every offer after the first a revision, with the price it named', () => {
    const timeline = requestTimeline(
      history(submitted(), offer(30_000, 1), anEvent('request.offerRejected', {}, { at: at(2) }), offer(25_000, 3)),
    );
    expect(timeline.map(({ kind, priceHalalas }) => [kind, priceHalalas])).toEqual([
      ['submitted', undefined],
      ['offerMade', 30_000],
      ['offerRejected', undefined],
      ['offerRevised', 25_000],
    ]);
  });

  it('ends a declined request and a cancelled one with that step', () => {
    const declined = requestTimeline(history(submitted(), anEvent('request.declined', { adminNote: 'Outside our area' }, { actor: admin, at: at(4) })));
    const cancelled = requestTimeline(history(submitted(), anEvent('request.cancelled', {}, { at: at(6) })));
    expect(declined.at(-1)).toEqual({ kind: 'declined', at: at(4), pending: false });
    expect(cancelled.at(-1)).toEqual({ kind: 'cancelled', at: at(6), pending: false });
  });

  it('lists the visit confirmed, each move, the technician on the way (each expected time), arrived and completed, with their times', () => {
    const appointment = (window: typeof ahmedsWindow, minute: number) =>
      anEvent('request.appointmentConfirmed', { ...window, technician: { id: ahmedId, name: ahmed.name }, workingHours: plumbingVisit.workingHours }, { actor: admin, at: at(minute) });
    const onTheWay = (expectedAt: string, minute: number) => anEvent('request.technicianOnTheWay', { expectedAt }, { actor: admin, at: at(minute) });
    const moved = { ...ahmedsWindow, from: '12:00', to: '14:00' };
    const timeline = requestTimeline(
      history(
        submitted(),
        offer(15_000, 1),
        anEvent('request.offerAccepted', {}, { at: at(2) }),
        anEvent('request.paid', paidWith('pay-1', 15_000), { actor: system, at: at(3) }),
        appointment(ahmedsWindow, 10),
        appointment(moved, 11),
        onTheWay('12:40', 20),
        onTheWay('12:55', 25),
        anEvent('request.technicianArrived', {}, { actor: admin, at: at(40) }),
        anEvent('request.completed', { note: 'Replaced the tap washer.', photoIds: [] }, { actor: admin, at: at(50) }),
      ),
    );
    expect(timeline.slice(4)).toEqual([
      { kind: 'visitConfirmed', at: at(10), pending: false, window: ahmedsWindow },
      { kind: 'visitMoved', at: at(11), pending: false, window: moved },
      { kind: 'technicianOnTheWay', at: at(20), pending: false, expectedAt: '12:40' },
      { kind: 'technicianOnTheWay', at: at(25), pending: false, expectedAt: '12:55' },
      { kind: 'technicianArrived', at: at(40), pending: false },
      { kind: 'completed', at: at(50), pending: false },
    ]);
  });

  it('marks a step not yet accepted by the server as pending', () => {
    const timeline = requestTimeline([...history(submitted()), { ...anEvent('request.cancelled', {}, { at: at(6) }), pending: true }]);
    expect(timeline.map((step) => step.pending)).toEqual([false, true]);
  });
});
