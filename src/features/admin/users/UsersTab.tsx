import { Plural, Trans } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { userRows } from '../../../../machines/projections/admin-users.ts';
import { privacyRequests } from '../../../../machines/projections/privacy-requests.ts';
import { findUsers, type UserFilters } from '../../../../machines/projections/user-filters.ts';
import { useAppServices } from '../../../app/app-context.tsx';
import { useNow } from '../../../app/clock.ts';
import { useLogSelector, useSessionLog } from '../../../app/use-event-log.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { visuallyHidden } from '../../../styles/visually-hidden.css.ts';
import { PrivacyRequests } from './PrivacyRequests.tsx';
import { UserFiltersForm } from './UserFiltersForm.tsx';
import { UserList } from './UserList.tsx';
import { filtersOf, searchOf } from './users-search.ts';
import { UsersPager } from './UsersPager.tsx';
import * as styles from './users.css.ts';

const selectStreams = (log: EventLog) => log.streams();

// The Users tab (loaded lazily): every customer, live, searched, filtered and paged; the
// search, filters and page are kept in the URL (replaced as they change, so the back button
// leaves the tab rather than undoing each keystroke). Below them, the register of privacy requests.
export function UsersTab() {
  const { session } = useAppServices();
  const log = useSessionLog(session.adminLog);
  const streams = useLogSelector(log, selectStreams, null);
  const now = useNow(60_000);
  const rows = useMemo(() => (streams ? userRows(streams, new Date(now).toISOString()) : null), [streams, now]);
  const search = useSearch({ from: '/admin/dashboard' });
  const navigate = useNavigate({ from: '/admin/dashboard' });
  // The field's own state: a URL update arrives a moment later and would move the caret.
  const [filters, setFilters] = useState<UserFilters>(() => filtersOf(search));
  const [page, setPage] = useState(search.page ?? 1);
  const found = useMemo(() => (rows ? findUsers(rows, filters, page) : null), [rows, filters, page]);
  const register = useMemo(() => (streams ? privacyRequests(streams) : null), [streams]);

  const show = (nextFilters: UserFilters, nextPage: number) => {
    setFilters(nextFilters);
    setPage(nextPage);
    void navigate({ search: { tab: 'users', ...searchOf(nextFilters, nextPage) }, replace: true });
  };

  return (
    <div className={styles.tab}>
      <h2 className={visuallyHidden}>
        <Trans>Users</Trans>
      </h2>
      <UserFiltersForm filters={filters} onChange={(next) => show(next, 1)} />
      {found ? (
        <>
          <p className={styles.count} role="status">
            <Plural value={found.found} one="# user found" other="# users found" />
          </p>
          <UserList rows={found.rows} />
          <UsersPager page={found.page} pages={found.pages} onPage={(next) => show(filters, next)} />
        </>
      ) : null}
      {register ? <PrivacyRequests rows={register} /> : null}
    </div>
  );
}
