import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { windowFrom } from '../../../../machines/domain/arrival-window.ts';
import { appointmentDays, arrivalWindowStarts } from '../../../../machines/domain/bookable-times.ts';
import type { AdminRequestRow } from '../../../../machines/projections/admin-requests.ts';
import { clashingVisit, technicianSchedule, techniciansFor, type ScheduledTechnician } from '../../../../machines/projections/technician-schedule.ts';
import { requestNumber } from '../../../../machines/request-status.ts';
import { appointmentDrafts, mayAppoint } from '../../../app/appointment-drafts.ts';
import { formatTimeOfDay, formatVisitDay } from '../../../app/business-dates.ts';
import { useNow } from '../../../app/clock.ts';
import { selectSettings } from '../../../app/log-readings.ts';
import { useLogSelector } from '../../../app/use-event-log.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { Button } from '../../../ui/Button.tsx';
import { LabelledField } from '../../../ui/LabelledField.tsx';
import * as fieldStyles from '../../../ui/text-field.css.ts';
import { SelectField } from '../SelectField.tsx';
import { useProposal } from '../use-proposal.ts';
import * as styles from './requests.css.ts';

const said = { confirmed: msg`Visit confirmed`, moved: msg`Visit moved` };

const widthWords: Record<number, MessageDescriptor> = {
  30: msg`Arrival window: 30 minutes`,
  60: msg`Arrival window: 1 hour`,
  90: msg`Arrival window: 1 hour 30 minutes`,
  120: msg`Arrival window: 2 hours`,
};

const noTechnicians: readonly ScheduledTechnician[] = [];
const selectTechnicians = (log: EventLog) => technicianSchedule(log.streams());

// The visit of a paid (or included) request: a day, the start of an arrival window of the
// company's width, and a technician who does the request's services and is free then. Opened
// again on a confirmed visit, it moves it. The batch it proposes is built outside the view.
export function AppointmentForm({ row, log }: { row: AdminRequestRow; log: EventLog | null }) {
  const { t, i18n } = useLingui();
  const { propose, refuse, sending } = useProposal(log);
  const technicians = useLogSelector(log, selectTechnicians, noTechnicians);
  const settings = log ? selectSettings(log) : null;
  const now = new Date(useNow(60_000)).toISOString();
  const booked = row.request.appointment;
  const [choice, setChoice] = useState({ date: booked?.date ?? '', from: booked?.from ?? '', technicianId: booked?.technician.id ?? '' });
  if (!settings || !mayAppoint(row.snapshot)) return null;

  const width = settings.visitRules.arrivalWindowMinutes;
  const hours = settings.workingHours;
  const listed = (values: string[], chosen: string) => (chosen !== '' && !values.includes(chosen) ? [chosen, ...values] : values);
  const days = listed(appointmentDays(hours, now, width), choice.date);
  const date = choice.date || (days[0] ?? '');
  const starts = listed(date ? arrivalWindowStarts(hours, date, now, width) : [], choice.from);
  const from = starts.includes(choice.from) ? choice.from : (starts[0] ?? '');
  const window = date && from ? windowFrom(date, from, width) : null;
  const candidates = techniciansFor(technicians, row.request.services);
  const busy = (technician: ScheduledTechnician) => (window ? clashingVisit(technician, window, row.requestId) : null);
  const free = candidates.filter((technician) => !busy(technician));
  const technicianId = free.some((technician) => technician.technicianId === choice.technicianId) ? choice.technicianId : (free[0]?.technicianId ?? '');
  const nameOf = (technician: ScheduledTechnician) => (i18n.locale === 'ar' ? technician.name.ar : technician.name.en);
  const timeText = (time: string) => formatTimeOfDay(time, i18n.locale);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = appointmentDrafts(row.requestId, row.request, { date, from, technicianId }, technicians, settings);
    if ('refused' in result) return refuse(result.refused);
    if (await propose(result.drafts, booked ? said.moved : said.confirmed)) setChoice({ date, from, technicianId });
  };

  return (
    <form className={styles.actionForm} onSubmit={(event) => void submit(event)} aria-labelledby="appointment-title" noValidate>
      <h3 id="appointment-title" className={styles.sectionTitle}>
        {booked ? <Trans>Move the visit</Trans> : <Trans>Confirm the visit</Trans>}
      </h3>
      <SelectField
        name="visitDate"
        label={t`Date`}
        value={date}
        onChange={(event) => setChoice({ ...choice, date: event.currentTarget.value })}
        options={days.map((day) => ({ value: day, label: formatVisitDay(day, i18n.locale) }))}
      />
      <SelectField
        name="arrivalFrom"
        label={t`Arrival from`}
        value={from}
        onChange={(event) => setChoice({ ...choice, date, from: event.currentTarget.value })}
        options={starts.map((start) => ({ value: start, label: timeText(start) }))}
      />
      <p className={styles.meta} data-testid="arrival-window">
        {i18n._(widthWords[width] ?? msg`Arrival window: ${width} minutes`)}
        {window ? (
          <>
            {' · '}
            <Trans>
              Arrival between <bdi>{timeText(window.from)}</bdi> and <bdi>{timeText(window.to)}</bdi>
            </Trans>
          </>
        ) : null}
      </p>
      <LabelledField label={<Trans>Technician</Trans>} hint={candidates.length === 0 ? <Trans>No active technician does this request's services.</Trans> : undefined}>
        {({ id, hintId }) => (
          <select
            id={id}
            name="technician"
            className={fieldStyles.input}
            aria-describedby={hintId}
            value={technicianId}
            onChange={(event) => setChoice({ date, from, technicianId: event.currentTarget.value })}
          >
            {candidates.map((technician) => {
              const clash = busy(technician);
              return (
                <option key={technician.technicianId} value={technician.technicianId} disabled={clash !== null}>
                  {clash
                    ? t`${nameOf(technician)}: busy from ${timeText(clash.from)} to ${timeText(clash.to)} (request #${requestNumber(clash.requestId)})`
                    : nameOf(technician)}
                </option>
              );
            })}
          </select>
        )}
      </LabelledField>
      <Button type="submit" disabled={sending || technicianId === ''}>
        {booked ? <Trans>Move visit</Trans> : <Trans>Confirm visit</Trans>}
      </Button>
    </form>
  );
}
