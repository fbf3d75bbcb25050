import { Trans } from '@lingui/react/macro';
import { halalasToRiyals } from '../../../machines/domain/halalas.ts';
import { documentAmounts } from '../../../machines/domain/document-amounts.ts';
import { RiyalAmount } from '../../ui/RiyalAmount.tsx';
import * as styles from './request-page.css.ts';

const amount = (halalas: number) => <RiyalAmount value={halalasToRiyals(halalas)} />;

/** The offer in force, VAT included, split as its tax invoice will split it; or why there is none to pay. */
export function RequestPrice({ priceHalalas }: { priceHalalas: number | null }) {
  if (priceHalalas === null) {
    return (
      <p className={styles.muted}>
        <Trans>No price yet: we will send you an offer.</Trans>
      </p>
    );
  }
  if (priceHalalas === 0) {
    return (
      <p data-testid="request-price">
        <Trans>Included in your plan</Trans>
      </p>
    );
  }
  const split = documentAmounts([{ name: 'offer', quantity: 1, unitPriceHalalas: priceHalalas }]);
  return (
    <dl className={styles.facts}>
      <dt className={styles.term}>
        <Trans>Amount before VAT</Trans>
      </dt>
      <dd className={styles.amount} data-testid="request-before-vat">
        {amount(split.netHalalas)}
      </dd>
      <dt className={styles.term}>
        <Trans>VAT (15%)</Trans>
      </dt>
      <dd className={styles.amount} data-testid="request-vat">
        {amount(split.vatHalalas)}
      </dd>
      {split.roundingHalalas === 0 ? null : (
        <>
          <dt className={styles.term}>
            <Trans>Rounding</Trans>
          </dt>
          <dd className={styles.amount} data-testid="request-rounding">
            {amount(split.roundingHalalas)}
          </dd>
        </>
      )}
      <dt className={styles.total}>
        <Trans>Total</Trans>
      </dt>
      <dd className={`${styles.amount} ${styles.total}`} data-testid="request-price">
        {amount(split.payableHalalas)}
      </dd>
    </dl>
  );
}
