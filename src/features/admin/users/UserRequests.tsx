import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { RequestRow } from '../../../../machines/projections/requests.ts';
import { formatBusinessDate } from '../../../app/business-dates.ts';
import { serviceList } from '../../services/service-names.ts';
import { StatusBadge } from '../requests/StatusBadge.tsx';
import * as styles from './users.css.ts';

/** The customer's requests, newest first; each opens in the Requests tab. */
export function UserRequests({ requests }: { requests: readonly RequestRow[] }) {
  const { i18n } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="user-requests-title">
      <h2 id="user-requests-title" className={styles.sectionTitle}>
        <Trans>Requests</Trans>
      </h2>
      {requests.length === 0 ? (
        <p className={styles.meta}>
          <Trans>No requests yet.</Trans>
        </p>
      ) : (
        <ul className={styles.linkList}>
          {requests.map((row) => (
            <li key={row.requestId} className={styles.linkItem}>
              <Link to="/admin/dashboard" search={{ tab: 'requests', request: row.requestId }} className={styles.link}>
                <Trans>
                  Request <span dir="ltr">#{row.number}</span>
                </Trans>
              </Link>
              <StatusBadge badge={row.badge} />
              <span className={styles.meta}>
                {serviceList(row.request.services, i18n)} · {formatBusinessDate(row.request.preferredDate, i18n.locale, 'medium')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
