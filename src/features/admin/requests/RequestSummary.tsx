import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminRequestRow } from '../../../../machines/projections/admin-requests.ts';
import { halalasToRiyals } from '../../../../machines/domain/halalas.ts';
import { RiyalAmount } from '../../../ui/RiyalAmount.tsx';
import { serviceList } from '../../services/service-names.ts';
import { awaitsPayment } from '../../../../machines/request-status.ts';
import { PaymentReference } from '../PaymentReference.tsx';
import { kindNames } from './request-words.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { formatBusinessDate } from '../../../app/business-dates.ts';
import * as styles from './requests.css.ts';
import { CustomerName } from '../../../ui/CustomerName.tsx';

/** A request at a glance: who, what, which numbers, when, its status and price. */
export function RequestSummary({ row, level }: { row: AdminRequestRow; level: 'h2' | 'h3' }) {
  const { i18n } = useLingui();
  const { request, customer } = row;
  const Heading = level;
  const services = serviceList(request.services, i18n);
  return (
    <div className={styles.summary}>
      <div className={styles.summaryTop}>
        <Heading className={styles.customerName}>
          {customer.fullName ? <CustomerName name={customer.fullName} /> : <Trans>Unknown customer</Trans>}
        </Heading>
        <span className={styles.marks}>
          {request.kind === 'vip' ? (
            <span className={styles.vipMark} data-testid="vip-mark">
              {i18n._(kindNames.vip)}
            </span>
          ) : null}
          <StatusBadge badge={row.badge} />
        </span>
      </div>
      <p className={styles.services}>{services}</p>
      <p className={styles.meta}>
        <Trans>
          Request <span dir="ltr">#{row.number}</span>
        </Trans>
        {request.orderNumber !== null ? (
          <>
            {' · '}
            <Trans>
              Order <span dir="ltr">#{request.orderNumber}</span>
            </Trans>
          </>
        ) : null}
      </p>
      <p className={styles.meta}>
        {formatBusinessDate(request.preferredDate, i18n.locale, 'medium')} · <span dir="ltr">{request.preferredTime}</span>
      </p>
      {request.priceHalalas !== null ? (
        <p className={styles.price}>
          <RiyalAmount value={halalasToRiyals(request.priceHalalas)} />
          {request.payment ? (
            <span className={styles.meta} data-testid="payment-status">
              {' · '}
              <Trans>Paid</Trans> · <PaymentReference payment={request.payment} />
            </span>
          ) : awaitsPayment(row.snapshot) ? (
            <span className={styles.meta} data-testid="payment-status">
              {' · '}
              <Trans>Unpaid</Trans>
            </span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
