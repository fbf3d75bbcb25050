import { Trans, useLingui } from '@lingui/react/macro';
import type { UserRow } from '../../../../machines/projections/admin-users.ts';
import { formatBusinessMoment } from '../../../app/business-dates.ts';
import { UserStateBadge } from './UserStateBadge.tsx';
import * as styles from './users.css.ts';

// A customer whose account was deleted (docs/decisions.md 34), as the Users list keeps them:
// "Deleted customer", their id, when they registered and when they were erased; no page to
// open and nothing to do, since nothing of them is left to act on.
export function ErasedUserCard({ row }: { row: UserRow }) {
  return (
    <li className={styles.card} data-testid="user-row" data-state="erased">
      <div className={styles.cardTop}>
        <h3 className={styles.name}>
          <Trans>Deleted customer</Trans>
        </h3>
        <UserStateBadge state={row.state} />
      </div>
      <ErasedUserFacts row={row} />
    </li>
  );
}

/** What is kept of a deleted customer: their id, when they registered, when they were erased. */
export function ErasedUserFacts({ row }: { row: UserRow }) {
  const { i18n } = useLingui();
  const moment = (at: string | null) => (at ? <time dateTime={at}>{formatBusinessMoment(at, i18n.locale)}</time> : null);
  return (
    <>
      <p className={styles.meta}>
        <Trans>
          User ID <span dir="ltr">{row.userId}</span>
        </Trans>
      </p>
      <p className={styles.meta}>
        <Trans>Registered:</Trans> {moment(row.createdAt)}
      </p>
      <p className={styles.meta}>
        <Trans>Deleted:</Trans> {moment(row.erasedAt)}
      </p>
    </>
  );
}
