import { describe, expect, it } from 'vitest';
import type { MachineEvent } from '../../machines/domain/envelope.ts';
import { replay } from '../../machines/stream-decision.ts';
import { requestMachine, type RequestSnapshot } from '../../machines/request.machine.ts';
import { eventDefinition } from '../../machines/domain/event-catalog.ts';
import {
  completedDraft,
  declineDraft,
  freeOfferToPayingRequest,
  mayArrive,
  mayComplete,
  maySetOff,
  onTheWayDraft,
  mayDecline,
  mayOffer,
  offerDraft,
  offerStands,
} from '../../src/features/admin/requests/request-drafts.ts';
import { admin, anEvent } from './given-events.ts';
import { ahmed, ahmedId, ahmedsWindow, plumbingVisit } from './sample-payloads.ts';

// Given a request's events, which of the admin's actions its machine takes now; and the
// admin's typed offer or decline as the event the log will accept, or the reason it will not.
const customer = { role: 'customer' as const, userId: '1234' };
const steps: Record<string, MachineEvent> = {
  submitted: anEvent('request.submitted', plumbingVisit, { actor: customer }),
  offered: anEvent('request.offerMade', { priceHalalas: 15_000, adminNote: '' }, { actor: admin }),
  offeredFree: anEvent('request.offerMade', { priceHalalas: 0, adminNote: 'Included in your plan' }, { actor: admin }),
  rejected: anEvent('request.offerRejected', {}, { actor: customer }),
  accepted: anEvent('request.offerAccepted', {}, { actor: customer }),
  paid: anEvent('request.paid', { paymentId: 'pay_1', amountHalalas: 15_000 }, { actor: { role: 'system' } }),
  declined: anEvent('request.declined', { adminNote: '' }, { actor: admin }),
  cancelled: anEvent('request.cancelled', {}, { actor: customer }),
  completed: anEvent('request.completed', {}, { actor: admin }),
  appointed: anEvent('request.appointmentConfirmed', { ...ahmedsWindow, technician: { id: ahmedId, name: ahmed.name }, workingHours: plumbingVisit.workingHours }, { actor: admin, at: '2026-11-22T08:00:00.000Z' }),
  onTheWay: anEvent('request.technicianOnTheWay', { expectedAt: '10:45' }, { actor: admin }),
  arrived: anEvent('request.technicianArrived', {}, { actor: admin }),
};
const after = (...names: string[]) => replay(requestMachine, names.map((name) => steps[name]!)) as RequestSnapshot;
const actions = (snapshot: RequestSnapshot) => ({
  offer: mayOffer(snapshot),
  revise: offerStands(snapshot),
  decline: mayDecline(snapshot),
  complete: mayComplete(snapshot),
});

describe("the admin's actions on a request", () => {
  it('offers or declines a pending request', () => {
    expect(actions(after('submitted'))).toEqual({ offer: true, revise: false, decline: true, complete: false });
  });

  it('revises an offer the customer has not answered, and cannot decline it', () => {
    expect(actions(after('submitted', 'offered'))).toEqual({ offer: true, revise: true, decline: false, complete: false });
  });

  it('offers again after the customer rejected the offer', () => {
    expect(actions(after('submitted', 'offered', 'rejected'))).toEqual({ offer: true, revise: false, decline: false, complete: false });
  });

  it('only waits while the customer has to pay', () => {
    expect(actions(after('submitted', 'offered', 'accepted'))).toEqual({ offer: false, revise: false, decline: false, complete: false });
  });

  it('marks a paid request, or a visit included in the plan, completed', () => {
    expect(actions(after('submitted', 'offered', 'accepted', 'paid')).complete).toBe(true);
    expect(actions(after('submitted', 'offeredFree', 'accepted')).complete).toBe(true);
  });

  it('does nothing more with a declined, cancelled or completed request', () => {
    for (const ended of [after('submitted', 'declined'), after('submitted', 'cancelled'), after('submitted', 'offered', 'accepted', 'paid', 'completed')]) {
      expect(actions(ended)).toEqual({ offer: false, revise: false, decline: false, complete: false });
    }
  });
});

describe("the admin's typed offer and decline", () => {
  it('becomes an offer in halalas with the note trimmed', () => {
    expect(offerDraft('request-x', '150.50', '  Parts included ')).toEqual({
      draft: { stream: 'request-x', type: 'request.offerMade', data: { priceHalalas: 15_050, adminNote: 'Parts included' } },
    });
  });

  it('refuses a price with more than 2 decimals, a note with a bidi control, or a note too long', () => {
    expect(offerDraft('request-x', '150.505', '')).toEqual({ refused: 'invalidPrice' });
    expect(offerDraft('request-x', '150', 'note \u202E reversed')).toEqual({ refused: 'invalidCharacters' });
    expect(declineDraft('request-x', 'x'.repeat(1001))).toEqual({ refused: 'noteTooLong' });
  });
});

describe('an offer at 0', () => {
  const offerOf = (price: string) => {
    const result = offerDraft('request-1', price, '');
    if ('refused' in result) throw new Error(`the offer was refused: ${result.refused}`);
    return result.draft;
  };

  it('is asked about first for a general request, which is paid for', () => {
    expect(freeOfferToPayingRequest(offerOf('0'), 'general')).toBe(true);
  });

  it('goes without a question for a VIP visit, included in the plan', () => {
    expect(freeOfferToPayingRequest(offerOf('0.00'), 'vip')).toBe(false);
  });

  it('is not a free offer when it has a price', () => {
    expect(freeOfferToPayingRequest(offerOf('0.50'), 'general')).toBe(false);
  });
});

describe('the visit’s steps the admin records', () => {
  const paid = ['submitted', 'offered', 'accepted', 'paid'];
  const visitSteps = (snapshot: RequestSnapshot) => ({ setOff: maySetOff(snapshot), arrive: mayArrive(snapshot), complete: mayComplete(snapshot) });

  it('given a paid request, then only completing it; given its appointment, then the technician may set out', () => {
    expect(visitSteps(after(...paid))).toEqual({ setOff: false, arrive: false, complete: true });
    expect(visitSteps(after(...paid, 'appointed'))).toEqual({ setOff: true, arrive: false, complete: true });
  });

  it('given the technician on the way, then a new expected time, arriving or completing; once arrived, only completing', () => {
    expect(visitSteps(after(...paid, 'appointed', 'onTheWay'))).toEqual({ setOff: true, arrive: true, complete: true });
    expect(visitSteps(after(...paid, 'appointed', 'onTheWay', 'arrived'))).toEqual({ setOff: false, arrive: false, complete: true });
  });

  it('sends the expected arrival as a clock time, and refuses anything else', () => {
    expect(onTheWayDraft('request-x', '10:45')).toEqual({ draft: { stream: 'request-x', type: 'request.technicianOnTheWay', data: { expectedAt: '10:45' } } });
    expect(onTheWayDraft('request-x', '25:00')).toEqual({ refused: 'invalidPayload' });
  });

  it('sends the completion with its note and photos in the schema that carries them; refuses a 4th photo or a note too long', () => {
    const photo = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
    const result = completedDraft('request-x', ' Replaced the washer ', [photo(1)]);
    expect(result).toEqual({ draft: { stream: 'request-x', type: 'request.completed', schema: 2, data: { note: 'Replaced the washer', photoIds: [photo(1)] } } });
    if ('draft' in result) expect(eventDefinition('request.completed')!.schemas[result.draft.schema!]!.safeParse(result.draft.data).success).toBe(true);
    expect(completedDraft('request-x', '', [1, 2, 3, 4].map(photo))).toEqual({ refused: 'tooManyPhotos' });
    expect(completedDraft('request-x', 'x'.repeat(1001), [])).toEqual({ refused: 'noteTooLong' });
  });
});
