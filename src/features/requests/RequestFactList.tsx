import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import { formatBusinessDate } from '../../app/business-dates.ts';
import type { CustomerRequestRow } from '../../app/log-readings.ts';
import { OrderNumber } from '../../ui/OrderNumber.tsx';
import { RiyalAmount } from '../../ui/RiyalAmount.tsx';
import * as styles from './request-fact-list.css.ts';

export type RequestFact = 'orderNumber' | 'address' | 'phone' | 'preferredTime' | 'note' | 'price' | 'adminNote' | 'photo';

function Fact({ label, ...detail }: { label: ReactNode } & ComponentProps<'dd'>) {
  return (
    <>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.detail} {...detail} />
    </>
  );
}

/**
 * The facts of a customer's request that `shown` names, always in the same order and words:
 * user text isolated, numbers left to right. The time is the one they preferred: no visit
 * time is agreed in the request's events yet. The price and the admin's note show once given.
 */
export function RequestFactList({
  request,
  shown,
  photoWaiting = false,
}: {
  request: CustomerRequestRow['request'];
  shown: readonly RequestFact[];
  /** The customer's photo is kept on this device until the network is back. */
  photoWaiting?: boolean;
}) {
  const { t, i18n } = useLingui();
  const showing = new Set(shown);
  return (
    <dl className={styles.facts}>
      {showing.has('orderNumber') ? (
        <Fact label={<Trans>Order number</Trans>}>
          <OrderNumber value={request.orderNumber} />
        </Fact>
      ) : null}
      {showing.has('address') ? (
        <Fact label={<Trans>Address</Trans>} dir="auto" data-testid="request-address">
          {request.address}
        </Fact>
      ) : null}
      {showing.has('phone') ? (
        <Fact label={<Trans>Contact phone</Trans>}>
          <span dir="ltr">{request.phone}</span>
        </Fact>
      ) : null}
      {showing.has('preferredTime') ? (
        <Fact label={<Trans>Preferred date and time</Trans>}>
          {formatBusinessDate(request.preferredDate, i18n.locale)} · <span dir="ltr">{request.preferredTime}</span>
        </Fact>
      ) : null}
      {showing.has('note') ? (
        <Fact label={<Trans>Note</Trans>} dir="auto">
          {request.note}
        </Fact>
      ) : null}
      {showing.has('price') && request.priceHalalas !== null ? (
        <Fact label={<Trans>Price</Trans>} data-testid="request-price">
          {request.priceHalalas === 0 ? <Trans>Included in your plan</Trans> : <RiyalAmount value={request.priceHalalas / 100} />}
        </Fact>
      ) : null}
      {showing.has('adminNote') && request.adminNote ? (
        <Fact label={<Trans>Admin's note</Trans>} dir="auto" data-testid="request-admin-note">
          {request.adminNote}
        </Fact>
      ) : null}
      {showing.has('photo') ? (
        <Fact label={<Trans>Photo</Trans>}>
          {request.photoId ? (
            <img className={styles.photo} src={`/api/uploads/${request.photoId}`} alt={t`The photo you attached`} />
          ) : photoWaiting ? (
            <span data-testid="photo-waiting">
              <Trans>Photo waiting to be sent</Trans>
            </span>
          ) : (
            <Trans>No photo</Trans>
          )}
        </Fact>
      ) : null}
    </dl>
  );
}
