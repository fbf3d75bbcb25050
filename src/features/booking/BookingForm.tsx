import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, type FormEvent } from 'react';
import type { SessionUser } from '../../../machines/domain/auth-sessions.ts';
import type { BookingField as Field } from '../../../machines/booking-fields.ts';
import { submitEnabled, isSubmitting } from '../../../machines/booking.machine.ts';
import type { ServiceId } from '../../../machines/domain/constants.ts';
import type { RequestKind } from '../../../machines/domain/request-events.ts';
import { useAppServices } from '../../app/app-context.tsx';
import { bookingFlowFor } from '../../app/booking-flow.ts';
import type { BookingStart } from '../../app/booking-start.ts';
import { inspectOption } from '../../app/inspector.ts';
import { selectSettings } from '../../app/log-readings.ts';
import { showToast } from '../../app/toaster.ts';
import { useBookingDraft } from '../../app/use-booking-draft.ts';
import { useLocale } from '../../app/use-locale.ts';
import { dayChoices, timeChoices } from '../../app/visit-choices.ts';
import type { EventLog } from '../../eventlog/event-log.ts';
import { Button } from '../../ui/Button.tsx';
import { keptUntilOnline } from '../../ui/offline-words.ts';
import { problemText } from './booking-messages.ts';
import { BookingDone } from './BookingDone.tsx';
import { BookingField } from './BookingField.tsx';
import { LocationPicker } from './LocationPicker.tsx';
import { PhotoField } from './PhotoField.tsx';
import { SavedAddressPicker } from './SavedAddressPicker.tsx';
import { VipServicePicker } from './VipServicePicker.tsx';
import * as styles from './booking.css.ts';

const requestSubmitted = {
  title: msg`Request Submitted`,
  description: msg`The company will answer in My Requests. To tell them now, send the details on WhatsApp.`,
};
const requestSaved = { title: msg`Request saved`, description: keptUntilOnline };

interface BookingFormProps {
  kind: RequestKind;
  /** A general booking's one service; none for a VIP booking, whose services are picked here. */
  services: ServiceId[];
  start: BookingStart;
  user: SessionUser;
  log: EventLog;
}

export function BookingForm({ kind, services, start, user, log }: BookingFormProps) {
  const { toaster, session } = useAppServices();
  const { i18n, t } = useLingui();
  const { locale } = useLocale();
  const flow = useMemo(() => bookingFlowFor(log, user.id, session.photos), [log, user.id, session.photos]);
  const [snapshot, send, booking] = useMachine(flow, {
    input: { ...start, kind, services, workingHours: selectSettings(log).workingHours, defaultPhone: user.mobile },
    ...inspectOption(),
  });
  useBookingDraft(booking, { userId: user.id, form: kind === 'vip' ? 'vip' : (services[0] ?? 'vip') });
  const { context } = snapshot;
  const { opens, closes } = context.workingHours;
  const { preferredDate, preferredTime } = context.fields;
  const done = snapshot.matches('submitted');

  // Nothing is sent to WhatsApp by itself: the customer may send the details from BookingDone.
  useEffect(() => {
    if (done) showToast(toaster, { content: log.status() === 'online' ? requestSubmitted : requestSaved });
  }, [done, toaster, log]);

  if (done && context.submitted && context.requestId) {
    return <BookingDone request={context.submitted} requestId={context.requestId} user={user} log={log} />;
  }

  const problem = (field: Field) => {
    const code = context.problems[field];
    return code ? i18n._(problemText(code, context.workingHours)) : null;
  };
  const edit = (field: Field) => (value: string) => send({ type: 'edit', field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'submit' });
  };

  return (
    <>
      <ul className={styles.restrictions} aria-label={t`Before you book`}>
        {kind === 'vip' ? (
          <li>
            <Trans>No booking within 2 hours of your last VIP request.</Trans>
          </li>
        ) : null}
        <li>
          <Trans>We do not provide service on Fridays.</Trans>
        </li>
        <li>
          <Trans>We serve Riyadh only.</Trans>
        </li>
        <li>
          <Trans>
            Working hours: <span dir="ltr">{opens}</span> to <span dir="ltr">{closes}</span>.
          </Trans>
        </li>
      </ul>
      <form className={styles.form} onSubmit={submit} noValidate>
        {kind === 'vip' ? <VipServicePicker booking={booking} /> : null}
        <BookingField label={<Trans>Describe the problem</Trans>} multiline value={context.fields.note} problem={problem('note')} onValue={edit('note')} />
        <BookingField label={<Trans>Contact phone</Trans>} type="tel" ltr autoComplete="tel" value={context.fields.phone} problem={problem('phone')} onValue={edit('phone')} />
        <SavedAddressPicker booking={booking} log={log} />
        <BookingField label={<Trans>Address</Trans>} autoComplete="street-address" value={context.fields.address} problem={problem('address')} onValue={edit('address')} />
        <LocationPicker booking={booking} />
        <BookingField
          label={<Trans>Preferred date</Trans>}
          choices={{ options: dayChoices(context.workingHours, context.now, preferredDate, locale), placeholder: t`Choose a day` }}
          value={preferredDate}
          problem={problem('preferredDate')}
          onValue={edit('preferredDate')}
        />
        <BookingField
          label={<Trans>Preferred time</Trans>}
          choices={{ options: timeChoices(context.workingHours, preferredDate, context.now, preferredTime, locale), placeholder: t`Choose a time` }}
          value={preferredTime}
          problem={problem('preferredTime')}
          onValue={edit('preferredTime')}
        />
        <PhotoField booking={booking} />
        {snapshot.matches('refused') && context.refusal ? (
          <div className={styles.row}>
            <p className={styles.alert} role="alert">
              {i18n._(problemText(context.refusal, context.workingHours))}
            </p>
            <Button tone="secondary" onClick={() => send({ type: 'retry' })}>
              <Trans>Edit and try again</Trans>
            </Button>
          </div>
        ) : null}
        <Button type="submit" disabled={!submitEnabled(snapshot)} aria-busy={isSubmitting(snapshot)}>
          <Trans>Submit Request</Trans>
        </Button>
      </form>
    </>
  );
}
