import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { Button } from '../../../ui/Button.tsx';
import { DateField } from '../../../ui/DateField.tsx';
import { LabelledField } from '../../../ui/LabelledField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { offerDraft, type OfferField, type OfferProblem } from './offer-drafts.ts';
import * as styles from './settings.css.ts';
import { useDraftForm } from './use-draft-form.tsx';

const problemText: Record<OfferProblem, MessageDescriptor> = {
  required: msg`This field is required.`,
  invalidCharacters: msg`This text contains characters we cannot accept.`,
  tooLong: msg`This is too long.`,
  invalidDiscount: msg`Enter the discount in whole percent: 1 to 100, or leave it blank.`,
  invalidDate: msg`Pick the offer’s last day, or leave it blank.`,
};

const published = msg`Offer published`;

/** A new offer for /offers (docs/decisions.md 21): the form empties once it is published. */
export function OfferForm({ log }: { log: EventLog | null }) {
  const { submit, field } = useDraftForm({
    log,
    draftOf: (typed: (field: OfferField) => string) =>
      offerDraft({
        titleEn: typed('titleEn'),
        titleAr: typed('titleAr'),
        textEn: typed('textEn'),
        textAr: typed('textAr'),
        discountPercent: typed('discountPercent'),
        endsOn: typed('endsOn'),
      }),
    problemText,
    saved: published,
    resetWhenSaved: true,
  });
  const textArea = (name: 'textEn' | 'textAr', label: ReactNode, dir: 'ltr' | 'rtl') => {
    const { hint, ...control } = field(name);
    return (
      <LabelledField label={label} hint={hint}>
        {({ id, hintId }) => <textarea id={id} className={styles.textArea} dir={dir} rows={3} aria-describedby={hintId} {...control} />}
      </LabelledField>
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="offer-title">
      <h3 id="offer-title" className={styles.sectionTitle}>
        <Trans>Publish an offer</Trans>
      </h3>
      <TextField label={<Trans>Offer title (English)</Trans>} dir="ltr" {...field('titleEn')} />
      <TextField label={<Trans>Offer title (Arabic)</Trans>} dir="rtl" {...field('titleAr')} />
      {textArea('textEn', <Trans>Offer text (English)</Trans>, 'ltr')}
      {textArea('textAr', <Trans>Offer text (Arabic)</Trans>, 'rtl')}
      <div className={styles.pair}>
        <TextField
          label={<Trans>Discount (%)</Trans>}
          inputMode="numeric"
          ltr
          {...field('discountPercent')}
          hint={field('discountPercent').hint ?? <Trans>Optional</Trans>}
        />
        <DateField label={<Trans>Last day of the offer</Trans>} value="" {...field('endsOn')} hint={field('endsOn').hint ?? <Trans>Optional</Trans>} />
      </div>
      <div>
        <Button type="submit">
          <Trans>Publish</Trans>
        </Button>
      </div>
    </form>
  );
}
