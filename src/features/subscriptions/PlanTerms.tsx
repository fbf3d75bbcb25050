import { Trans, useLingui } from '@lingui/react/macro';
import type { PlanTerms as Terms } from '../../../machines/domain/settings-events.ts';
import { RiyalAmount } from '../../ui/RiyalAmount.tsx';
import { visitsPerMonth } from './plan-words.ts';
import * as styles from './subscriptions.css.ts';

/** A plan's price per month, visits per month and features, in the page's language. */
export function PlanTerms({ terms }: { terms: Terms }) {
  const { i18n } = useLingui();
  return (
    <>
      <p className={styles.price}>
        <RiyalAmount value={terms.price} /> <Trans>per month</Trans>
      </p>
      <p className={styles.muted}>{i18n._(visitsPerMonth(terms.visits))}</p>
      <ul className={styles.features}>
        {terms.features.map((feature) => (
          <li key={feature.en}>{i18n.locale === 'ar' ? feature.ar : feature.en}</li>
        ))}
      </ul>
    </>
  );
}
