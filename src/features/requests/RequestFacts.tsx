import { Trans, useLingui } from '@lingui/react/macro';
import { formatBusinessDate } from '../../app/business-dates.ts';
import type { CustomerRequestRow } from '../../app/log-readings.ts';
import * as styles from './request-page.css.ts';
import { OrderNumber } from '../../ui/OrderNumber.tsx';

/**
 * What the customer booked, as they wrote it: user text isolated, numbers left to right. The
 * time is the one they preferred: no visit time is agreed in the request's events yet.
 */
export function RequestFacts({ row }: { row: CustomerRequestRow }) {
  const { t, i18n } = useLingui();
  const { request } = row;
  return (
    <dl className={styles.facts}>
      <dt className={styles.term}>
        <Trans>Order number</Trans>
      </dt>
      <dd className={styles.detail}>
        <OrderNumber value={request.orderNumber} />
      </dd>
      <dt className={styles.term}>
        <Trans>Address</Trans>
      </dt>
      <dd className={styles.detail} dir="auto" data-testid="request-address">
        {request.address}
      </dd>
      <dt className={styles.term}>
        <Trans>Contact phone</Trans>
      </dt>
      <dd className={styles.detail}>
        <span dir="ltr">{request.phone}</span>
      </dd>
      <dt className={styles.term}>
        <Trans>Preferred date and time</Trans>
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
      <dt className={styles.term}>
        <Trans>Photo</Trans>
      </dt>
      <dd className={styles.detail}>
        {request.photoId ? (
          <img className={styles.photo} src={`/api/uploads/${request.photoId}`} alt={t`The photo you attached`} />
        ) : (
          <Trans>No photo</Trans>
        )}
      </dd>
    </dl>
  );
}
