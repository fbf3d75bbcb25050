import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { riyadhDateAt } from '../../../../machines/domain/riyadh-calendar.ts';
import type { Offer } from '../../../../machines/domain/settings-events.ts';
import { offerRunsOn } from '../../../../machines/domain/settings-rules.ts';
import { formatBusinessDate } from '../../../app/business-dates.ts';
import { useNow } from '../../../app/clock.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { Button } from '../../../ui/Button.tsx';
import { useProposal } from '../use-proposal.ts';
import { withdrawalDraft } from './offer-drafts.ts';
import * as styles from './settings.css.ts';

const withdrawn = msg`Offer withdrawn`;

/** The published offers: those /offers shows, and those past their last day in Riyadh, marked
 * "Ended" (they stay listed until withdrawn). */
export function PublishedOffers({ offers, log }: { offers: readonly Offer[]; log: EventLog | null }) {
  const { i18n } = useLingui();
  const today = riyadhDateAt(new Date(useNow(60_000)).toISOString());
  const { propose } = useProposal(log);
  return (
    <section className={styles.form} aria-labelledby="published-offers-title">
      <h3 id="published-offers-title" className={styles.sectionTitle}>
        <Trans>Published offers</Trans>
      </h3>
      {offers.length === 0 ? (
        <p className={styles.note}>
          <Trans>No offer is published.</Trans>
        </p>
      ) : (
        <ul className={styles.offerList}>
          {offers.map((offer) => (
            <li key={offer.offerId} className={styles.offer} data-testid="published-offer">
              <span className={styles.offerTitle} dir="ltr">
                {offer.title.en}
              </span>
              <span className={styles.offerTitle} dir="rtl">
                {offer.title.ar}
              </span>
              {offerRunsOn(offer, today) ? null : (
                <span className={styles.endedBadge} data-testid="offer-ended">
                  <Trans>Ended</Trans>
                </span>
              )}
              <span className={styles.note}>
                {offer.discountPercent ? <Trans>{offer.discountPercent}% off</Trans> : <Trans>No discount</Trans>}
                {' · '}
                {offer.endsOn ? (
                  <Trans>Last day: {formatBusinessDate(offer.endsOn, i18n.locale, 'medium')}</Trans>
                ) : (
                  <Trans>No end date</Trans>
                )}
              </span>
              <div>
                <Button tone="secondary" onClick={() => void propose(withdrawalDraft(offer.offerId), withdrawn)}>
                  <Trans>Withdraw</Trans>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
