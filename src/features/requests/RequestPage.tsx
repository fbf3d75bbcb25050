import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import type { ServiceId } from '../../../machines/domain/constants.ts';
import { requestChatStream } from '../../../machines/domain/streams.ts';
import { receiptOf } from '../../../machines/projections/receipts.ts';
import { awaitsPayment } from '../../../machines/request-status.ts';
import { requestRowSelector, requestTimelineSelector, selectSettings, selectStillConnecting } from '../../app/log-readings.ts';
import { refusedBookingSelector } from '../../app/unsent-writes.ts';
import { useCustomer } from '../../app/use-customer.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import { useWaitingPhoto } from '../../app/use-waiting-photo.ts';
import { button } from '../../ui/button.css.ts';
import { CustomerConversation } from '../chat/CustomerConversation.tsx';
import { serviceList } from '../services/service-names.ts';
import { NotFoundPage } from '../shell/NotFoundPage.tsx';
import { RefusedWriteNotice } from '../unsent/RefusedWriteNotice.tsx';
import { CancelledVisit } from './CancelledVisit.tsx';
import { RequestFactList } from './RequestFactList.tsx';
import { RequestPrice } from './RequestPrice.tsx';
import { RequestTimeline } from './RequestTimeline.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { VisitCancellation } from './VisitCancellation.tsx';
import { VisitProgress } from './VisitProgress.tsx';
import { VisitReschedule } from './VisitReschedule.tsx';
import { VisitReview } from './VisitReview.tsx';
import { WaitingBadge } from './WaitingBadge.tsx';
import * as styles from './request-page.css.ts';

// `/my-requests/{requestId}`: one request in full and where its visit stands, its price and VAT, every step so far, its
// receipt once paid, and its chat with the company. A booking the server refused is shown as such
// (why, and what to do next) until seen. A request the customer's log does not hold (anyone
// else's, or none at all) is the not-found page once the log has heard from the server.
export function RequestPage({ requestId }: { requestId: string }) {
  const { i18n } = useLingui();
  const { user, log } = useCustomer();
  const row = useLogSelector(log, useMemo(() => requestRowSelector(requestId), [requestId]), null);
  const steps = useLogSelector(log, useMemo(() => requestTimelineSelector(requestId), [requestId]), []);
  const connecting = useLogSelector(log, selectStillConnecting, true);
  const settings = useLogSelector(log, selectSettings, null);
  const refused = useLogSelector(log, useMemo(() => refusedBookingSelector(requestId), [requestId]), null);
  const photoWaiting = useWaitingPhoto(requestId);
  if (!row && refused) {
    return (
      <div className={styles.page}>
        <RequestHeader services={refused.booking.services} />
        <RefusedWriteNotice item={refused} heading="h2" />
      </div>
    );
  }
  if (!row) return connecting ? null : <NotFoundPage />;

  const { request } = row;
  const receipt = settings ? receiptOf(request, settings.company) : null;
  const orderNumber = request.orderNumber ?? '';
  return (
    <div className={styles.page}>
      <RequestHeader services={request.services}>
        {row.waiting ? <WaitingBadge /> : null}
        <StatusBadge badge={row.badge} />
      </RequestHeader>

      <section className={styles.section} aria-labelledby="request-facts-title">
        <h2 id="request-facts-title" className={styles.sectionTitle}>
          <Trans>Request details</Trans>
        </h2>
        <RequestFactList
          request={row.request}
          photoWaiting={photoWaiting}
          shown={['orderNumber', 'address', 'phone', 'preferredTime', 'note', 'adminNote', 'photo']}
        />
        <VisitProgress row={row} />
        <VisitReschedule row={row} />
        <CancelledVisit requestId={requestId} request={request} />
        {log ? <VisitCancellation row={row} log={log} /> : null}
      </section>

      <section className={styles.section} aria-labelledby="request-price-title">
        <h2 id="request-price-title" className={styles.sectionTitle}>
          <Trans>Price and VAT</Trans>
        </h2>
        <RequestPrice priceHalalas={request.priceHalalas} />
        {awaitsPayment(row.snapshot) ? (
          <div className={styles.actions}>
            <Link to="/checkout/$requestId" params={{ requestId }} className={button()}>
              <Trans>Pay now</Trans>
            </Link>
          </div>
        ) : null}
        {receipt ? (
          <div className={styles.actions}>
            <Link to="/receipt/$requestId" params={{ requestId }} search={{}} className={button({ tone: 'secondary' })}>
              <Trans>View receipt</Trans>
            </Link>
            <span className={styles.muted}>
              <Trans>Invoice number</Trans>: <span dir="ltr">{receipt.invoiceNumber}</span>
            </span>
          </div>
        ) : null}
      </section>

      <RequestTimeline steps={steps} />

      {log ? <VisitReview row={row} log={log} /> : null}

      <section className={styles.section} aria-labelledby="request-chat-title">
        <h2 id="request-chat-title" className={styles.sectionTitle}>
          <Trans>Questions about this request?</Trans>
        </h2>
        {row.waiting || !log || !user ? (
          <p className={styles.muted}>
            <Trans>The chat opens once your request has been sent.</Trans>
          </p>
        ) : (
          <CustomerConversation
            log={log}
            stream={requestChatStream(requestId)}
            customerName={user.fullName}
            lastSeen={null}
            label={i18n._(msg`Chat about order ${orderNumber}`)}
          />
        )}
      </section>
    </div>
  );
}

/** The way back to the list and the request's services as the page's title, then its badges. */
function RequestHeader({ services, children }: { services: readonly ServiceId[]; children?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <header className={styles.header}>
      <Link to="/my-requests" className={button({ tone: 'ghost' })}>
        <Trans>My Requests</Trans>
      </Link>
      <h1 className={styles.title}>{serviceList(services, i18n)}</h1>
      {children}
    </header>
  );
}
