import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { Draft, EventLog } from '../../../eventlog/event-log.ts';
import { useProposal } from '../use-proposal.ts';
import * as styles from './settings.css.ts';

// A settings form that turns what was typed into one change: checked field by field (each
// problem shown under its field, in words, and nothing sent), else proposed with a toast.
export type DraftCheck<Field extends string, Problem extends string> =
  | { draft: Draft }
  | { problems: Partial<Record<Field, Problem>> };

export interface DraftFormOptions<Field extends string, Problem extends string> {
  log: EventLog | null;
  /** `typed` reads a field's value; `ticked` the values of its boxes that are ticked. */
  draftOf: (typed: (field: Field) => string, ticked: (field: Field) => string[]) => DraftCheck<Field, Problem>;
  problemText: Record<Problem, MessageDescriptor>;
  saved: MessageDescriptor;
  /** Empty the form once the change is accepted (a new offer); otherwise what was saved stays. */
  resetWhenSaved?: boolean;
  /** Told once the change is accepted (an edit that closes). */
  onSaved?: () => void;
}

export function useDraftForm<Field extends string, Problem extends string>(options: DraftFormOptions<Field, Problem>) {
  const { i18n } = useLingui();
  const { propose } = useProposal(options.log);
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const result = options.draftOf(
      (field) => String(form.get(field) ?? ''),
      (field) => form.getAll(field).map(String),
    );
    if ('problems' in result) return setProblems(result.problems);
    setProblems({});
    if (!(await propose(result.draft, options.saved))) return;
    if (options.resetWhenSaved) formElement.reset();
    options.onSaved?.();
  };

  /** A field's name, and its problem if it has one: spread onto the field. */
  const field = (name: Field) => {
    const code = problems[name];
    return {
      name,
      'aria-invalid': code ? true : undefined,
      hint: code ? <span className={styles.problem}>{i18n._(options.problemText[code])}</span> : undefined,
    };
  };

  return { submit, field };
}
