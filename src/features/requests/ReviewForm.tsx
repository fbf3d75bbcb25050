import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { sendReview, type ReviewDraft } from '../../app/request-reviews.ts';
import type { EventLog } from '../../eventlog/event-log.ts';
import { Button } from '../../ui/Button.tsx';
import { LabelledField } from '../../ui/LabelledField.tsx';
import { starGlyphs, starsText } from '../../ui/stars-words.ts';
import * as fieldStyles from '../../ui/text-field.css.ts';
import { reviewRefusal } from './review-words.ts';
import * as styles from './review.css.ts';

const starChoices = [1, 2, 3, 4, 5];

interface ReviewFormProps {
  log: EventLog;
  requestId: string;
  /** The review being changed; none for the first one. */
  initial: ReviewDraft | null;
  onDone: () => void;
  onKeep?: () => void;
}

/** "Rate your visit": 1 to 5 stars as radios and a comment; a refusal is said in words. */
export function ReviewForm({ log, requestId, initial, onDone, onKeep }: ReviewFormProps) {
  const { i18n, t } = useLingui();
  const [stars, setStars] = useState<number | null>(initial?.stars ?? null);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (stars === null) return setRefusal('starsRequired');
    setSending(true);
    const result = await sendReview(log, requestId, { stars, comment }, initial !== null);
    setSending(false);
    if (result.accepted) onDone();
    else setRefusal(result.reason);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={styles.stars}>
        <legend className={styles.legend}>
          <Trans>How many stars?</Trans>
        </legend>
        {starChoices.map((choice) => (
          <label key={choice} className={styles.star}>
            <input type="radio" name="stars" value={choice} checked={stars === choice} onChange={() => setStars(choice)} />
            <span className={styles.glyphs} aria-hidden="true">
              {starGlyphs(choice)}
            </span>
            <span>{i18n._(starsText(choice))}</span>
          </label>
        ))}
      </fieldset>
      <LabelledField label={t`Comment`} hint={t`Optional`}>
        {({ id, hintId }) => (
          <textarea
            id={id}
            aria-describedby={hintId}
            dir="auto"
            rows={3}
            maxLength={1000}
            className={`${fieldStyles.input} ${styles.comment}`}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        )}
      </LabelledField>
      {refusal ? (
        <p role="alert" className={styles.problem}>
          {i18n._(reviewRefusal(refusal))}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={sending} aria-busy={sending}>
          {initial ? <Trans>Save review</Trans> : <Trans>Send review</Trans>}
        </Button>
        {onKeep ? (
          <Button tone="ghost" onClick={onKeep}>
            <Trans>Keep my review</Trans>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
