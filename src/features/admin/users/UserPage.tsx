import { Trans } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { userDetail } from '../../../../machines/projections/admin-user-detail.ts';
import { useAppServices } from '../../../app/app-context.tsx';
import { selectStillConnecting } from '../../../app/log-readings.ts';
import { useNow } from '../../../app/clock.ts';
import { useLogSelector, useSessionLog } from '../../../app/use-event-log.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { button } from '../../../ui/button.css.ts';
import { ErasedUserFacts } from './ErasedUserCard.tsx';
import { UserActions } from './UserActions.tsx';
import { UserHistory } from './UserHistory.tsx';
import { UserProfile } from './UserProfile.tsx';
import { UserRequests } from './UserRequests.tsx';
import { UserThreads } from './UserThreads.tsx';
import * as styles from './users.css.ts';
import { CustomerName } from '../../../ui/CustomerName.tsx';

const selectStreams = (log: EventLog) => log.streams();

function BackToUsers() {
  return (
    <Link to="/admin/dashboard" search={{ tab: 'users' }} className={button({ tone: 'secondary' })}>
      <Trans>Back to users</Trans>
    </Link>
  );
}

// `/admin/users/{userId}` (loaded lazily): one customer, live: profile, plan, requests,
// conversations, account history; suspend or reinstate them, or grant them a plan. A deleted
// customer's page (reached from their requests' tax documents) keeps their id, dates and
// requests, with nothing to act on (docs/decisions.md 34).
export function UserPage() {
  const { userId } = useParams({ from: '/admin/users/$userId' });
  const { session } = useAppServices();
  const log = useSessionLog(session.adminLog);
  const streams = useLogSelector(log, selectStreams, null);
  const connecting = useLogSelector(log, selectStillConnecting, true);
  const now = useNow(60_000);
  const detail = useMemo(() => (streams ? userDetail(streams, userId, new Date(now).toISOString()) : undefined), [streams, userId, now]);

  if (!detail) {
    // Until the first catch-up, a customer missing from the log may still be on the way.
    if (connecting) return null;
    return (
      <section className={styles.page} aria-labelledby="user-title">
        <h1 id="user-title" className={styles.title}>
          <Trans>User not found</Trans>
        </h1>
        <p>
          <Trans>
            No customer has the user ID <span dir="ltr">{userId}</span>.
          </Trans>
        </p>
        <div>
          <BackToUsers />
        </div>
      </section>
    );
  }
  const { user, requests, threads } = detail;
  const erased = user.state === 'erased';
  return (
    <article className={styles.page} aria-labelledby="user-title" data-state={user.state}>
      <header className={styles.pageHeader}>
        <h1 id="user-title" className={styles.title}>
          <CustomerName name={user.fullName} />
        </h1>
        <BackToUsers />
      </header>
      {erased ? <ErasedUserFacts row={user} /> : <UserProfile user={user} />}
      {!erased && <UserActions user={user} log={log} />}
      <UserRequests requests={requests} />
      {!erased && <UserThreads threads={threads} />}
      {!erased && <UserHistory stream={user.stream} log={log} />}
    </article>
  );
}
