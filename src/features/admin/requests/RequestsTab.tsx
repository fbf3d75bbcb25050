import { Trans } from '@lingui/react/macro';
import { useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { filterRequests, noFilters, type RequestFilters } from '../../../../machines/projections/request-filters.ts';
import { useAppServices } from '../../../app/app-context.tsx';
import { useLogSelector, useSessionLog } from '../../../app/use-event-log.ts';
import { visuallyHidden } from '../../../styles/visually-hidden.css.ts';
import { noRows, selectAdminRows, selectStatus } from './log-selections.ts';
import { RefusalNotices } from './RefusalNotices.tsx';
import { RequestDetail } from './RequestDetail.tsx';
import { RequestFiltersForm } from './RequestFiltersForm.tsx';
import { RequestList } from './RequestList.tsx';
import { TechnicianVisits } from './TechnicianVisits.tsx';
import * as styles from './requests.css.ts';

// The Requests tab (loaded lazily): every request, live, filtered and searched; one request
// opened in full when the URL names it (`&request=<id>`). The filters outlive the detail.
export function RequestsTab() {
  const { session } = useAppServices();
  const log = useSessionLog(session.adminLog);
  const rows = useLogSelector(log, selectAdminRows, noRows);
  const status = useLogSelector(log, selectStatus, 'connecting');
  // "0 requests" would be untrue while the log has not yet heard from the server.
  const loading = rows.length === 0 && status === 'connecting';
  const { request } = useSearch({ from: '/admin/dashboard' });
  const [filters, setFilters] = useState<RequestFilters>(noFilters);
  const shown = useMemo(() => filterRequests(rows, filters), [rows, filters]);
  const opened = request ? rows.find((row) => row.requestId === request) : undefined;

  return (
    <>
      <RefusalNotices log={log} />
      {request ? (
        <RequestDetail row={opened} log={log} />
      ) : (
        <>
          <h2 className={visuallyHidden}>
            <Trans>Requests</Trans>
          </h2>
          <RequestFiltersForm filters={filters} onChange={setFilters} />
          {loading ? (
            <p className={styles.count} aria-busy="true">
              <Trans>Loading…</Trans>
            </p>
          ) : (
            <RequestList rows={shown} total={rows.length} />
          )}
          <TechnicianVisits log={log} />
        </>
      )}
    </>
  );
}
