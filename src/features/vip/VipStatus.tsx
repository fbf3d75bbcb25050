import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { timeLeft } from '../../../machines/domain/countdown.ts';
import type { SubscriptionContext } from '../../../machines/subscription.machine.ts';
import { useNow } from '../../app/clock.ts';
import { useLocale } from '../../app/use-locale.ts';
import { WaitingBadge } from '../requests/WaitingBadge.tsx';
import * as styles from './vip.css.ts';

/** Visits used of the plan's maximum (a visit booked here and not yet taken by the server
 * waiting to be sent), the time left until the plan expires, ticking, and the technician
 * dedicated to a VIP Plus customer, if one is. */
export function VipStatus({ subscription, visitWaiting }: { subscription: SubscriptionContext; visitWaiting: boolean }) {
  const { t } = useLingui();
  const now = useNow(1000);
  const left = timeLeft(Date.parse(subscription.expiresAt!), now);
  const { locale } = useLocale();
  const { visitsUsed, maxVisits } = subscription;
  const dedicated = subscription.plan === 'vip-plus' ? subscription.dedicatedTechnician?.name[locale] : undefined;
  return (
    <section className={styles.status} aria-label={t`Your VIP plan`}>
      <p className={styles.figure}>
        <span className={styles.figureLabel}>
          <Trans>Visits used</Trans>
        </span>
        <span className={styles.figureValue} data-testid="vip-visits" dir="ltr">
          {visitsUsed} / {maxVisits}
        </span>
        {visitWaiting ? <WaitingBadge testId="vip-visit-waiting" /> : null}
      </p>
      <div className={styles.figure}>
        <span className={styles.figureLabel}>
          <Trans>Time left in your plan</Trans>
        </span>
        <p className={styles.countdown} data-testid="vip-countdown" role="timer" aria-live="off">
          <span>{t({ message: plural(left.days, { one: '# day', other: '# days' }) })}</span>
          <span>{t({ message: plural(left.hours, { one: '# hour', other: '# hours' }) })}</span>
          <span>{t({ message: plural(left.minutes, { one: '# minute', other: '# minutes' }) })}</span>
          <span>{t({ message: plural(left.seconds, { one: '# second', other: '# seconds' }) })}</span>
        </p>
      </div>
      {dedicated ? (
        <p className={styles.figure} data-testid="vip-dedicated-technician">
          <Trans>
            Your dedicated technician: <bdi>{dedicated}</bdi>
          </Trans>
        </p>
      ) : null}
    </section>
  );
}
