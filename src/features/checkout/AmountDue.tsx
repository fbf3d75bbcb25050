import { Trans } from '@lingui/react/macro';
import { RiyalAmount } from '../../ui/RiyalAmount.tsx';
import * as styles from './checkout.css.ts';

/** The first line of a checkout's summary, whatever is paid for: the amount, VAT included. */
export function AmountDue({ riyals }: { riyals: number }) {
  return (
    <>
      <dt className={styles.term}>
        <Trans>Amount</Trans>
      </dt>
      <dd className={styles.detail}>
        <span className={styles.total} data-testid="checkout-amount">
          <RiyalAmount value={riyals} />
        </span>{' '}
        <Trans>VAT included</Trans>
      </dd>
    </>
  );
}
