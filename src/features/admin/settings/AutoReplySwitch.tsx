import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { useProposal } from '../use-proposal.ts';
import * as styles from './settings.css.ts';

const switchedOn = msg`Automatic reply turned on`;
const switchedOff = msg`Automatic reply turned off`;

/** Whether the server answers each customer message after 1.5 s (docs/decisions.md 18); it acts at once. */
export function AutoReplySwitch({ enabled, log }: { enabled: boolean; log: EventLog | null }) {
  const { propose } = useProposal(log);
  const switchTo = (next: boolean) =>
    void propose({ stream: 'settings', type: 'settings.autoReplySwitched', data: { enabled: next } }, next ? switchedOn : switchedOff);

  return (
    <section className={styles.form} aria-labelledby="auto-reply-title">
      <h3 id="auto-reply-title" className={styles.sectionTitle}>
        <Trans>Chat</Trans>
      </h3>
      <label className={styles.switchRow}>
        <input
          type="checkbox"
          role="switch"
          className={styles.switchControl}
          checked={enabled}
          onChange={(event) => switchTo(event.currentTarget.checked)}
          aria-describedby="auto-reply-hint"
        />
        <Trans>Automatic reply to customer messages</Trans>
      </label>
      <p id="auto-reply-hint" className={styles.note}>
        <Trans>When on, every customer message gets a short thank-you reply 1.5 seconds later.</Trans>
      </p>
    </section>
  );
}
