import { useId, type ReactNode } from 'react';
import * as styles from './text-field.css.ts';

interface LabelledFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** What is wrong with the value, shown under the control and read with it. */
  problem?: ReactNode;
  /** Draws the control, given the id its label points at and the ids of its hint and problem, if any. */
  children: (control: { id: string; hintId: string | undefined }) => ReactNode;
}

/** A label above one control (input, drop-down, text area), with an optional hint and problem below. */
export function LabelledField({ label, hint, problem, children }: LabelledFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, problem ? `${id}-problem` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, hintId: described || undefined })}
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {problem ? (
        <span id={`${id}-problem`} className={styles.problem} data-testid="field-problem">
          {problem}
        </span>
      ) : null}
    </div>
  );
}
