import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Offer } from '../../../machines/domain/settings-events.ts';
import { formatBusinessDate } from '../../app/business-dates.ts';
import { useCustomer } from '../../app/use-customer.ts';
import { button } from '../../ui/button.css.ts';
import * as styles from './offers.css.ts';

// `/offers`: each running offer in the page's language, with its discount and last day if it
// has them; null offers: they could not be read (a visitor offline).
export function OffersPage({ offers }: { offers: Offer[] | null }) {
  const { user } = useCustomer();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Offers</Trans>
      </h1>
      {offers === null ? (
        <p role="alert">
          <Trans>We could not load the offers. Check your connection and try again.</Trans>
        </p>
      ) : offers.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No offers right now.</Trans>
        </p>
      ) : (
        <ul className={styles.offers}>
          {offers.map((offer) => (
            <OfferCard key={offer.offerId} offer={offer} />
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        {user ? (
          <Link to="/dashboard" className={button({ tone: 'secondary' })}>
            <Trans>Back to Dashboard</Trans>
          </Link>
        ) : (
          <Link to="/" className={button({ tone: 'secondary' })}>
            <Trans>Book a visit</Trans>
          </Link>
        )}
      </div>
    </div>
  );
}

function OfferCard({ offer }: { offer: Offer }) {
  const { i18n } = useLingui();
  const inArabic = i18n.locale === 'ar';
  const { discountPercent, endsOn } = offer;
  return (
    <li className={styles.offer} data-testid="offer">
      <h2 className={styles.offerTitle}>{inArabic ? offer.title.ar : offer.title.en}</h2>
      {discountPercent ? (
        <p className={styles.discount}>
          <Trans>{discountPercent}% off</Trans>
        </p>
      ) : null}
      <p className={styles.text}>{inArabic ? offer.text.ar : offer.text.en}</p>
      {endsOn ? (
        <p className={styles.ends}>
          <Trans>Until {formatBusinessDate(endsOn, i18n.locale)}</Trans>
        </p>
      ) : null}
    </li>
  );
}
