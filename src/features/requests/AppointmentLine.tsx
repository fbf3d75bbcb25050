import { Trans, useLingui } from '@lingui/react/macro';
import type { ArrivalWindow } from '../../../machines/domain/arrival-window.ts';
import type { Appointment } from '../../../machines/request.machine.ts';
import { formatAppointmentDay } from '../../app/business-dates.ts';

/** "Arriving between 10:00 and 12:00 on Sunday 29 November, with Ahmed": the technician named in the page's language. */
export function AppointmentLine({ appointment }: { appointment: ArrivalWindow & { technician: Pick<Appointment['technician'], 'name'> } }) {
  const { i18n } = useLingui();
  const day = formatAppointmentDay(appointment.date, i18n.locale);
  const name = i18n.locale === 'ar' ? appointment.technician.name.ar : appointment.technician.name.en;
  const { from, to } = appointment;
  return (
    <Trans>
      Arriving between <span dir="ltr">{from}</span> and <span dir="ltr">{to}</span> on {day}, with <bdi>{name}</bdi>
    </Trans>
  );
}
