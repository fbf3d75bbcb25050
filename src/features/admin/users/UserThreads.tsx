import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { chatIdOf } from '../../../../machines/domain/streams.ts';
import type { ThreadRow } from '../../../../machines/projections/chat-threads.ts';
import * as styles from './users.css.ts';

/** The customer's conversations that hold a message: the general one and each request's. */
export function UserThreads({ threads }: { threads: readonly ThreadRow[] }) {
  return (
    <section className={styles.section} aria-labelledby="user-threads-title">
      <h2 id="user-threads-title" className={styles.sectionTitle}>
        <Trans>Conversations</Trans>
      </h2>
      {threads.length === 0 ? (
        <p className={styles.meta}>
          <Trans>No messages yet.</Trans>
        </p>
      ) : (
        <ul className={styles.linkList}>
          {threads.map((row) => (
            <li key={row.stream} className={styles.linkItem}>
              <Link to="/admin/chat/$chatId" params={{ chatId: chatIdOf(row.stream) }} className={styles.link}>
                {row.requestNumber ? (
                  <Trans>
                    Chat about request <span dir="ltr">#{row.requestNumber}</span>
                  </Trans>
                ) : (
                  <Trans>General chat</Trans>
                )}
              </Link>
              {row.unread > 0 ? (
                <span className={styles.meta}>
                  <Plural value={row.unread} one="# unread" other="# unread" />
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
