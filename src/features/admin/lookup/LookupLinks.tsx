import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { chatStreamOf, chatThreadOf } from '../../../../machines/domain/streams.ts';
import { requestNumber } from '../../../../machines/request-status.ts';
import * as styles from './lookup.css.ts';

// Where a lookup's finds lead: a request opened on the Requests tab, a chat thread, or a
// customer's page. Each label is one span: a flex link would drop the space
// between its words and the number.

export function RequestLink({ request }: { request: { requestId: string; number: string } }) {
  return (
    <Link to="/admin/dashboard" search={{ tab: 'requests', request: request.requestId }} className={styles.link}>
      <span>
        <Trans>
          View request <span dir="ltr">#{request.number}</span>
        </Trans>
      </span>
    </Link>
  );
}

export function ChatLink({ chatId }: { chatId: string }) {
  const thread = chatThreadOf(chatStreamOf(chatId));
  const number = thread?.kind === 'request' ? requestNumber(thread.requestId) : null;
  return (
    <Link to="/admin/chat/$chatId" params={{ chatId }} className={styles.link}>
      <span>
        {number ? (
          <Trans>
            Chat on request <span dir="ltr">#{number}</span>
          </Trans>
        ) : (
          <Trans>General chat</Trans>
        )}
      </span>
    </Link>
  );
}

export function CustomerLink({ userId }: { userId: string }) {
  return (
    <Link to="/admin/users/$userId" params={{ userId }} className={styles.link}>
      <span>
        <Trans>
          View customer <span dir="ltr">{userId}</span>
        </Trans>
      </span>
    </Link>
  );
}
