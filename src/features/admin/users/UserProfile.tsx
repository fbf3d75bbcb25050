import { Trans, useLingui } from '@lingui/react/macro';
import type { UserRow } from '../../../../machines/projections/admin-users.ts';
import { formatBusinessMoment } from '../../../app/business-dates.ts';
import { LastSeen } from './LastSeen.tsx';
import { UserPlan } from './UserPlan.tsx';
import { UserStateBadge } from './UserStateBadge.tsx';
import * as styles from './users.css.ts';
import { CustomerName } from '../../../ui/CustomerName.tsx';

/** Who the customer is and where their account stands: user text isolated, numbers left to right. */
export function UserProfile({ user }: { user: UserRow }) {
  const { i18n } = useLingui();
  return (
    <dl className={styles.facts}>
      <dt>
        <Trans>User ID</Trans>
      </dt>
      <dd>
        <span dir="ltr">{user.userId}</span>
      </dd>
      <dt>
        <Trans>Full name</Trans>
      </dt>
      <dd>
        <CustomerName name={user.fullName} />
      </dd>
      <dt>
        <Trans>Email</Trans>
      </dt>
      <dd>
        <span dir="ltr">{user.email}</span>
      </dd>
      <dt>
        <Trans>Mobile</Trans>
      </dt>
      <dd>
        <span dir="ltr">{user.mobile}</span>
      </dd>
      <dt>
        <Trans>Account created</Trans>
      </dt>
      <dd>{user.createdAt ? <time dateTime={user.createdAt}>{formatBusinessMoment(user.createdAt, i18n.locale)}</time> : null}</dd>
      <dt>
        <Trans>Account status</Trans>
      </dt>
      <dd>
        <UserStateBadge state={user.state} />
      </dd>
      {user.state === 'suspended' && user.suspensionReason ? (
        <>
          <dt>
            <Trans>Reason for the suspension</Trans>
          </dt>
          <dd dir="auto" className={styles.userText}>
            {user.suspensionReason}
          </dd>
        </>
      ) : null}
      <dt>
        <Trans>Plan</Trans>
      </dt>
      <dd>
        <UserPlan user={user} />
      </dd>
      <dt>
        <Trans>Last seen</Trans>
      </dt>
      <dd>
        <LastSeen at={user.lastSeen} />
      </dd>
      <dt>
        <Trans>Data downloaded</Trans>
      </dt>
      <dd>
        {user.lastDataExport ? (
          <time dateTime={user.lastDataExport}>{formatBusinessMoment(user.lastDataExport, i18n.locale)}</time>
        ) : (
          <Trans>Never</Trans>
        )}
      </dd>
    </dl>
  );
}
