import type { InputHTMLAttributes, ReactNode } from 'react';
import { LabelledField } from './LabelledField.tsx';
import * as styles from './text-field.css.ts';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  /** What is wrong with the value: marks the field invalid and is read with it. */
  problem?: ReactNode;
  /** Phone numbers and emails read left to right in Arabic too. */
  ltr?: boolean;
}

export function TextField({ label, hint, problem, ltr, ...input }: TextFieldProps) {
  return (
    <LabelledField label={label} hint={hint} problem={problem}>
      {({ id, hintId }) => (
        <input
          id={id}
          className={styles.input}
          aria-describedby={hintId}
          {...(problem ? { 'aria-invalid': true } : {})}
          {...(ltr ? { dir: 'ltr' } : {})}
          {...input}
        />
      )}
    </LabelledField>
  );
}
