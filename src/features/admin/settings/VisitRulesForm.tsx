import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VisitRules } from '../../../../machines/domain/settings-events.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { SelectField } from '../SelectField.tsx';
import { visitRulesDraft, type VisitRulesField, type VisitRulesProblem } from './visit-rules-draft.ts';
import * as styles from './settings.css.ts';
import { useDraftForm } from './use-draft-form.tsx';

const problemText: Record<VisitRulesProblem, MessageDescriptor> = {
  invalidWindow: msg`Choose 30, 60, 90 or 120 minutes.`,
  invalidHours: msg`Enter whole hours, from 0 to 168.`,
  invalidPercent: msg`Enter a whole percent, from 0 to 100.`,
};

const saved = msg`Visit rules saved`;
const windowWidths = [30, 60, 90, 120];

/** How visits are promised: the arrival window's width, and until when a cancellation is free. */
export function VisitRulesForm({ rules, log }: { rules: VisitRules; log: EventLog | null }) {
  const { t } = useLingui();
  const { submit, field } = useDraftForm({
    log,
    draftOf: (typed: (field: VisitRulesField) => string) =>
      visitRulesDraft({
        arrivalWindowMinutes: typed('arrivalWindowMinutes'),
        freeCancellationHours: typed('freeCancellationHours'),
        lateCancellationFeePercent: typed('lateCancellationFeePercent'),
      }),
    problemText,
    saved,
  });
  const widths = windowWidths.map((minutes) => ({ value: String(minutes), label: t`${minutes} minutes` }));

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="visit-rules-title">
      <h3 id="visit-rules-title" className={styles.sectionTitle}>
        <Trans>Visits</Trans>
      </h3>
      <SelectField
        label={<Trans>Arrival window</Trans>}
        defaultValue={String(rules.arrivalWindowMinutes)}
        options={widths}
        {...field('arrivalWindowMinutes')}
        hint={field('arrivalWindowMinutes').hint ?? <Trans>The time within which the technician arrives.</Trans>}
      />
      <div className={styles.pair}>
        <TextField
          label={<Trans>Free cancellation until (hours before)</Trans>}
          inputMode="numeric"
          ltr
          defaultValue={String(rules.freeCancellationHours)}
          {...field('freeCancellationHours')}
        />
        <TextField
          label={<Trans>Late cancellation fee (%)</Trans>}
          inputMode="numeric"
          ltr
          defaultValue={String(rules.lateCancellationFeePercent)}
          {...field('lateCancellationFeePercent')}
        />
      </div>
      <div>
        <Button type="submit">
          <Trans>Save the visit rules</Trans>
        </Button>
      </div>
    </form>
  );
}
