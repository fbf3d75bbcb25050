import type { ReactNode, SelectHTMLAttributes } from 'react';
import { LabelledField } from '../../ui/LabelledField.tsx';
import * as fieldStyles from '../../ui/text-field.css.ts';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A labelled drop-down drawn like the text fields. */
export function SelectField({ label, hint, options, ...select }: SelectFieldProps) {
  return (
    <LabelledField label={label} hint={hint}>
      {({ id, hintId }) => (
        <select id={id} className={fieldStyles.input} aria-describedby={hintId} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
