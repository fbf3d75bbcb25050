import { Trans, useLingui } from '@lingui/react/macro';
import type { Analytics } from '../../../../machines/projections/analytics.ts';
import { halalasToRiyals } from '../../../../machines/domain/halalas.ts';
import { RiyalAmount } from '../../../ui/RiyalAmount.tsx';
import * as styles from './analytics.css.ts';

/** The range's offer acceptance rate and revenue, as big numbers. */
export function HeadlineFigures({ figures }: { figures: Analytics }) {
  const { i18n } = useLingui();
  const { accepted, rejected, rate } = figures.offers;
  const answered = accepted + rejected;
  const percent = new Intl.NumberFormat(`${i18n.locale}-u-nu-latn`, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <dl className={styles.bigNumbers}>
      <div className={styles.bigNumber} data-testid="offer-acceptance">
        <dt>
          <Trans>Offer acceptance rate</Trans>
        </dt>
        <dd>{rate === null ? <Trans>n/a</Trans> : <span dir="ltr">{percent.format(rate)}</span>}</dd>
        <dd className={styles.bigNumberNote}>
          {answered === 0 ? (
            <Trans>No offer was answered in these days.</Trans>
          ) : (
            <Trans>
              Accepted: <span dir="ltr">{accepted}</span> · rejected: <span dir="ltr">{rejected}</span>
            </Trans>
          )}
        </dd>
      </div>
      <div className={styles.bigNumber} data-testid="request-revenue">
        <dt>
          <Trans>Revenue from requests</Trans>
        </dt>
        <dd>
          <RiyalAmount value={halalasToRiyals(figures.requestRevenue)} />
        </dd>
      </div>
      <div className={styles.bigNumber} data-testid="subscription-revenue">
        <dt>
          <Trans>Revenue from subscriptions</Trans>
        </dt>
        <dd>
          <RiyalAmount value={halalasToRiyals(figures.subscriptionRevenue)} />
        </dd>
      </div>
      <div className={styles.bigNumber} data-testid="total-revenue">
        <dt>
          <Trans>Total revenue</Trans>
        </dt>
        <dd>
          <RiyalAmount value={halalasToRiyals(figures.requestRevenue + figures.subscriptionRevenue)} />
        </dd>
      </div>
    </dl>
  );
}
