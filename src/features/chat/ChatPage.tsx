import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { chatThreadOf } from '../../../machines/domain/streams.ts';
import { useAppServices } from '../../app/app-context.tsx';
import { sendChatMessage } from '../../app/chat-threads.ts';
import { requestRowSelector, selectOwnProfile } from '../../app/log-readings.ts';
import { showToast } from '../../app/toaster.ts';
import { useCustomer } from '../../app/use-customer.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import { button } from '../../ui/button.css.ts';
import { NotFoundPage } from '../shell/NotFoundPage.tsx';
import { ChatThread } from './ChatThread.tsx';
import { MessageComposer } from './MessageComposer.tsx';
import { messageSent } from './chat-words.ts';
import { useChatThread } from './use-chat-thread.ts';
import * as styles from './chat.css.ts';

const notSent = { title: msg`Message not sent`, description: msg`Please check your message and try again.` };

// `/chat`, `/chat?requestId=…` and `/support`: the customer's conversation with the company,
// their general thread or one request's. A request that is not theirs is the not-found page.
export function ChatPage({ stream, title }: { stream: string; title: MessageDescriptor }) {
  const { i18n } = useLingui();
  const { toaster } = useAppServices();
  const { user, log } = useCustomer();
  const thread = chatThreadOf(stream);
  const profile = useLogSelector(log, selectOwnProfile, null);
  const requestId = thread?.kind === 'request' ? thread.requestId : '';
  const selectRequest = useMemo(() => requestRowSelector(requestId), [requestId]);
  const request = useLogSelector(log, selectRequest, null);
  const { timeline, waiting } = useChatThread(log, stream, 'customer', thread?.kind === 'general' ? (profile?.lastSeen ?? null) : null);

  const send = useCallback(
    async (text: string) => {
      if (!log) return false;
      const result = await sendChatMessage(log, stream, text);
      if (result.accepted) showToast(toaster, { content: messageSent });
      else showToast(toaster, { destructive: true, content: notSent });
      return result.accepted;
    },
    [log, stream, toaster],
  );

  if (!user || !log || !thread) return null;
  if (thread.kind === 'request' && !request) return log.status() === 'connecting' ? null : <NotFoundPage />;
  // A submitted request always has its order number: the only number customers know it by.
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
      <ChatThread timeline={timeline} viewer="customer" waiting={waiting} customerName={user.fullName} label={heading} />
      <MessageComposer onSend={send} />
    </div>
  );
}
