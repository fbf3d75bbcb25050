import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { chatIdOf } from '../../../../machines/domain/streams.ts';
import { threadRows, type ThreadRow } from '../../../../machines/projections/chat-threads.ts';
import { useAppServices } from '../../../app/app-context.tsx';
import { formatBusinessMoment } from '../../../app/business-dates.ts';
import { useLogSelector, useSessionLog } from '../../../app/use-event-log.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { messageText } from '../../chat/chat-words.ts';
import * as styles from './messages-tab.css.ts';
import { CustomerName } from '../../../ui/CustomerName.tsx';

const selectStreams = (log: EventLog) => log.streams();

// The Messages tab (loaded lazily): every conversation, general and per request, with the
// customer, the last message, how many are unread and when the customer was last seen;
// unread first, live.
export function MessagesTab() {
  const { session } = useAppServices();
  const log = useSessionLog(session.adminLog);
  const streams = useLogSelector(log, selectStreams, null);
  const rows = useMemo(() => (streams ? threadRows(streams) : null), [streams]);
  if (!rows) return null;
  if (rows.length === 0) {
    return (
      <p className={styles.muted}>
        <Trans>No conversations yet.</Trans>
      </p>
    );
  }
  return (
    <ul className={styles.list}>
      {rows.map((row) => (
        <li key={row.stream}>
          <ThreadLink row={row} />
        </li>
      ))}
    </ul>
  );
}

function ThreadLink({ row }: { row: ThreadRow }) {
  const { i18n, t } = useLingui();
  const lastSeen = row.lastSeen ? formatBusinessMoment(row.lastSeen, i18n.locale) : null;
  return (
    <Link to="/admin/chat/$chatId" params={{ chatId: chatIdOf(row.stream) }} className={styles.row} data-testid="chat-thread-row">
      <span className={styles.heading}>
        <span className={styles.customer}>
          <CustomerName name={row.customerName} />
          {' · '}
          {row.requestNumber ? (
            <Trans>
              request <span dir="ltr">{row.requestNumber}</span>
            </Trans>
          ) : (
            <Trans>general chat</Trans>
          )}
        </span>
        {row.unread > 0 ? (
          <span className={styles.unread} data-testid="unread-count" aria-label={t({ message: plural(row.unread, { one: '# unread message', other: '# unread messages' }) })}>
            {row.unread}
          </span>
        ) : null}
      </span>
      {row.lastMessage ? (
        <p className={styles.preview} dir="auto">
          {messageText(row.lastMessage.content, i18n)}
        </p>
      ) : null}
      <span className={styles.muted}>
        {lastSeen ? <Trans>Last seen {lastSeen}</Trans> : <Trans>Not seen since registering</Trans>}
      </span>
    </Link>
  );
}
