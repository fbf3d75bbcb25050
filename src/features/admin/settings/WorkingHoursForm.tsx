import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useLocale } from '../../../app/use-locale.ts';
import { hoursChoices } from '../../../app/visit-choices.ts';
import type { SettingsContext } from '../../../../machines/settings.machine.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { Button } from '../../../ui/Button.tsx';
import { refusalWords } from '../refusal-words.ts';
import { SelectField } from '../SelectField.tsx';
import { workingHoursDraft, type WorkingHoursField, type WorkingHoursProblem } from './working-hours-draft.ts';
import * as styles from './settings.css.ts';
import { useDraftForm } from './use-draft-form.tsx';

const problemText: Record<WorkingHoursProblem, MessageDescriptor> = {
  invalidTime: msg`Enter a time of day, such as 08:00.`,
  workingHoursOpenBeforeTheyClose: refusalWords.workingHoursOpenBeforeTheyClose,
};

const saved = msg`Working hours saved`;

/** The hours a customer may choose a visit time in (docs/decisions.md 16). */
export function WorkingHoursForm({ hours, log }: { hours: SettingsContext['workingHours']; log: EventLog | null }) {
  const { locale } = useLocale();
  const { submit, field } = useDraftForm({
    log,
    draftOf: (typed: (field: WorkingHoursField) => string) => workingHoursDraft({ opens: typed('opens'), closes: typed('closes') }),
    problemText,
    saved,
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="working-hours-title">
      <h3 id="working-hours-title" className={styles.sectionTitle}>
        <Trans>Working hours</Trans>
      </h3>
      <p className={styles.note}>
        <Trans>Customers choose a visit time within these hours, every day but Friday.</Trans>
      </p>
      <div className={styles.pair}>
        <SelectField label={<Trans>Opens at</Trans>} defaultValue={hours.opens} options={hoursChoices(hours.opens, locale)} {...field('opens')} />
        <SelectField label={<Trans>Closes at</Trans>} defaultValue={hours.closes} options={hoursChoices(hours.closes, locale)} {...field('closes')} />
      </div>
      <div>
        <Button type="submit">
          <Trans>Save the working hours</Trans>
        </Button>
      </div>
    </form>
  );
}
