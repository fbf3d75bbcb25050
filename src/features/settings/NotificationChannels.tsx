import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { SessionUser } from '../../../machines/domain/auth-sessions.ts';
import { useAppServices } from '../../app/app-context.tsx';
import { chooseChannels, selectChannelsInForce, type NotificationChannels as Channels } from '../../app/notification-channels.ts';
import { selectStillConnecting } from '../../app/log-readings.ts';
import { showToast } from '../../app/toaster.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import type { EventLog } from '../../eventlog/event-log.ts';
import { PushSwitch } from './PushSwitch.tsx';
import { settingsRefusal } from './settings-messages.ts';
import * as styles from './settings.css.ts';

const channelsSaved = msg`Notification channels saved`;
const channelsNotSaved = msg`Notification channels not saved`;

// Where the customer is told what happens to their requests: in the app always, and by e-mail and
// WhatsApp as they choose (each switch saves at once; an account without the address cannot use it),
// and by push on this browser where it can take them.
export function NotificationChannels({ user, log }: { user: SessionUser; log: EventLog }) {
  const { toaster } = useAppServices();
  const inForce = useLogSelector(log, selectChannelsInForce, null);
  const connecting = useLogSelector(log, selectStillConnecting, true);

  const choose = async (change: Partial<Channels>) => {
    if (!inForce) return;
    const result = await chooseChannels(log, user.id, { ...inForce, ...change });
    showToast(
      toaster,
      result.accepted
        ? { content: { title: channelsSaved } }
        : { destructive: true, content: { title: channelsNotSaved, description: settingsRefusal(result.reason) } },
    );
  };

  const channel = (key: keyof Channels, label: ReactNode, reachable: boolean, missing: ReactNode) => (
    <div className={styles.switchRow}>
      <label className={styles.switchLabel}>
        <input
          type="checkbox"
          role="switch"
          className={styles.switchInput}
          checked={reachable && (inForce?.[key] ?? false)}
          disabled={!inForce || connecting || !reachable}
          onChange={(event) => void choose({ [key]: event.target.checked })}
        />
        {label}
      </label>
      {reachable ? null : <p className={styles.hint}>{missing}</p>}
    </div>
  );

  return (
    <section className={styles.form} aria-labelledby="channels-title">
      <h2 id="channels-title" className={styles.formTitle}>
        <Trans>Notifications</Trans>
      </h2>
      <p className={styles.hint}>
        <Trans>In the app: always on. The bell at the top shows what happened to your requests.</Trans>
      </p>
      {channel('email', <Trans>E-mail</Trans>, user.email !== '', <Trans>Add an email address above to be told by e-mail.</Trans>)}
      {channel('whatsapp', <Trans>WhatsApp</Trans>, user.mobile !== '', <Trans>Add a mobile number above to be told on WhatsApp.</Trans>)}
      <PushSwitch user={user} log={log} />
    </section>
  );
}
