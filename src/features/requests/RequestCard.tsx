import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { awaitsCustomerAnswer, awaitsPayment, mayCancel, type RequestBadge } from '../../../machines/request.machine.ts';
import { defaultSettings } from '../../../machines/domain/default-settings.ts';
import { useAppServices } from '../../app/app-context.tsx';
import { formatBusinessDate } from '../../app/business-dates.ts';
import type { CustomerRequestRow } from '../../app/log-readings.ts';
import { answerRequest, type RequestAnswer } from '../../app/request-answers.ts';
import { showToast } from '../../app/toaster.ts';
import type { EventLog } from '../../eventlog/event-log.ts';
import { Button } from '../../ui/Button.tsx';
import { button } from '../../ui/button.css.ts';
import { RiyalAmount } from '../../ui/RiyalAmount.tsx';
import { customerStatusLabels } from '../../ui/status-labels.ts';
import { problemText } from '../booking/booking-messages.ts';
import { serviceList } from '../services/service-names.ts';
import { answerToasts, refusedTitle } from './request-labels.ts';
import * as styles from './requests.css.ts';

const badgeTones: Record<RequestBadge, 'neutral' | 'good' | 'bad'> = {
  pending: 'neutral',
  accepted: 'good',
  offerAccepted: 'good',
  paid: 'good',
  completed: 'good',
  rejected: 'bad',
  offerRejected: 'bad',
  cancelled: 'bad',
};

// One request: what was booked, its status, the admin's offer and the customer's answers.
export function RequestCard({ row, log }: { row: CustomerRequestRow; log: EventLog }) {
  const { toaster } = useAppServices();
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const { request, snapshot } = row;
  const services = serviceList(request.services, i18n);
  const titleId = `request-${row.requestId}`;

  const answer = async (type: RequestAnswer) => {
    const result = await answerRequest(log, row.requestId, type);
    // An accepted offer with a price goes on to its checkout; one included in the plan is scheduled.
    if (result.accepted && type === 'request.offerAccepted' && request.priceHalalas) {
      void navigate({ to: '/checkout/$requestId', params: { requestId: row.requestId } });
    }
    showToast(
      toaster,
      result.accepted
        ? { content: { title: answerToasts[type] } }
        : { destructive: true, content: { title: refusedTitle, description: problemText(result.reason, defaultSettings.workingHours) } },
    );
  };

  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="request-card">
      <header className={styles.cardHeader}>
        <h2 id={titleId} className={styles.cardTitle}>
          {services}
        </h2>
        <span className={styles.actions}>
          {row.waiting ? (
            <span className={styles.badge({ tone: 'waiting' })} data-testid="request-waiting">
              <Trans>Waiting to be sent</Trans>
            </span>
          ) : null}
          <span className={styles.badge({ tone: badgeTones[row.badge] })} data-testid="request-badge">
            {i18n._(customerStatusLabels[row.badge])}
          </span>
        </span>
      </header>
      <dl className={styles.facts}>
        <dt className={styles.term}>
          <Trans>Order number</Trans>
        </dt>
        <dd className={styles.detail}>
          <span dir="ltr" data-testid="order-number">
            {request.orderNumber}
          </span>
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
      {mayCancel(snapshot) ? (
        <div className={styles.actions}>
          {awaitsCustomerAnswer(snapshot) ? (
            <>
              <Button onClick={() => void answer('request.offerAccepted')}>
                <Trans>Accept offer</Trans>
              </Button>
              <Button tone="secondary" onClick={() => void answer('request.offerRejected')}>
                <Trans>Reject offer</Trans>
              </Button>
            </>
          ) : null}
          <Button tone="ghost" onClick={() => void answer('request.cancelled')}>
            <Trans>Cancel request</Trans>
          </Button>
        </div>
      ) : null}
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
