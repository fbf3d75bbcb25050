import { v5 as uuidv5 } from 'uuid';
import type { PlanId } from '../../machines/domain/constants.ts';
import { planGrant } from '../../machines/domain/plan-grant.ts';
import { subscriptionStream } from '../../machines/domain/streams.ts';
import type { SubscriptionGranted } from '../../machines/domain/subscription-events.ts';
import { activeAt, subscriptionMachine, type SubscriptionContext } from '../../machines/subscription.machine.ts';
import { appendDecided } from '../events/append-decided.ts';
import { currentSettings } from '../events/current-settings.ts';
import { ApiError } from '../http/api-error.ts';
import { refusedCharge } from './charge-refunds.ts';
import { attemptAmount, settleAttempt } from './payment-attempts.ts';
import { recordedWithDocument } from './tax-documents.ts';
import { numbered, paymentConfirmedByProvider, paymentStart, unknownPayment, type PaymentDeps, type PaymentStart } from './payment-steps.ts';
import type { Purchase } from './purchases.ts';

// Buying a VIP plan by card (docs/decisions.md 8): the price comes from the settings, never from the
// browser; once the provider confirms the payment the server grants the plan with the terms in
// force. The grant's event id is derived from the payment's, so however many reports of one
// payment arrive, and however late, it grants one plan; a payment for a plan that cannot be
// granted is refunded (charge-refunds.ts).
export type PlanPurchase = Extract<Purchase, { kind: 'plan' }>;

const grantIds = '6f7d1c2e-95a4-4c55-9a43-2b8e4f0d7a11';
export const grantIdOf = (paymentId: string) => uuidv5(paymentId, grantIds);

/** The line of a plan's invoice, as ZATCA reads it. */
const planLineNames: Record<PlanId, string> = { vip: 'VIP plan', 'vip-plus': 'VIP Plus plan' };

export async function startPlanPayment(deps: PaymentDeps, customerId: string, planId: PlanId): Promise<PaymentStart> {
  const subscription = await subscriptionState(deps, customerId);
  if (activeAt(subscription.context, deps.now().toISOString())) {
    throw new ApiError(409, 'planStillActive', 'The current plan is still active.');
  }
  const { price } = (await currentSettings(deps.streamStates)).plans[planId];
  if (price === 0) throw new ApiError(409, 'nothingToPay', 'This plan has no price to pay.');
  return paymentStart(deps, { kind: 'plan', customerId, planId }, price * 100);
}

export async function confirmPlanPayment(deps: PaymentDeps, purchase: PlanPurchase, paymentId: string): Promise<SubscriptionGranted> {
  const amountHalalas = await attemptAmount(deps.db, paymentId, purchase);
  if (amountHalalas === null) throw unknownPayment();
  const id = grantIdOf(paymentId);
  const [granted] = await deps.store.findByIds([id]);
  if (granted) return granted.data as SubscriptionGranted;
  const confirmed = await paymentConfirmedByProvider(deps, paymentId, purchase, amountHalalas);
  const terms = (await currentSettings(deps.streamStates)).plans[purchase.planId];
  try {
    const order = {
      kind: 'invoice' as const,
      for: { kind: 'plan' as const, customerId: purchase.customerId, paymentId },
      corrects: null,
      totalHalalas: confirmed.amountHalalas,
      lineName: planLineNames[purchase.planId],
    };
    return await recordedWithDocument(deps, order, settleAttempt(paymentId), async ({ number, qr, alongside, serversOwn }) => {
      const data = planGrant(purchase.planId, terms, { via: 'payment', payment: numbered(confirmed, { number, qr }) });
      const { events } = await appendDecided(
        deps,
        { actor: { role: 'system' }, origin: 'server' },
        [{ id, stream: subscriptionStream(purchase.customerId), type: 'subscription.granted', data }],
        { alongside, serversOwn },
      );
      return events[0]!.data as SubscriptionGranted;
    });
  } catch (error) {
    // However many reports of the payment arrive, the grant's id makes them one grant: a report
    // that lost the race (its receipt numbered apart) answers with the grant that won.
    const [won] = error instanceof ApiError && error.code === 'idConflict' ? await deps.store.findByIds([id]) : [];
    if (won) return won.data as SubscriptionGranted;
    // A plan still running cannot take a second one paid meanwhile: its charge is given back.
    if (error instanceof ApiError && error.code === 'planStillActive') throw await refusedCharge(deps, purchase, paymentId, 'planStillActive', error);
    throw error;
  }
}

async function subscriptionState(deps: PaymentDeps, customerId: string) {
  const { version, snapshot } = await deps.streamStates.current(subscriptionStream(customerId), subscriptionMachine);
  return { version, context: snapshot.context as SubscriptionContext };
}
