import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { Button } from '../../../ui/Button.tsx';
import { LabelledField } from '../../../ui/LabelledField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useProposal } from '../use-proposal.ts';
import { offerDraft, type OfferField, type OfferProblem } from './offer-drafts.ts';
import * as styles from './settings.css.ts';

const problemText: Record<OfferProblem, MessageDescriptor> = {
  required: msg`This field is required.`,
  invalidCharacters: msg`This text contains characters we cannot accept.`,
  tooLong: msg`This is too long.`,
  invalidDiscount: msg`Enter the discount in whole percent: 1 to 100, or leave it blank.`,
  invalidDate: msg`Pick the offer’s last day, or leave it blank.`,
};

const published = msg`Offer published`;

/** A new offer for /offers (DECISIONS 21): the form empties once it is published. */
export function OfferForm({ log }: { log: EventLog | null }) {
  const { i18n } = useLingui();
  const { propose } = useProposal(log);
  const [problems, setProblems] = useState<Partial<Record<OfferField, OfferProblem>>>({});

  const publish = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const text = (name: OfferField) => String(form.get(name) ?? '');
    const result = offerDraft({
      titleEn: text('titleEn'),
      titleAr: text('titleAr'),
      textEn: text('textEn'),
      textAr: text('textAr'),
      discountPercent: text('discountPercent'),
      endsOn: text('endsOn'),
    });
    if ('problems' in result) return setProblems(result.problems);
    setProblems({});
    if (await propose(result.draft, published)) formElement.reset();
  };
  const problem = (field: OfferField) => {
    const code = problems[field];
    return {
      name: field,
      'aria-invalid': code ? true : undefined,
      hint: code ? <span className={styles.problem}>{i18n._(problemText[code])}</span> : undefined,
    };
  };
  const textArea = (field: 'textEn' | 'textAr', label: ReactNode, dir: 'ltr' | 'rtl') => {
    const { hint, ...control } = problem(field);
    return (
      <LabelledField label={label} hint={hint}>
        {({ id, hintId }) => <textarea id={id} className={styles.textArea} dir={dir} rows={3} aria-describedby={hintId} {...control} />}
      </LabelledField>
    );
  };

  return (
    <form className={styles.form} onSubmit={publish} noValidate aria-labelledby="offer-title">
      <h3 id="offer-title" className={styles.sectionTitle}>
        <Trans>Publish an offer</Trans>
      </h3>
      <TextField label={<Trans>Offer title (English)</Trans>} dir="ltr" {...problem('titleEn')} />
      <TextField label={<Trans>Offer title (Arabic)</Trans>} dir="rtl" {...problem('titleAr')} />
      {textArea('textEn', <Trans>Offer text (English)</Trans>, 'ltr')}
      {textArea('textAr', <Trans>Offer text (Arabic)</Trans>, 'rtl')}
      <div className={styles.pair}>
        <TextField
          label={<Trans>Discount (%)</Trans>}
          inputMode="numeric"
          ltr
          {...problem('discountPercent')}
          hint={problem('discountPercent').hint ?? <Trans>Optional</Trans>}
        />
        <TextField label={<Trans>Last day of the offer</Trans>} type="date" ltr {...problem('endsOn')} hint={problem('endsOn').hint ?? <Trans>Optional</Trans>} />
      </div>
      <div>
        <Button type="submit">
          <Trans>Publish</Trans>
        </Button>
      </div>
    </form>
  );
}
