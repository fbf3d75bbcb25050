import { Trans, useLingui } from '@lingui/react/macro';
import type { CustomerRequestRow } from '../../app/log-readings.ts';
import { serviceList } from '../services/service-names.ts';
import { AmountDue } from './AmountDue.tsx';
import * as styles from './checkout.css.ts';
import { OrderNumber } from '../../ui/OrderNumber.tsx';

/** What is being paid for: the amount (VAT included), the service, and the order number the customer knows it by. */
export function OfferSummary({ row }: { row: CustomerRequestRow }) {
  const { i18n } = useLingui();
  return (
    <dl className={styles.summary}>
      <AmountDue riyals={row.request.priceHalalas! / 100} />
      <dt className={styles.term}>
        <Trans>Service</Trans>
      </dt>
      <dd className={styles.detail}>{serviceList(row.request.services, i18n)}</dd>
      <dt className={styles.term}>
        <Trans>Order number</Trans>
      </dt>
      <dd className={styles.detail}>
        <OrderNumber value={row.request.orderNumber} />
      </dd>
    </dl>
  );
}
