import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCustomerNotifications } from '../app/customer-notifications.ts';
import type { EventLog } from '../eventlog/event-log.ts';
import * as styles from './top-bar.css.ts';

// The signed-in customer's way to their notifications, with the count of those not seen yet;
// it follows the log live (a price, an appointment, a step of the visit).
export function NotificationsBell({ log }: { log: EventLog | null }) {
  const { t } = useLingui();
  const { unseen } = useCustomerNotifications(log);
  const label =
    unseen > 0
      ? t({ message: plural(unseen, { one: '# new notification', other: '# new notifications' }) })
      : t`Notifications`;
  return (
    <Link to="/notifications" className={styles.bell} aria-label={label} data-testid="notifications-bell">
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
        />
      </svg>
      {unseen > 0 ? (
        <span className={styles.bellCount} aria-hidden="true" data-testid="notifications-count">
          {unseen > 99 ? '99+' : unseen}
        </span>
      ) : null}
    </Link>
  );
}
