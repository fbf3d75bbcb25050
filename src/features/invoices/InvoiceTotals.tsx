import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { halalasToRiyals } from '../../../machines/domain/halalas.ts';
import type { InvoiceTotals as Totals } from '../../../machines/projections/invoices.ts';
import { RiyalAmount } from '../../ui/RiyalAmount.tsx';
import * as styles from './invoices.css.ts';

/** What every invoice of the customer adds up to, VAT included, and the VAT within the tax invoices. */
export function InvoiceTotals({ totals }: { totals: Totals }) {
  const { t } = useLingui();
  const { count } = totals;
  return (
    <section className={styles.totals} aria-labelledby="invoice-totals-title">
      <h2 id="invoice-totals-title" className={styles.totalsTitle}>
        {t({ message: plural(count, { one: '# invoice', other: '# invoices' }) })}
      </h2>
      <dl className={styles.facts}>
        <dt className={styles.term}>
          <Trans>Total paid</Trans>
        </dt>
        <dd className={styles.amount} data-testid="invoices-total">
          <RiyalAmount value={halalasToRiyals(totals.totalHalalas)} />
        </dd>
        {totals.vatHalalas === null ? null : (
          <>
            <dt className={styles.term}>
              <Trans>Of which VAT</Trans>
            </dt>
            <dd className={styles.amount} data-testid="invoices-vat">
              <RiyalAmount value={halalasToRiyals(totals.vatHalalas)} />
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
