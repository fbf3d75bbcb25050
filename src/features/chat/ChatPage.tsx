import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { chatThreadOf } from '../../../machines/domain/streams.ts';
import { requestRowSelector, selectOwnProfile, selectStillConnecting } from '../../app/log-readings.ts';
import { useCustomer } from '../../app/use-customer.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import { button } from '../../ui/button.css.ts';
import { NotFoundPage } from '../shell/NotFoundPage.tsx';
import { CustomerConversation } from './CustomerConversation.tsx';
import * as styles from './chat.css.ts';

// `/chat`, `/chat?requestId=…` and `/support`: the customer's conversation with the company,
// their general thread or one request's. A request that is not theirs is the not-found page.
export function ChatPage({ stream, title }: { stream: string; title: MessageDescriptor }) {
  const { i18n } = useLingui();
  const { user, log } = useCustomer();
  const thread = chatThreadOf(stream);
  const profile = useLogSelector(log, selectOwnProfile, null);
  const requestId = thread?.kind === 'request' ? thread.requestId : '';
  const selectRequest = useMemo(() => requestRowSelector(requestId), [requestId]);
  const request = useLogSelector(log, selectRequest, null);
  const connecting = useLogSelector(log, selectStillConnecting, true);

  if (!user || !log || !thread) return null;
  if (thread.kind === 'request' && !request) return connecting ? null : <NotFoundPage />;
  // An accepted request has its order number (given with it); a pending one, none yet.
  const orderNumber = request?.request.orderNumber ?? '';
  const heading = request ? i18n._(msg`Chat about order ${orderNumber}`) : i18n._(title);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{heading}</h1>
        <Link to="/dashboard" className={button({ tone: 'secondary' })}>
          <Trans>Back to Dashboard</Trans>
        </Link>
      </header>
      <CustomerConversation
        log={log}
        stream={stream}
        customerName={user.fullName}
        lastSeen={thread.kind === 'general' ? (profile?.lastSeen ?? null) : null}
        label={heading}
        noticeHeading="h2"
      />
    </div>
  );
}
