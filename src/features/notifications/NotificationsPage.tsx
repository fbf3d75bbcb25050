import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { formatBusinessMoment } from '../../app/business-dates.ts';
import { markNotificationsSeen, useCustomerNotifications } from '../../app/customer-notifications.ts';
import { selectStillConnecting } from '../../app/log-readings.ts';
import { useCustomer } from '../../app/use-customer.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import { serviceList } from '../services/service-names.ts';
import { notificationTitles } from './notification-words.ts';
import { NotificationText } from './NotificationText.tsx';
import * as styles from './notifications.css.ts';

// `/notifications`: what happened to the customer's requests, newest first, each leading to its
// request's page. Opening the list marks everything in it seen (on every device of theirs); what
// was new when it opened stays marked new until the customer leaves.
export function NotificationsPage() {
  const { i18n } = useLingui();
  const { user, log } = useCustomer();
  const { items } = useCustomerNotifications(log);
  const connecting = useLogSelector(log, selectStillConnecting, true);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const userId = user?.id;

  useEffect(() => {
    if (!log || !userId) return;
    const unseen = items.filter((item) => !item.seen).map((item) => item.id);
    if (unseen.length === 0) return;
    setFresh((known) => new Set([...known, ...unseen]));
    void markNotificationsSeen(log, userId, items);
  }, [items, log, userId]);

  const isNew = (id: string) => fresh.has(id);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Notifications</Trans>
      </h1>
      {items.length === 0 && connecting ? (
        <p aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      ) : items.length === 0 ? (
        <p>
          <Trans>Nothing yet. When something happens to one of your requests, you will read it here.</Trans>
        </p>
      ) : (
        <ul className={styles.list} data-testid="notifications">
          {items.map((item) => (
            <li key={item.id}>
              <Link
                to="/my-requests/$requestId"
                params={{ requestId: item.requestId }}
                className={isNew(item.id) ? `${styles.item} ${styles.fresh}` : styles.item}
                data-testid="notification"
                data-kind={item.kind}
              >
                <span className={styles.itemHead}>
                  <span className={styles.itemTitle} data-testid="notification-title">
                    {i18n._(notificationTitles[item.kind])}
                  </span>
                  {isNew(item.id) ? (
                    <span className={styles.newMark}>
                      <Trans>New</Trans>
                    </span>
                  ) : null}
                </span>
                <span className={styles.text}>
                  <NotificationText item={item} />
                </span>
                <span className={styles.about}>
                  {serviceList(item.services, i18n)}
                  {item.orderNumber !== null ? (
                    <>
                      {' · '}
                      <Trans>
                        Order <span dir="ltr">{item.orderNumber}</span>
                      </Trans>
                    </>
                  ) : null}
                  {' · '}
                  <time dateTime={item.at}>{formatBusinessMoment(item.at, i18n.locale)}</time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
