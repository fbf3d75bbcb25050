import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { expectedArrivalChoices } from '../../../../machines/domain/expected-arrival.ts';
import type { Appointment } from '../../../../machines/request.machine.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { Button } from '../../../ui/Button.tsx';
import { SelectField } from '../SelectField.tsx';
import { useProposal } from '../use-proposal.ts';
import { onTheWayDraft } from './request-drafts.ts';
import * as styles from './requests.css.ts';

const said = { setOff: msg`Marked on the way`, updated: msg`Expected arrival updated` };

/** The technician sets out, saying when they expect to arrive; on the way, the time may change. */
export function OnTheWayForm({
  stream,
  appointment,
  expectedAt,
  log,
}: {
  stream: string;
  appointment: Appointment;
  /** The time said already, when the technician is on the way. */
  expectedAt: string | null;
  log: EventLog | null;
}) {
  const { t } = useLingui();
  const { propose, refuse, sending } = useProposal(log);
  const choices = expectedArrivalChoices(appointment);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = onTheWayDraft(stream, String(new FormData(event.currentTarget).get('expectedAt') ?? ''));
    if ('refused' in result) return refuse(result.refused);
    void propose(result.draft, expectedAt ? said.updated : said.setOff);
  };
  return (
    <form className={styles.actionForm} onSubmit={submit} aria-labelledby="on-the-way-title" noValidate>
      <h3 id="on-the-way-title" className={styles.sectionTitle}>
        {expectedAt ? <Trans>Technician on the way</Trans> : <Trans>Technician sets out</Trans>}
      </h3>
      <SelectField
        key={expectedAt ?? appointment.from}
        name="expectedAt"
        label={t`Expected arrival`}
        dir="ltr"
        defaultValue={expectedAt ?? (choices.includes(appointment.from) ? appointment.from : choices[0])}
        options={choices.map((time) => ({ value: time, label: time }))}
      />
      <Button type="submit" tone={expectedAt ? 'secondary' : 'primary'} disabled={sending}>
        {expectedAt ? <Trans>Update expected time</Trans> : <Trans>On the way</Trans>}
      </Button>
    </form>
  );
}
