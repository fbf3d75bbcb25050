import { Trans, useLingui } from '@lingui/react/macro';
import type { RequestContext } from '../../../../machines/request.machine.ts';
import { formatBusinessMoment } from '../../../app/business-dates.ts';
import { starGlyphs, starsText } from '../../../ui/stars-words.ts';
import * as reviewStyles from '../../requests/review.css.ts';
import * as styles from './requests.css.ts';

/** The customer's review of the visit, as last written, for the admin; nothing before one is written. */
export function RequestReview({ review }: { review: RequestContext['review'] }) {
  const { i18n } = useLingui();
  if (!review) return null;
  return (
    <section className={styles.section} aria-labelledby="request-review-title">
      <h3 id="request-review-title" className={styles.sectionTitle}>
        <Trans>Customer review</Trans>
      </h3>
      <p className={reviewStyles.quote} data-testid="admin-review-stars">
        <span className={reviewStyles.glyphs} aria-hidden="true">
          {starGlyphs(review.stars)}
        </span>{' '}
        {i18n._(starsText(review.stars))}
      </p>
      {review.comment ? <p className={reviewStyles.quote}>{review.comment}</p> : null}
      <p className={reviewStyles.quote}>
        <Trans>Written {formatBusinessMoment(review.at, i18n.locale)}</Trans>
        {review.editedAt ? (
          <>
            {' · '}
            <Trans>changed {formatBusinessMoment(review.editedAt, i18n.locale)}</Trans>
          </>
        ) : null}
      </p>
    </section>
  );
}
