import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { Actor, MachineEvent } from '../../machines/domain/envelope.ts';
import { reviewStillEditable } from '../../machines/domain/review-window.ts';
import { adminRequestRows } from '../../machines/projections/admin-requests.ts';
import { reviewsCsv } from '../../machines/projections/analytics-reviews-csv.ts';
import { lowRating, reviewFigures } from '../../machines/projections/reviews.ts';
import { requestMachine } from '../../machines/request.machine.ts';
import { replay } from '../../machines/stream-decision.ts';
import { admin, anEvent, system } from './given-events.ts';
import { ahmed, ahmedId, ahmedsWindow, paidWith, plumbingVisit } from './sample-payloads.ts';

// The reviews the admin's Analytics show, from given request streams, over a range of Riyadh days.
const owner: Actor = { role: 'customer', userId: '1234' };
const sami = { id: 'sami-electric', name: { en: 'Sami Al-Otaibi', ar: 'سامي العتيبي' } };

/** A visit for `services`, completed (by `technician`, or before appointments existed), then reviewed. */
function reviewedVisit(options: { stars: number; at: string; services?: string[]; technician?: typeof sami | null; editedTo?: number }) {
  const { stars, at, services = ['plumbing'], technician = { id: ahmedId, name: ahmed.name }, editedTo } = options;
  const events: MachineEvent[] = [
    anEvent('request.submitted', { ...plumbingVisit, kind: services.length > 1 ? 'vip' : 'general', services }, { actor: owner, at: '2026-11-22T09:00:00.000Z' }),
    anEvent('request.offerMade', { priceHalalas: 15_000, adminNote: '' }, { actor: admin, at: '2026-11-22T09:00:00.000Z' }),
    anEvent('request.offerAccepted', {}, { actor: owner, at: '2026-11-22T09:00:00.000Z' }),
    anEvent('request.paid', paidWith(`pay-${at}`, 15_000), { actor: system, at: '2026-11-22T09:00:00.000Z' }),
    ...(technician
      ? [
          anEvent(
            'request.appointmentConfirmed',
            { ...ahmedsWindow, technician, workingHours: { opens: '08:00', closes: '22:00' } },
            { actor: admin, at: '2026-11-23T06:00:00.000Z' },
          ),
        ]
      : []),
    anEvent('request.completed', { note: '', photoIds: [] }, { actor: admin, at: '2026-11-24T08:30:00.000Z' }),
    anEvent('request.reviewed', { stars, comment: 'Fine' }, { actor: owner, at }),
    ...(editedTo ? [anEvent('request.reviewEdited', { stars: editedTo, comment: 'Changed' }, { actor: owner, at })] : []),
  ];
  return replay(requestMachine, events) as AnyMachineSnapshot;
}

const logOf = (...snapshots: AnyMachineSnapshot[]) =>
  new Map(snapshots.map((snapshot, index) => [`request-0190a000-0000-7000-8000-00000000000${index}`, snapshot]));
const week = { from: '2026-11-24', to: '2026-11-30' };

describe('the reviews in Analytics', () => {
  it('given no review, when the week is read, then there are none and no average', () => {
    const figures = reviewFigures(logOf(), week);
    expect(figures).toMatchObject({ count: 0, average: null, perTechnician: [] });
    expect(figures.averageSoFarPerDay).toEqual([null, null, null, null, null, null, null]);
    expect(figures.perService.plumbing).toEqual({ count: 0, average: null });
  });

  it('given 2, 4 and 5 stars on three days, when the week is read, then the average is 3.67 and its trend follows the days', () => {
    const figures = reviewFigures(
      logOf(
        reviewedVisit({ stars: 2, at: '2026-11-24T12:00:00.000Z' }),
        reviewedVisit({ stars: 4, at: '2026-11-26T12:00:00.000Z' }),
        reviewedVisit({ stars: 5, at: '2026-11-26T22:00:00.000Z' }), // 27 November in Riyadh
      ),
      week,
    );
    expect(figures.count).toBe(3);
    expect(figures.average).toBeCloseTo(11 / 3);
    expect(figures.averageSoFarPerDay).toEqual([2, 2, 3, 11 / 3, 11 / 3, 11 / 3, 11 / 3]);
  });

  it('given a review changed from 2 to 3 stars, when read, then the latest stars count, on the day first written', () => {
    const figures = reviewFigures(logOf(reviewedVisit({ stars: 2, editedTo: 3, at: '2026-11-25T09:00:00.000Z' })), week);
    expect(figures).toMatchObject({ count: 1, average: 3 });
    expect(figures.averageSoFarPerDay[1]).toBe(3);
  });

  it('given reviews before and after the range, when the week is read, then they are left out', () => {
    const figures = reviewFigures(
      logOf(reviewedVisit({ stars: 1, at: '2026-11-23T20:59:00.000Z' }), reviewedVisit({ stars: 1, at: '2026-11-30T21:00:00.000Z' })),
      week,
    );
    expect(figures.count).toBe(0);
  });

  it('given visits by Ahmed, Sami and no technician, when read, then each technician has his count and average', () => {
    const figures = reviewFigures(
      logOf(
        reviewedVisit({ stars: 5, at: '2026-11-24T12:00:00.000Z' }),
        reviewedVisit({ stars: 4, at: '2026-11-24T12:00:00.000Z' }),
        reviewedVisit({ stars: 1, at: '2026-11-24T12:00:00.000Z', technician: sami }),
        reviewedVisit({ stars: 3, at: '2026-11-24T12:00:00.000Z', technician: null }),
      ),
      week,
    );
    expect(figures.perTechnician).toEqual([
      { technicianId: ahmedId, name: ahmed.name, count: 2, average: 4.5 },
      { technicianId: sami.id, name: sami.name, count: 1, average: 1 },
    ]);
    expect(figures.count).toBe(4);
  });

  it('given a visit for plumbing and electrical, when read, then its stars count for each service', () => {
    const figures = reviewFigures(
      logOf(
        reviewedVisit({ stars: 2, at: '2026-11-24T12:00:00.000Z', services: ['plumbing', 'electrical'] }),
        reviewedVisit({ stars: 4, at: '2026-11-24T12:00:00.000Z' }),
      ),
      week,
    );
    expect(figures.perService.plumbing).toEqual({ count: 2, average: 3 });
    expect(figures.perService.electrical).toEqual({ count: 1, average: 2 });
    expect(figures.perService.painting).toEqual({ count: 0, average: null });
  });
});

describe('a low rating', () => {
  it.each([
    [1, true],
    [2, true],
    [3, false],
    [5, false],
  ])('given %i stars, then low is %s', (stars, low) => {
    expect(lowRating(stars)).toBe(low);
  });
});

describe('how long a review may be changed', () => {
  const written = '2026-11-24T12:00:00.000Z';
  it('given a review written now, when asked 7 days later to the minute, then it may still be changed', () => {
    expect(reviewStillEditable(written, '2026-12-01T12:00:00.000Z')).toBe(true);
    expect(reviewStillEditable(written, Date.parse('2026-11-25T12:00:00.000Z'))).toBe(true);
  });

  it('given a review, when asked 7 days and a minute later, then it may not', () => {
    expect(reviewStillEditable(written, '2026-12-01T12:01:00.000Z')).toBe(false);
    expect(reviewStillEditable(written, Date.parse('2026-12-01T12:01:00.000Z'))).toBe(false);
  });
});

describe('the reviews spreadsheet', () => {
  const words = {
    headers: {
      requestNumber: 'Request',
      reviewedAt: 'Reviewed',
      editedAt: 'Changed',
      customerName: 'Customer',
      services: 'Services',
      technician: 'Technician',
      stars: 'Stars',
      comment: 'Comment',
    },
    services: (services: readonly string[]) => services.join(' and '),
    technician: (name: { en: string }) => name.en,
  };

  it('given a review in the week, one before it and one without a technician, when downloaded, then the week’s lines hold their stars as last changed', () => {
    const rows = adminRequestRows(
      logOf(
        reviewedVisit({ stars: 2, editedTo: 3, at: '2026-11-25T09:00:00.000Z' }),
        reviewedVisit({ stars: 1, at: '2026-11-20T09:00:00.000Z' }),
        reviewedVisit({ stars: 5, at: '2026-11-24T09:00:00.000Z', technician: null, services: ['plumbing', 'electrical'] }),
      ),
    );
    const lines = reviewsCsv(rows, week, words).slice(1).split('\r\n');
    expect(lines[0]).toBe('Request,Reviewed,Changed,Customer,Services,Technician,Stars,Comment');
    // Newest request first: the stream ids end in 000000, 000001 and 000002.
    expect(lines.slice(1, -1)).toEqual([
      '000002,2026-11-24 12:00,,,plumbing and electrical,,5,Fine',
      '000000,2026-11-25 12:00,2026-11-25 12:00,,plumbing,Ahmed Al-Harbi,3,Changed',
    ]);
  });
});
