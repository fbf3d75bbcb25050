import { describe, expect, it } from 'vitest';
import type { MachineEvent } from '../../machines/domain/envelope.ts';
import { erasedCustomerName } from '../../machines/domain/personal-fields.ts';
import { cancelledWithDeletion, deletionRefusal } from '../../machines/account-deletion.ts';
import { decide, notAllowedNow, replay } from '../../machines/stream-decision.ts';
import { requestMachine, type RequestSnapshot } from '../../machines/request.machine.ts';
import { subscriptionMachine, type SubscriptionContext } from '../../machines/subscription.machine.ts';
import { userMachine } from '../../machines/user.machine.ts';
import { admin, anEvent, system } from './given-events.ts';
import { plumbingVisit, secondChargeRefunded, secondChargeRefundFailed } from './sample-payloads.ts';

// A customer's account is deleted at their request: not while a visit booked for them is to
// come or a refund owed to them is pending; their open unpaid requests are cancelled with it.
const sara = { fullName: 'Sara Al-Qahtani', email: 'sara@example.com', mobile: '+966512345678' };
const registered = anEvent('user.registered', sara, { at: '2026-11-01T08:00:00.000Z' });
const deletionRequested = () => anEvent('user.deletionRequested', {}, { actor: system, at: '2026-11-27T10:00:00.000Z' });
const erased = () => anEvent('user.erased', {}, { actor: system, at: '2026-11-27T10:00:00.000Z' });

const steps: Record<string, MachineEvent> = {
  submitted: anEvent('request.submitted', plumbingVisit),
  offered: anEvent('request.offerMade', { priceHalalas: 15_000, adminNote: '' }, { actor: admin }),
  accepted: anEvent('request.offerAccepted', {}),
  paid: anEvent('request.paid', { paymentId: 'pay_1', amountHalalas: 15_000 }, { actor: system }),
  completed: anEvent('request.completed', { note: '', photoIds: [] }, { actor: admin, at: '2026-11-25T09:00:00.000Z' }),
  refundFailed: anEvent('request.chargeRefundFailed', { provider: 'test', paymentId: 'pay_2', amountHalalas: 15_000, reason: 'alreadyPaid', problem: 'declined' }, { actor: system }),
};
const request = (...names: string[]) => replay(requestMachine, names.map((name) => steps[name]!)) as RequestSnapshot;

const planSteps: Record<string, MachineEvent> = {
  refundFailed: anEvent('subscription.chargeRefundFailed', { ...secondChargeRefundFailed, reason: 'planStillActive' }, { actor: system }),
  refunded: anEvent('subscription.chargeRefunded', { ...secondChargeRefunded, reason: 'planStillActive' }, { actor: system }),
};
const plan = (...names: string[]) => replay(subscriptionMachine, names.map((name) => planSteps[name]!)).context as SubscriptionContext;
const noPlan = plan();

describe('deleting a customer’s account', () => {
  it('takes an active customer from the deletion request to erased, forgetting who they were', () => {
    const user = replay(userMachine, [registered, deletionRequested(), erased()]);

    expect(user.value).toBe('erased');
    expect(user.context).toMatchObject({ fullName: erasedCustomerName, email: '', mobile: '', deletionRequestedAt: '2026-11-27T10:00:00.000Z', erasedAt: '2026-11-27T10:00:00.000Z' });
  });

  it.each([
    ['suspended', [registered, anEvent('user.suspended', { reason: 'Asked to pause the account' }, { actor: admin })]],
    ['never claimed', [anEvent('user.createdByAdmin', sara, { actor: admin })]],
  ])('given an account %s in a backup older than its deletion, when the restore records the erasure again, then it is erased', (_, history) => {
    const user = replay(userMachine, [...history, deletionRequested(), erased()]);

    expect(user.value).toBe('erased');
    expect(user.context.fullName).toBe(erasedCustomerName);
  });

  it('refuses an erasure that no deletion request came before', () => {
    expect(decide(replay(userMachine, [registered]), erased())).toEqual({ accepted: false, reason: notAllowedNow });
  });

  it('takes nothing more for an erased customer: no sign-in, no address, no second request', () => {
    const gone = replay(userMachine, [registered, deletionRequested(), erased()]);

    for (const event of [anEvent('user.loggedIn', {}), anEvent('user.languageChosen', { language: 'ar' }), deletionRequested()]) {
      expect(decide(gone, event), event.type).toEqual({ accepted: false, reason: notAllowedNow });
    }
  });

  it('is refused while a paid visit is not done yet, and allowed once it is', () => {
    expect(deletionRefusal({ requests: [request('submitted', 'offered', 'accepted', 'paid')], plan: noPlan })).toBe('paidVisitNotDone');
    expect(deletionRefusal({ requests: [request('submitted', 'offered', 'accepted', 'paid', 'completed')], plan: noPlan })).toBeNull();
  });

  it('is refused while a refund the server owes the customer for a visit has not gone through', () => {
    expect(deletionRefusal({ requests: [request('submitted', 'refundFailed')], plan: noPlan })).toBe('refundPending');
  });

  it('given the automatic refund of a plan payment failed, when the customer asks, then it is refused with refundPending', () => {
    expect(deletionRefusal({ requests: [], plan: plan('refundFailed') })).toBe('refundPending');
  });

  it('given a failed plan refund that went through later, when the customer asks, then it is allowed', () => {
    expect(deletionRefusal({ requests: [], plan: plan('refundFailed', 'refunded') })).toBeNull();
  });

  it('cancels the requests still waiting for an offer or an answer, and leaves the others', () => {
    const waiting = request('submitted');
    const offered = request('submitted', 'offered');
    const done = request('submitted', 'offered', 'accepted', 'paid', 'completed');

    expect(cancelledWithDeletion([waiting, offered, done])).toEqual([waiting, offered]);
  });
});
