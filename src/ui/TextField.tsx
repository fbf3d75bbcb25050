import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import * as styles from './text-field.css.ts';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Phone numbers and emails read left to right in Arabic too. */
  ltr?: boolean;
}

export function TextField({ label, hint, ltr, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-describedby={hintId}
        {...(ltr ? { dir: 'ltr' } : {})}
        {...input}
      />
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
