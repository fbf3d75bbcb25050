import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link, Navigate } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { subscriptionStream } from '../../../machines/domain/streams.ts';
import { invoiceNumber } from '../../../machines/projections/receipts.ts';
import { visitsLeft } from '../../../machines/subscription.machine.ts';
import { useAppServices } from '../../app/app-context.tsx';
import type { BookingStart } from '../../app/booking-start.ts';
import { selectStillConnecting } from '../../app/log-readings.ts';
import { showToast } from '../../app/toaster.ts';
import { streamWaitingSelector } from '../../app/unsent-writes.ts';
import { useCustomer } from '../../app/use-customer.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import { useVipPlan } from '../../app/use-vip-plan.ts';
import { button } from '../../ui/button.css.ts';
import { BookingForm } from '../booking/BookingForm.tsx';
import { VipStatus } from './VipStatus.tsx';
import * as styles from './vip.css.ts';

const noAccess = { title: msg`You don't have access to this page.` };

// `/vip-poker`: the VIP area, for an active plan only: visits and time left, then the VIP
// booking (up to 2 services), or the limit card once the visits are used.
export function VipPage({ start }: { start: BookingStart }) {
  const { user, log } = useCustomer();
  const connecting = useLogSelector(log, selectStillConnecting, true);
  const { subscription, active } = useVipPlan();
  const selectVisitWaiting = useMemo(() => streamWaitingSelector(subscriptionStream(user?.id ?? '')), [user?.id]);
  const visitWaiting = useLogSelector(log, selectVisitWaiting, false);
  if (!user || !log || connecting) return null;
  if (!active || !subscription) return <NoAccess />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>VIP services</Trans>
      </h1>
      <VipStatus subscription={subscription} visitWaiting={visitWaiting} />
      {subscription.payment ? (
        <Link
          to="/receipt/plan/$invoiceNumber"
          params={{ invoiceNumber: invoiceNumber(subscription.payment.invoiceNumber) }}
          className={`${button({ tone: 'secondary' })} ${styles.invoiceLink}`}
        >
          <Trans>Invoice for this plan</Trans>
        </Link>
      ) : null}
      {/* The booking that takes the last visit is still answered with its confirmation. */}
      <BookingForm
        key={start.now}
        kind="vip"
        services={[]}
        start={start}
        user={user}
        log={log}
        closedWith={visitsLeft(subscription) === 0 ? <VisitLimitCard /> : undefined}
      />
    </div>
  );
}

function VisitLimitCard() {
  return (
    <section className={styles.limitCard} aria-labelledby="visit-limit">
      <h2 id="visit-limit">
        <Trans>Visit limit reached</Trans>
      </h2>
      <p>
        <Trans>You have used all the visits of your plan for this period. A new period starts when your plan is renewed.</Trans>
      </p>
      <Link to="/subscriptions" className={button()}>
        <Trans>See the plans</Trans>
      </Link>
    </section>
  );
}

function NoAccess() {
  const { toaster } = useAppServices();
  useEffect(() => showToast(toaster, { destructive: true, content: noAccess }), [toaster]);
  return <Navigate to="/dashboard" replace />;
}
