import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { AutomaticRefund } from '../../../machines/domain/charge-refunds.ts';
import { halalasToRiyals } from '../../../machines/domain/halalas.ts';
import { formatBusinessMoment } from '../../app/business-dates.ts';
import { RiyalAmount } from '../../ui/RiyalAmount.tsx';
import { refundReasonWords } from './refund-reason-words.ts';
import * as styles from './requests/requests.css.ts';

/** The charges the server gave back on its own for a purchase (a request's, a customer's plans'): what, why, when, and whether it went through. */
export function AutomaticRefunds({ refunds }: { refunds: AutomaticRefund[] }) {
  const { i18n } = useLingui();
  const titleId = useId();
  if (refunds.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="automatic-refunds">
      <h3 id={titleId} className={styles.sectionTitle}>
        <Trans>Charges refunded automatically</Trans>
      </h3>
      <ul className={styles.list}>
        {refunds.map((refund) => (
          <li key={refund.paymentId} className={styles.card} data-testid="automatic-refund" data-status={refund.status}>
            <p className={styles.price}>
              <RiyalAmount value={halalasToRiyals(refund.amountHalalas)} />
              {' · '}
              {refund.status === 'refunded' ? <Trans>Refunded</Trans> : <Trans>Refund failed: refund it by hand in the provider’s dashboard</Trans>}
            </p>
            <p className={styles.meta}>
              <Trans>Reason: {i18n._(refundReasonWords[refund.reason])}</Trans>
            </p>
            <p className={styles.meta}>
              <Trans>
                payment reference <span dir="ltr">{refund.paymentId}</span>, {formatBusinessMoment(refund.at, i18n.locale)}
              </Trans>
            </p>
            {refund.status === 'failed' ? (
              <p className={styles.meta}>
                <Trans>
                  Provider’s answer: <span dir="ltr">{refund.problem}</span>
                </Trans>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
