import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { UserRow } from '../../../../machines/projections/admin-users.ts';
import { ErasedUserCard } from './ErasedUserCard.tsx';
import { LastSeen } from './LastSeen.tsx';
import { UserPlan } from './UserPlan.tsx';
import { UserStateBadge } from './UserStateBadge.tsx';
import * as styles from './users.css.ts';
import { CustomerName } from '../../../ui/CustomerName.tsx';

/** One page of customers; each name opens the customer's page, but a deleted customer's. */
export function UserList({ rows }: { rows: readonly UserRow[] }) {
  if (rows.length === 0) {
    return (
      <p className={styles.empty}>
        <Trans>No users match.</Trans>
      </p>
    );
  }
  return (
    <ul className={styles.list}>
      {rows.map((row) =>
        row.state === 'erased' ? (
          <ErasedUserCard key={row.userId} row={row} />
        ) : (
          <li key={row.userId} className={styles.card} data-testid="user-row">
            <div className={styles.cardTop}>
              <h3 className={styles.name}>
                <Link to="/admin/users/$userId" params={{ userId: row.userId }} className={styles.nameLink}>
                  {row.fullName ? <CustomerName name={row.fullName} /> : <Trans>Unknown customer</Trans>}
                </Link>
              </h3>
              <UserStateBadge state={row.state} />
            </div>
            <p className={styles.meta}>
              <Trans>
                User ID <span dir="ltr">{row.userId}</span>
              </Trans>
              {' · '}
              <span dir="ltr" className={styles.noWrap}>
                {row.mobile}
              </span>
            </p>
            <p className={styles.meta}>
              <span dir="ltr">{row.email}</span>
            </p>
            <p className={styles.meta}>
              <UserPlan user={row} />
              {' · '}
              <Plural value={row.requests} one="# request" other="# requests" />
            </p>
            <p className={styles.meta}>
              <Trans>Last seen:</Trans> <LastSeen at={row.lastSeen} />
            </p>
          </li>
        ),
      )}
    </ul>
  );
}
