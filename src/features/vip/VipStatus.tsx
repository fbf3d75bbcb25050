import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { timeLeft } from '../../../machines/domain/countdown.ts';
import type { SubscriptionContext } from '../../../machines/subscription.machine.ts';
import { useNow } from '../../app/clock.ts';
import * as styles from './vip.css.ts';

/** Visits used of the plan's maximum, and the time left until the plan expires, ticking. */
export function VipStatus({ subscription }: { subscription: SubscriptionContext }) {
  const { t } = useLingui();
  const now = useNow(1000);
  const left = timeLeft(Date.parse(subscription.expiresAt!), now);
  const { visitsUsed, maxVisits } = subscription;
  return (
    <section className={styles.status} aria-label={t`Your VIP plan`}>
      <p className={styles.figure}>
        <span className={styles.figureLabel}>
          <Trans>Visits used</Trans>
        </span>
        <span className={styles.figureValue} data-testid="vip-visits" dir="ltr">
          {visitsUsed} / {maxVisits}
        </span>
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
    </section>
  );
}
