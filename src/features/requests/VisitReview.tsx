import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { reviewStillEditable } from '../../../machines/domain/review-window.ts';
import { awaitsReview } from '../../../machines/request-status.ts';
import type { CustomerRequestRow } from '../../app/log-readings.ts';
import { useNow } from '../../app/clock.ts';
import type { EventLog } from '../../eventlog/event-log.ts';
import { Button } from '../../ui/Button.tsx';
import { starGlyphs, starsText } from '../../ui/stars-words.ts';
import { ReviewForm } from './ReviewForm.tsx';
import * as pageStyles from './request-page.css.ts';
import * as styles from './review.css.ts';

// A completed visit's review on the request page: the form until the customer writes one, then
// the review, with "Edit review" for as long as a change would be accepted (7 days).
export function VisitReview({ row, log }: { row: CustomerRequestRow; log: EventLog }) {
  const { i18n } = useLingui();
  const now = useNow(60_000);
  const [editing, setEditing] = useState(false);
  const { review } = row.request;
  if (!review && !awaitsReview(row.snapshot)) return null;

  return (
    <section className={pageStyles.section} aria-labelledby="visit-review-title">
      <h2 id="visit-review-title" className={pageStyles.sectionTitle}>
        {review ? <Trans>Your review</Trans> : <Trans>Rate your visit</Trans>}
      </h2>
      {!review || editing ? (
        <ReviewForm
          log={log}
          requestId={row.requestId}
          initial={review}
          onDone={() => setEditing(false)}
          onKeep={review ? () => setEditing(false) : undefined}
        />
      ) : (
        <>
          <p className={pageStyles.muted} data-testid="review-stars">
            <span className={styles.glyphs} aria-hidden="true">
              {starGlyphs(review.stars)}
            </span>{' '}
            {i18n._(starsText(review.stars))}
          </p>
          {review.comment ? <p className={styles.quote}>{review.comment}</p> : null}
          {reviewStillEditable(review.at, now) ? (
            <div>
              <Button tone="secondary" onClick={() => setEditing(true)}>
                <Trans>Edit review</Trans>
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
