import { Trans } from '@lingui/react/macro';
import type { UserSuspended } from '../../../../machines/domain/user-events.ts';
import type { EventLog, HistoryEntry } from '../../../eventlog/event-log.ts';
import { StreamHistory } from '../StreamHistory.tsx';
import * as styles from './users.css.ts';

/** What a customer's history line adds: why they were suspended, when the admin said. */
function suspensionReason(entry: HistoryEntry) {
  const reason = entry.type === 'user.suspended' ? (entry.data as UserSuspended).reason : undefined;
  return reason ? (
    <>
      {': '}
      <bdi>{reason}</bdi>
    </>
  ) : null;
}

/** The customer's account stream as an audit trail. */
export function UserHistory({ stream, log }: { stream: string; log: EventLog | null }) {
  return (
    <StreamHistory
      stream={stream}
      log={log}
      className={styles.section}
      detail={suspensionReason}
      heading={(id) => (
        <h2 id={id} className={styles.sectionTitle}>
          <Trans>History</Trans>
        </h2>
      )}
    />
  );
}
