import { useId, type ReactNode } from 'react';
import * as styles from './text-field.css.ts';

interface LabelledFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Draws the control, given the id its label points at and the id of its hint, if any. */
  children: (control: { id: string; hintId: string | undefined }) => ReactNode;
}

/** A label above one control (input, drop-down, text area), with an optional hint below. */
export function LabelledField({ label, hint, children }: LabelledFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, hintId })}
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
