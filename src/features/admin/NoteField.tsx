import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import * as fieldStyles from '../../ui/text-field.css.ts';
import * as styles from './note-field.css.ts';

interface NoteFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
}

/** Several lines of free text, written in either language (`dir="auto"`). */
export function NoteField({ label, ...textarea }: NoteFieldProps) {
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <textarea id={id} dir="auto" rows={3} className={`${fieldStyles.input} ${styles.note}`} {...textarea} />
    </div>
  );
}
