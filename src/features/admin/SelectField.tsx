import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import * as fieldStyles from '../../ui/text-field.css.ts';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A labelled drop-down drawn like the text fields. */
export function SelectField({ label, options, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={fieldStyles.input} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
