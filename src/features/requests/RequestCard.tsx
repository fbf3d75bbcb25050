import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { awaitsPayment } from '../../../machines/request.machine.ts';
import { formatBusinessDate } from '../../app/business-dates.ts';
import type { CustomerRequestRow } from '../../app/log-readings.ts';
import type { EventLog } from '../../eventlog/event-log.ts';
import { button } from '../../ui/button.css.ts';
import { RiyalAmount } from '../../ui/RiyalAmount.tsx';
import { serviceList } from '../services/service-names.ts';
import { RequestAnswers } from './RequestAnswers.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import * as styles from './requests.css.ts';
import { OrderNumber } from '../../ui/OrderNumber.tsx';

// One request: what was booked, its status, the admin's offer and the customer's answers.
export function RequestCard({ row, log }: { row: CustomerRequestRow; log: EventLog }) {
  const { i18n } = useLingui();
  const { request, snapshot } = row;
  const services = serviceList(request.services, i18n);
  const titleId = `request-${row.requestId}`;

  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="request-card">
      <header className={styles.cardHeader}>
        <h2 id={titleId} className={styles.cardTitle}>
          <Link to="/my-requests/$requestId" params={{ requestId: row.requestId }} className={styles.cardLink}>
            {services}
          </Link>
        </h2>
        <span className={styles.actions}>
          {row.waiting ? (
            <span className={styles.badge({ tone: 'waiting' })} data-testid="request-waiting">
              <Trans>Waiting to be sent</Trans>
            </span>
          ) : null}
          <StatusBadge badge={row.badge} />
        </span>
      </header>
      <dl className={styles.facts}>
        <dt className={styles.term}>
          <Trans>Order number</Trans>
        </dt>
        <dd className={styles.detail}>
          <OrderNumber value={request.orderNumber} />
        </dd>
        <dt className={styles.term}>
          <Trans>Date and time</Trans>
        </dt>
        <dd className={styles.detail}>
          {formatBusinessDate(request.preferredDate, i18n.locale)} · <span dir="ltr">{request.preferredTime}</span>
        </dd>
        <dt className={styles.term}>
          <Trans>Note</Trans>
        </dt>
        <dd className={styles.detail} dir="auto">
          {request.note}
        </dd>
        {request.priceHalalas !== null ? (
          <>
            <dt className={styles.term}>
              <Trans>Price</Trans>
            </dt>
            <dd className={styles.detail} data-testid="request-price">
              {request.priceHalalas === 0 ? <Trans>Included in your plan</Trans> : <RiyalAmount value={request.priceHalalas / 100} />}
            </dd>
          </>
        ) : null}
        {request.adminNote ? (
          <>
            <dt className={styles.term}>
              <Trans>Admin's note</Trans>
            </dt>
            <dd className={styles.detail} dir="auto" data-testid="request-admin-note">
              {request.adminNote}
            </dd>
          </>
        ) : null}
      </dl>
      {awaitsPayment(snapshot) ? (
        <div className={styles.actions}>
          <Link to="/checkout/$requestId" params={{ requestId: row.requestId }} className={button()}>
            <Trans>Pay now</Trans>
          </Link>
        </div>
      ) : null}
      {request.payment ? (
        <div className={styles.actions}>
          <Link to="/receipt/$requestId" params={{ requestId: row.requestId }} search={{}} className={button({ tone: 'secondary' })}>
            <Trans>View receipt</Trans>
          </Link>
        </div>
      ) : null}
      <RequestAnswers row={row} log={log} />
      {row.waiting ? null : (
        <div className={styles.actions}>
          <Link to="/chat" search={{ requestId: row.requestId }} className={button({ tone: 'secondary' })}>
            <Trans>Chat about this request</Trans>
          </Link>
        </div>
      )}
    </article>
  );
}
