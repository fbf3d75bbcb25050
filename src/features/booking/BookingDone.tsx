import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { SessionUser } from '../../../machines/domain/auth-sessions.ts';
import type { RequestSubmitted } from '../../../machines/domain/request-events.ts';
import { requestNumber } from '../../../machines/request-status.ts';
import { orderNumberSelector, selectSettings } from '../../app/log-readings.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import { requestSummaryLink } from '../../app/whatsapp-link.ts';
import type { EventLog } from '../../eventlog/event-log.ts';
import { button } from '../../ui/button.css.ts';
import { OrderNumber } from '../../ui/OrderNumber.tsx';
import { serviceNames } from '../services/service-names.ts';
import * as styles from './booking.css.ts';

const selectSupportNumber = (log: EventLog) => selectSettings(log).supportNumber;

// After submitting: the request is recorded (or queued offline); the customer may tell the
// business on WhatsApp with the spec's prefilled summary, and follow it in My Requests. The
// order number shows once the server has given it (offline, when the request is sent).
interface BookingDoneProps {
  request: RequestSubmitted;
  requestId: string;
  user: SessionUser;
  log: EventLog;
}

export function BookingDone({ request, requestId, user, log }: BookingDoneProps) {
  const { i18n } = useLingui();
  const supportNumber = useLogSelector(log, selectSupportNumber, null);
  const orderNumber = useLogSelector(log, useMemo(() => orderNumberSelector(requestId), [requestId]), null);
  const link = requestSummaryLink(supportNumber, {
    clientName: user.fullName,
    email: user.email,
    mobile: user.mobile,
    userId: user.id,
    orderNumber,
    requestNumber: requestNumber(requestId),
    services: request.services.map((service) => i18n._(serviceNames[service])),
    note: request.note,
    location: request.address,
    date: request.preferredDate,
    time: request.preferredTime,
    hasImage: request.photoId !== null,
  });
  return (
    <section className={styles.done} aria-labelledby="booking-done">
      <h2 id="booking-done">
        <Trans>Your request has been recorded.</Trans>
      </h2>
      <p>
        <Trans>Order number</Trans> <OrderNumber value={orderNumber} />
      </p>
      {link ? (
        <a href={link} className={button()} target="_blank" rel="noopener noreferrer">
          <Trans>Send the details on WhatsApp</Trans>
        </a>
      ) : null}
      <Link to="/my-requests" className={button({ tone: 'secondary' })}>
        <Trans>My Requests</Trans>
      </Link>
    </section>
  );
}
