import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { AdminRequestRow } from '../../../../machines/projections/admin-requests.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { AutomaticRefunds } from '../AutomaticRefunds.tsx';
import { AppointmentForm } from './AppointmentForm.tsx';
import { RequestActions } from './RequestActions.tsx';
import { RequestFacts } from './RequestFacts.tsx';
import { RequestHistory } from './RequestHistory.tsx';
import { RequestReview } from './RequestReview.tsx';
import { RequestSummary } from './RequestSummary.tsx';
import * as styles from './requests.css.ts';

/** One request in full: its facts, the charges given back, what the admin may do now, and its history. */
export function RequestDetail({ row, log }: { row: AdminRequestRow | undefined; log: EventLog | null }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const requestId = row?.requestId;
  useEffect(() => {
    if (requestId) heading.current?.focus();
  }, [requestId]);

  const back = (
    <Link to="/admin/dashboard" search={{ tab: 'requests' }} className={styles.backLink}>
      <Trans>Back to all requests</Trans>
    </Link>
  );
  if (!row) {
    return (
      <div className={styles.detail}>
        {back}
        <p>
          <Trans>This request is not in the list (yet). It appears here as soon as it arrives.</Trans>
        </p>
      </div>
    );
  }
  return (
    <article className={styles.detail} aria-labelledby="request-detail-title">
      {back}
      <h2 id="request-detail-title" ref={heading} tabIndex={-1} className={styles.detailTitle}>
        <Trans>
          Request <span dir="ltr">#{row.number}</span>
        </Trans>
      </h2>
      <RequestSummary row={row} level="h3" />
      <AutomaticRefunds refunds={row.request.automaticRefunds} />
      <RequestFacts row={row} />
      <RequestReview review={row.request.review} />
      <section className={styles.section} aria-label={t`Actions`}>
        <AppointmentForm key={row.requestId} row={row} log={log} />
        <RequestActions row={row} log={log} />
      </section>
      <RequestHistory stream={row.stream} log={log} />
    </article>
  );
}
