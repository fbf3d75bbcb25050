import type { InputHTMLAttributes, ReactNode } from 'react';
import { LabelledField } from './LabelledField.tsx';
import * as styles from './text-field.css.ts';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Phone numbers and emails read left to right in Arabic too. */
  ltr?: boolean;
}

export function TextField({ label, hint, ltr, ...input }: TextFieldProps) {
  return (
    <LabelledField label={label} hint={hint}>
      {({ id, hintId }) => (
        <input
          id={id}
          className={styles.input}
          aria-describedby={hintId}
          {...(ltr ? { dir: 'ltr' } : {})}
          {...input}
        />
      )}
    </LabelledField>
  );
}
