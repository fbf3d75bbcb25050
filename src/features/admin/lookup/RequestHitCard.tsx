import { Trans, useLingui } from '@lingui/react/macro';
import { halalasToRiyals } from '../../../../machines/domain/halalas.ts';
import type { RequestHit } from '../../../../machines/projections/lookup.ts';
import { formatBusinessDate } from '../../../app/business-dates.ts';
import { RiyalAmount } from '../../../ui/RiyalAmount.tsx';
import { serviceList } from '../../services/service-names.ts';
import { StatusBadge } from '../requests/StatusBadge.tsx';
import { AuditTrail } from './AuditTrail.tsx';
import { ChatLink, CustomerLink, RequestLink } from './LookupLinks.tsx';
import * as styles from './lookup.css.ts';
import { ContactFacts } from '../ContactFacts.tsx';
import { CustomerName } from '../../../ui/CustomerName.tsx';

/** A request found: what was booked, by whom, its status and price, then its whole history and its thread's. */
export function RequestHitCard({ hit }: { hit: RequestHit }) {
  const { i18n } = useLingui();
  const { request, customer } = hit;
  const titleId = `lookup-request-${hit.requestId}`;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="lookup-request">
      <div className={styles.cardTop}>
        <h3 id={titleId} className={styles.title}>
          <Trans>
            Request <span dir="ltr">#{hit.number}</span>
          </Trans>
        </h3>
        <StatusBadge badge={hit.badge} />
      </div>
      <dl className={styles.facts}>
        <dt>
          <Trans>Order number</Trans>
        </dt>
        <dd>
          <span dir="ltr">{hit.orderNumber === null ? '' : `#${hit.orderNumber}`}</span>
        </dd>
        <dt>
          <Trans>Services</Trans>
        </dt>
        <dd>{serviceList(request.services, i18n)}</dd>
        <dt>
          <Trans>Preferred date and time</Trans>
        </dt>
        <dd>
          {formatBusinessDate(request.preferredDate, i18n.locale, 'medium')} · <span dir="ltr">{request.preferredTime}</span>
        </dd>
        {request.priceHalalas !== null ? (
          <>
            <dt>
              <Trans>Price</Trans>
            </dt>
            <dd>
              <RiyalAmount value={halalasToRiyals(request.priceHalalas)} />
            </dd>
          </>
        ) : null}
        <dt>
          <Trans>Customer</Trans>
        </dt>
        <dd>{customer ? <CustomerName name={customer.fullName} /> : <Trans>Unknown customer</Trans>}</dd>
        {customer ? (
          <ContactFacts email={customer.email} mobile={customer.mobile} />
        ) : null}
      </dl>
      <ul className={styles.links}>
        <li>
          <RequestLink request={hit} />
        </li>
        {hit.thread ? (
          <li>
            <ChatLink chatId={hit.thread} />
          </li>
        ) : null}
        {customer ? (
          <li>
            <CustomerLink userId={customer.userId} />
          </li>
        ) : null}
      </ul>
      <AuditTrail entries={hit.trail} />
    </article>
  );
}
