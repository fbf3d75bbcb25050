import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { Choice } from '../../app/visit-choices.ts';
import * as styles from './booking.css.ts';

interface BookingFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>, 'id' | 'onChange'> {
  label: ReactNode;
  problem: string | null;
  hint?: ReactNode;
  multiline?: boolean;
  /** A list to choose from instead of typing, headed by `placeholder` (chosen while nothing is). */
  choices?: { options: Choice[]; placeholder: string };
  ltr?: boolean;
  onValue: (value: string) => void;
}

/** One labelled field of the booking form, with its problem (if any) beside it. */
export function BookingField({ label, problem, hint, multiline, choices, ltr, onValue, ...control }: BookingFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, problem ? `${id}-problem` : null].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    className: styles.control,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': described,
    ...(ltr ? { dir: 'ltr' } : {}),
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {choices ? (
        <select {...shared} value={control.value} onChange={(event) => onValue(event.target.value)}>
          <option value="">{choices.placeholder}</option>
          {choices.options.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      ) : multiline ? (
        <textarea {...shared} {...control} rows={4} onChange={(event) => onValue(event.target.value)} />
      ) : (
        <input {...shared} {...control} onChange={(event) => onValue(event.target.value)} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} className={styles.problem} data-testid="field-problem">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
