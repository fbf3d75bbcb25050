import { Trans, useLingui } from '@lingui/react/macro';
import { halalasToRiyals } from '../../../../machines/domain/halalas.ts';
import type { AdminRequestRow } from '../../../../machines/projections/admin-requests.ts';
import { visuallyHidden } from '../../../styles/visually-hidden.css.ts';
import { RiyalAmount } from '../../../ui/RiyalAmount.tsx';
import { serviceList } from '../../services/service-names.ts';
import { formatBusinessDate } from '../../../app/business-dates.ts';
import * as styles from './requests.css.ts';
import { ContactFacts } from '../ContactFacts.tsx';
import { CustomerName } from '../../../ui/CustomerName.tsx';

const mapLink = ({ lat, lng }: { lat: number; lng: number }) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;

/** What the customer booked, as they wrote it: user text isolated, numbers left to right. */
export function RequestFacts({ row }: { row: AdminRequestRow }) {
  const { t, i18n } = useLingui();
  const { request, customer } = row;
  const services = serviceList(request.services, i18n);
  return (
    <dl className={styles.facts}>
      <dt>
        <Trans>Customer</Trans>
      </dt>
      <dd>
        <CustomerName name={customer.fullName} />
      </dd>
      <ContactFacts email={customer.email} mobile={customer.mobile} />
      <dt>
        <Trans>Contact number for this visit</Trans>
      </dt>
      <dd>
        <span dir="ltr">{request.phone}</span>
      </dd>
      <dt>
        <Trans>Services</Trans>
      </dt>
      <dd>{services}</dd>
      <dt>
        <Trans>Preferred date and time</Trans>
      </dt>
      <dd>
        {formatBusinessDate(request.preferredDate, i18n.locale, 'medium')} · <span dir="ltr">{request.preferredTime}</span>
      </dd>
      <dt>
        <Trans>Address</Trans>
      </dt>
      <dd>
        <span dir="auto">{request.address}</span>
        {request.coordinates ? (
          <>
            {' '}
            <a href={mapLink(request.coordinates)} target="_blank" rel="noopener noreferrer">
              <Trans>Open in map</Trans>
              <span className={visuallyHidden}>
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          </>
        ) : null}
      </dd>
      <dt>
        <Trans>Note</Trans>
      </dt>
      <dd dir="auto" className={styles.userText}>
        {request.note}
      </dd>
      {request.priceHalalas !== null ? (
        <>
          <dt>
            <Trans>Price offered</Trans>
          </dt>
          <dd>
            <RiyalAmount value={halalasToRiyals(request.priceHalalas)} />
          </dd>
        </>
      ) : null}
      {request.adminNote ? (
        <>
          <dt>
            <Trans>Admin note</Trans>
          </dt>
          <dd dir="auto" className={styles.userText}>
            {request.adminNote}
          </dd>
        </>
      ) : null}
      <dt>
        <Trans>Photo</Trans>
      </dt>
      <dd>
        {request.photoId ? (
          <img className={styles.photo} src={`/api/uploads/${request.photoId}`} alt={t`Photo the customer attached`} />
        ) : (
          <Trans>No photo</Trans>
        )}
      </dd>
    </dl>
  );
}
