import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { CheckoutInput } from '../../../machines/checkout.machine.ts';
import type { PlanId } from '../../../machines/domain/constants.ts';
import { useAppServices } from '../../app/app-context.tsx';
import { selectSettings, selectStillConnecting } from '../../app/log-readings.ts';
import type { Gateway } from '../../app/payment-gateway.ts';
import { showToast } from '../../app/toaster.ts';
import { useCustomer } from '../../app/use-customer.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import { useVipPlan } from '../../app/use-vip-plan.ts';
import { planDays, planNames, visitsPerMonth } from '../subscriptions/plan-words.ts';
import { AmountDue } from './AmountDue.tsx';
import { PaymentMethods } from './PaymentMethods.tsx';
import * as styles from './checkout.css.ts';

const planStarted = { title: msg`Payment received`, description: msg`Your VIP plan is active.` };

type PlanCheckoutPageProps = { planId: PlanId; gateway: Gateway | null } & Pick<CheckoutInput, 'today' | 'returnedPaymentId'>;

// `/checkout/plan/{planId}`: buying a VIP plan by card at the price in the settings. Once the
// server has granted it, the plan is active and the customer goes on to the VIP area; an
// active plan goes there at once (a new one can be bought when it ends).
export function PlanCheckoutPage({ planId, returnedPaymentId, today, gateway }: PlanCheckoutPageProps) {
  const { i18n } = useLingui();
  const { toaster } = useAppServices();
  const { log } = useCustomer();
  const connecting = useLogSelector(log, selectStillConnecting, true);
  const settings = useLogSelector(log, selectSettings, null);
  const { active } = useVipPlan();
  const announcePlan = useCallback(() => showToast(toaster, { content: planStarted }), [toaster]);

  if (active) return <Navigate to="/vip-poker" replace />;
  if (connecting || !settings) return null;
  const terms = settings.plans[planId];
  const name = i18n._(planNames[planId]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Checkout</Trans>
      </h1>
      <dl className={styles.summary}>
        <AmountDue riyals={terms.price} />
        <dt className={styles.term}>
          <Trans>Plan</Trans>
        </dt>
        <dd className={styles.detail}>
          <Trans>{name} plan</Trans>
        </dd>
        <dt className={styles.term}>
          <Trans>Visits</Trans>
        </dt>
        <dd className={styles.detail}>
          {i18n._(visitsPerMonth(terms.visits))}
        </dd>
        <dt className={styles.term}>
          <Trans>Runs for</Trans>
        </dt>
        <dd className={styles.detail}>{i18n._(planDays(terms.days))}</dd>
      </dl>
      {terms.price > 0 ? (
        <PaymentMethods
          input={{ payable: { kind: 'plan', planId }, today, returnedPaymentId }}
          testMode={gateway?.provider === 'test'}
          onPaid={announcePlan}
        />
      ) : (
        <p role="status">
          <Trans>This plan cannot be paid by card. Please contact us to start it.</Trans>
        </p>
      )}
    </div>
  );
}
