import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { selectRequestRows, selectStillConnecting } from '../../app/log-readings.ts';
import { selectRefusedBookings } from '../../app/unsent-writes.ts';
import { useCustomer } from '../../app/use-customer.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import { button } from '../../ui/button.css.ts';
import { RefusedWriteNotice } from '../unsent/RefusedWriteNotice.tsx';
import { RequestCard } from './RequestCard.tsx';
import * as styles from './requests.css.ts';

// `/my-requests`: the customer's requests, newest first, live as the admin answers them, after
// the bookings the server refused (until seen). Until the log has heard from the server, no
// requests yet means none known yet, not none at all.
export function MyRequestsPage() {
  const { log } = useCustomer();
  const rows = useLogSelector(log, selectRequestRows, []);
  const refused = useLogSelector(log, selectRefusedBookings, []);
  const connecting = useLogSelector(log, selectStillConnecting, true);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>My Requests</Trans>
      </h1>
      {refused.length > 0 ? (
        <ul className={styles.list}>
          {refused.map((item) => (
            <li key={item.batch}>
              <RefusedWriteNotice item={item} heading="h2" />
            </li>
          ))}
        </ul>
      ) : null}
      {rows.length === 0 && connecting ? (
        <p aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      ) : rows.length === 0 && refused.length > 0 ? null : rows.length === 0 ? (
        <div className={styles.empty}>
          <p>
            <Trans>You have no requests yet.</Trans>
          </p>
          <Link to="/dashboard" className={button()}>
            <Trans>Book a service</Trans>
          </Link>
        </div>
      ) : (
        <ul className={styles.list}>
          {rows.map((row) => (
            <li key={row.requestId}>{log ? <RequestCard row={row} log={log} /> : null}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
