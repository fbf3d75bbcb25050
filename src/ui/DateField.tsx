import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { westernDigits } from '../../machines/domain/phone-number.ts';
import { isValidIsoDate } from '../../machines/domain/riyadh-calendar.ts';
import { formatBusinessDate } from '../app/business-dates.ts';
import { useLocale } from '../app/use-locale.ts';
import { LabelledField } from './LabelledField.tsx';
import * as styles from './text-field.css.ts';

interface DateFieldProps {
  label: ReactNode;
  /** The chosen day, 'YYYY-MM-DD', or '' for none. */
  value: string;
  /** Told each day typed in full, and '' once the field is emptied. */
  onDay?: (day: string) => void;
  /** Sends the typed day (Latin digits) with its form under this name. */
  name?: string;
  hint?: ReactNode;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

const dayOf = (text: string) => westernDigits(text.trim());

// The browser's own date input speaks the browser's language (English month names on an Arabic
// page): the day is typed as year-month-day and read back beside it in the page's language.
export function DateField({ label, value, onDay, name, hint, ...aria }: DateFieldProps) {
  const { locale } = useLocale();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const [typing, setTyping] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  if (value !== shown) {
    setShown(value);
    if (value !== dayOf(text)) setText(value);
  }
  useEffect(() => {
    const form = input.current?.form;
    const reset = () => setText(value);
    form?.addEventListener('reset', reset);
    return () => form?.removeEventListener('reset', reset);
  }, [value]);

  const day = dayOf(text);
  const valid = isValidIsoDate(day);
  const reading =
    day === '' ? <Trans>Year-month-day, such as 2026-03-14</Trans>
    : valid ? <span data-testid="date-reading">{formatBusinessDate(day, locale)}</span>
    : null;
  const problem = day !== '' && !valid && !typing ? <Trans>Write the date as year-month-day, such as 2026-03-14.</Trans> : null;
  return (
    <LabelledField label={label} hint={reading || hint ? <>{reading} {hint}</> : undefined} problem={problem}>
      {({ id, hintId }) => (
        <>
          <input
            ref={input}
            id={id}
            className={styles.input}
            dir="ltr"
            inputMode="numeric"
            autoComplete="off"
            value={text}
            aria-invalid={problem !== null || aria['aria-invalid'] ? true : undefined}
            aria-describedby={[hintId, aria['aria-describedby']].filter(Boolean).join(' ') || undefined}
            onFocus={() => setTyping(true)}
            onBlur={() => setTyping(false)}
            onChange={(event) => {
              const typed = event.currentTarget.value;
              setText(typed);
              const next = dayOf(typed);
              if (next === '' || isValidIsoDate(next)) onDay?.(next);
            }}
          />
          {name ? <input type="hidden" name={name} value={day} /> : null}
        </>
      )}
    </LabelledField>
  );
}
