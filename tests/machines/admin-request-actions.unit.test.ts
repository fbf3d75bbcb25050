import { describe, expect, it } from 'vitest';
import type { MachineEvent } from '../../machines/domain/envelope.ts';
import { replay } from '../../machines/stream-decision.ts';
import { requestMachine, type RequestSnapshot } from '../../machines/request.machine.ts';
import {
  declineDraft,
  freeOfferToPayingRequest,
  mayComplete,
  mayDecline,
  mayOffer,
  offerDraft,
  offerStands,
} from '../../src/features/admin/requests/request-drafts.ts';
import { admin, anEvent } from './given-events.ts';
import { plumbingVisit } from './sample-payloads.ts';

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
