import { useLingui } from '@lingui/react/macro';
import * as styles from './riyal-amount.css.ts';

/**
 * A price in Saudi riyals: the U+20C1 sign (a bundled glyph) read aloud as "SAR". `withHalalas`
 * always writes two decimals, so amounts split into VAT line up as on an invoice.
 */
export function RiyalAmount({ value, withHalalas = false }: { value: number; withHalalas?: boolean }) {
  const { i18n, t } = useLingui();
  const number = new Intl.NumberFormat(`${i18n.locale}-u-nu-latn`, { minimumFractionDigits: withHalalas ? 2 : 0, maximumFractionDigits: 2 }).format(value);
  return (
    <span className={styles.amount} dir="ltr">
      <span className={styles.sign} role="img" aria-label={t`SAR`}>
        {'\u20C1'}
      </span>
      {number}
    </span>
  );
}
