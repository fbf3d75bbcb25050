import { useLingui } from '@lingui/react/macro';
import { riyalAmountText } from './riyal-amount-text.ts';
import * as styles from './riyal-amount.css.ts';

/** A price in Saudi riyals, two decimals: the U+20C1 sign (a bundled glyph) read aloud as "SAR". */
export function RiyalAmount({ value }: { value: number }) {
  const { i18n, t } = useLingui();
  return (
    <span className={styles.amount} dir="ltr">
      <span className={styles.sign} role="img" aria-label={t`SAR`}>
        {'\u20C1'}
      </span>
      {riyalAmountText(value, i18n.locale)}
    </span>
  );
}
