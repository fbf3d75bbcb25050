import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { defaultSettings } from '../../../machines/domain/default-settings.ts';
import { formatBusinessDate } from '../../app/business-dates.ts';
import { selectSettings } from '../../app/log-readings.ts';
import { bookingFormOf, markSeen, sendAgain, takeBackToForm } from '../../app/refused-writes.ts';
import type { RefusedBooking, RefusedItem } from '../../app/unsent-writes.ts';
import { useCustomer } from '../../app/use-customer.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import { Button } from '../../ui/Button.tsx';
import { button } from '../../ui/button.css.ts';
import { serviceList } from '../services/service-names.ts';
import { refusalReason } from './refusal-reason.ts';
import * as styles from './unsent.css.ts';

// One write the server refused on arrival, where it was made and in the dashboard's list: what
// it was, why it was refused, what to do next, and "Mark as seen" to stop showing it on this device.
export function RefusedWriteNotice({ item, heading: Heading = 'h3' }: { item: RefusedItem; heading?: 'h2' | 'h3' }) {
  const { i18n } = useLingui();
  const { log } = useCustomer();
  const hours = useLogSelector(log, selectSettings, null)?.workingHours ?? defaultSettings.workingHours;
  const [busy, setBusy] = useState(false);
  if (!log) return null;
  const titleId = `refused-${item.batch}`;
  const act = (action: () => Promise<void>) => async () => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className={styles.notice} aria-labelledby={titleId} data-testid="refused-write">
      <Heading id={titleId} className={styles.noticeTitle}>
        <RefusedTitle item={item} />
      </Heading>
      <p className={styles.reason} data-testid="refused-reason">
        {i18n._(refusalReason(item.code, hours))}
      </p>
      {item.kind === 'booking' ? (
        <p>
          {formatBusinessDate(item.booking.preferredDate, i18n.locale)} · <span dir="ltr">{item.booking.preferredTime}</span>
        </p>
      ) : null}
      {item.kind === 'message' ? (
        <blockquote className={styles.content} dir="auto" data-testid="refused-text">
          {item.text}
        </blockquote>
      ) : null}
      <div className={styles.actions}>
        {item.kind === 'booking' && item.next !== 'seePlans' ? <BackToForm item={item} busy={busy} onAct={act} /> : null}
        {item.next === 'seePlans' ? (
          <Link to="/subscriptions" className={button()}>
            <Trans>See the VIP plans</Trans>
          </Link>
        ) : null}
        {item.kind === 'message' ? (
          <Button disabled={busy} onClick={act(() => sendAgain(log, item))}>
            <Trans>Send again</Trans>
          </Button>
        ) : null}
        <Button tone="secondary" disabled={busy} onClick={act(() => markSeen(log, item.batch))}>
          <Trans>Mark as seen</Trans>
        </Button>
      </div>
    </article>
  );
}

function RefusedTitle({ item }: { item: RefusedItem }) {
  const { i18n } = useLingui();
  if (item.kind === 'booking') {
    const services = serviceList(item.booking.services, i18n);
    return <Trans>Booking not sent: {services}</Trans>;
  }
  if (item.kind === 'message') return <Trans>Message not sent</Trans>;
  return <Trans>Change not sent</Trans>;
}

/** The booking back in its form, with the time to choose again when the time was the reason. */
function BackToForm({ item, busy, onAct }: { item: RefusedBooking; busy: boolean; onAct: (action: () => Promise<void>) => () => Promise<void> }) {
  const { user, log } = useCustomer();
  const navigate = useNavigate();
  if (!user || !log) return null;
  const form = bookingFormOf(item);
  const open = onAct(async () => {
    await takeBackToForm(log, user.id, item);
    await (form === 'vip' ? navigate({ to: '/vip-poker' }) : navigate({ to: '/book/$serviceId', params: { serviceId: form } }));
  });
  return (
    <Button disabled={busy} onClick={open}>
      {item.next === 'chooseAnotherTime' ? <Trans>Choose another time</Trans> : <Trans>Book again</Trans>}
    </Button>
  );
}
