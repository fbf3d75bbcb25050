import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { LabelledField } from '../../ui/LabelledField.tsx';
import * as fieldStyles from '../../ui/text-field.css.ts';
import * as styles from './note-field.css.ts';

interface NoteFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
}

/** Several lines of free text, written in either language (`dir="auto"`). */
export function NoteField({ label, ...textarea }: NoteFieldProps) {
  return (
    <LabelledField label={label}>
      {({ id }) => <textarea id={id} dir="auto" rows={3} className={`${fieldStyles.input} ${styles.note}`} {...textarea} />}
    </LabelledField>
  );
}
