import { Trans, useLingui } from '@lingui/react/macro';
import type { UserRow } from '../../../../machines/projections/admin-users.ts';
import { formatBusinessMoment } from '../../../app/business-dates.ts';
import { planNames } from '../../subscriptions/plan-words.ts';
import * as styles from './users.css.ts';

/** The plan in force, until when, and its visits used; or that there is none. */
export function UserPlan({ user }: { user: UserRow }) {
  const { i18n } = useLingui();
  if (!user.plan || !user.expiresAt) return <Trans>No plan</Trans>;
  const plan = i18n._(planNames[user.plan]);
  const until = formatBusinessMoment(user.expiresAt, i18n.locale);
  return (
    <Trans>
      {plan} until {until}, visits used{' '}
      <span dir="ltr" className={styles.noWrap}>
        {user.visitsUsed} / {user.maxVisits}
      </span>
    </Trans>
  );
}
