import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { awaitsPayment } from '../../../machines/request-status.ts';
import type { CustomerRequestRow } from '../../app/log-readings.ts';
import type { EventLog } from '../../eventlog/event-log.ts';
import { button } from '../../ui/button.css.ts';
import { serviceList } from '../services/service-names.ts';
import { CancelledVisit } from './CancelledVisit.tsx';
import { RequestAnswers } from './RequestAnswers.tsx';
import { RequestFactList } from './RequestFactList.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { VisitCancellation } from './VisitCancellation.tsx';
import { VisitProgress } from './VisitProgress.tsx';
import { VisitReschedule } from './VisitReschedule.tsx';
import { WaitingBadge } from './WaitingBadge.tsx';
import * as styles from './requests.css.ts';

// One request: what was booked, its status, the admin's offer, the customer's answers and the visit.
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
          {row.waiting ? <WaitingBadge /> : null}
          <StatusBadge badge={row.badge} />
        </span>
      </header>
      <RequestFactList request={request} shown={['orderNumber', 'preferredTime', 'note', 'price', 'adminNote']} />
      <VisitProgress row={row} />
      <VisitReschedule row={row} />
      <CancelledVisit requestId={row.requestId} request={request} />
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
      <VisitCancellation row={row} log={log} />
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
