import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { AdminRequestRow } from '../../../../machines/projections/admin-requests.ts';
import { RequestSummary } from './RequestSummary.tsx';
import * as styles from './requests.css.ts';

/** The requests that pass the filters, newest first; each opens its detail. */
export function RequestList({ rows, total }: { rows: readonly AdminRequestRow[]; total: number }) {
  const count = rows.length;
  return (
    <>
      <p className={styles.count} role="status">
        {count === total ? (
          <Plural value={count} one="# request" other="# requests" />
        ) : (
          <Trans>
            Showing {count} of {total}
          </Trans>
        )}
      </p>
      {count === 0 ? (
        <p className={styles.empty}>
          <Trans>No requests match.</Trans>
        </p>
      ) : (
        <ul className={styles.list}>
          {rows.map((row) => (
            <li key={row.requestId} className={styles.card}>
              <RequestSummary row={row} level="h3" />
              <Link
                to="/admin/dashboard"
                search={{ tab: 'requests', request: row.requestId }}
                className={styles.openLink}
              >
                <Trans>
                  View request <span dir="ltr">#{row.number}</span>
                </Trans>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
