import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { SettingsContext } from '../../../../machines/settings.machine.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useProposal } from '../use-proposal.ts';
import { workingHoursDraft, type WorkingHoursField, type WorkingHoursProblem } from './working-hours-draft.ts';
import * as styles from './settings.css.ts';

const problemText: Record<WorkingHoursProblem, MessageDescriptor> = {
  invalidTime: msg`Enter a time of day, such as 08:00.`,
  workingHoursOpenBeforeTheyClose: msg`The closing time must be later than the opening time.`,
};

const saved = msg`Working hours saved`;

/** The hours a customer may choose a visit time in (DECISIONS 16). */
export function WorkingHoursForm({ hours, log }: { hours: SettingsContext['workingHours']; log: EventLog | null }) {
  const { i18n } = useLingui();
  const { propose } = useProposal(log);
  const [problems, setProblems] = useState<Partial<Record<WorkingHoursField, WorkingHoursProblem>>>({});

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = workingHoursDraft({ opens: String(form.get('opens') ?? ''), closes: String(form.get('closes') ?? '') });
    if ('problems' in result) return setProblems(result.problems);
    setProblems({});
    await propose(result.draft, saved);
  };
  const problem = (field: WorkingHoursField) => {
    const code = problems[field];
    return {
      name: field,
      'aria-invalid': code ? true : undefined,
      hint: code ? <span className={styles.problem}>{i18n._(problemText[code])}</span> : undefined,
    };
  };

  return (
    <form className={styles.form} onSubmit={save} noValidate aria-labelledby="working-hours-title">
      <h3 id="working-hours-title" className={styles.sectionTitle}>
        <Trans>Working hours</Trans>
      </h3>
      <p className={styles.note}>
        <Trans>Customers choose a visit time within these hours, every day but Friday.</Trans>
      </p>
      <div className={styles.pair}>
        <TextField label={<Trans>Opens at</Trans>} type="time" defaultValue={hours.opens} ltr {...problem('opens')} />
        <TextField label={<Trans>Closes at</Trans>} type="time" defaultValue={hours.closes} ltr {...problem('closes')} />
      </div>
      <div>
        <Button type="submit">
          <Trans>Save the working hours</Trans>
        </Button>
      </div>
    </form>
  );
}
