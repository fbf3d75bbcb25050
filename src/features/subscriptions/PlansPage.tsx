import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { planIds } from '../../../machines/domain/constants.ts';
import type { SettingsContext } from '../../../machines/settings.machine.ts';
import { button } from '../../ui/button.css.ts';
import { PlanInvoices } from './PlanInvoices.tsx';
import { PlanTerms } from './PlanTerms.tsx';
import { PlansUnavailable } from './PlansUnavailable.tsx';
import { planNames } from './plan-words.ts';
import * as styles from './subscriptions.css.ts';

// `/subscriptions`: the two plans of the settings in force, VIP Plus recommended, and the
// invoices of the plans a signed-in customer bought by card.
export function PlansPage({ settings }: { settings: SettingsContext | null }) {
  const { i18n } = useLingui();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>VIP Subscriptions</Trans>
      </h1>
      {settings ? (
        <ul className={styles.plans}>
          {planIds.map((planId) => {
            const recommended = planId === 'vip-plus';
            return (
              <li key={planId} className={recommended ? `${styles.plan} ${styles.recommendedPlan}` : styles.plan}>
                <h2 className={styles.planName}>{i18n._(planNames[planId])}</h2>
                {recommended ? (
                  <span className={styles.recommended}>
                    <Trans>Recommended</Trans>
                  </span>
                ) : null}
                <PlanTerms terms={settings.plans[planId]} />
                <Link to="/subscription/$planId" params={{ planId }} className={button()}>
                  <Trans>Choose {i18n._(planNames[planId])}</Trans>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : (
        <PlansUnavailable />
      )}
      <PlanInvoices />
      <div className={styles.actions}>
        <Link to="/dashboard" className={button({ tone: 'secondary' })}>
          <Trans>Back to Dashboard</Trans>
        </Link>
      </div>
    </div>
  );
}
