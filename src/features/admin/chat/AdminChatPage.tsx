import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { chatStreamOf, chatThreadOf } from '../../../../machines/domain/streams.ts';
import { requestNumber } from '../../../../machines/request-status.ts';
import { threadRows } from '../../../../machines/projections/chat-threads.ts';
import { useAppServices } from '../../../app/app-context.tsx';
import { useLogSelector, useSessionLog } from '../../../app/use-event-log.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { button } from '../../../ui/button.css.ts';
import { ChatThread } from '../../chat/ChatThread.tsx';
import { MessageComposer } from '../../chat/MessageComposer.tsx';
import { useChatThread } from '../../chat/use-chat-thread.ts';
import * as styles from '../../chat/chat.css.ts';
import { NotFoundPage } from '../../shell/NotFoundPage.tsx';
import { useProposal } from '../use-proposal.ts';
import { customerNameText } from '../../../ui/CustomerName.tsx';

const replySent = msg`Reply sent`;
const selectStreams = (log: EventLog) => log.streams();

// `/admin/chat/{chatId}`: one conversation, read by the admin as it opens (the customer sees
// their messages were read), with a reply box and the way back to the Messages tab.
export function AdminChatPage({ chatId }: { chatId: string }) {
  const stream = chatStreamOf(chatId);
  const thread = chatThreadOf(stream);
  const { i18n } = useLingui();
  const { session } = useAppServices();
  const log = useSessionLog(session.adminLog);
  const streams = useLogSelector(log, selectStreams, null);
  const row = useMemo(() => (streams ? threadRows(streams).find((candidate) => candidate.stream === stream) : undefined), [streams, stream]);
  const { timeline, waiting } = useChatThread(log, stream, 'admin', thread?.kind === 'general' ? (row?.lastSignIn ?? null) : null);
  const { propose } = useProposal(log);
  const send = useCallback(
    (text: string) => (log ? propose({ stream, type: 'chat.messageSent', data: { text } }, replySent) : Promise.resolve(false)),
    [log, propose, stream],
  );

  if (!thread) return <NotFoundPage />;
  if (!log || !streams) return null;
  const customerName = customerNameText(row?.customerName ?? '', i18n);
  const heading =
    thread.kind === 'request'
      ? i18n._(msg`Chat with ${customerName} about request ${requestNumber(thread.requestId)}`)
      : i18n._(msg`Chat with ${customerName}`);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{heading}</h1>
        <Link to="/admin/dashboard" search={{ tab: 'messages' }} className={button({ tone: 'secondary' })}>
          <Trans>Back to Admin Dashboard</Trans>
        </Link>
      </header>
      <ChatThread timeline={timeline} viewer="admin" waiting={waiting} customerName={customerName} label={heading} />
      <MessageComposer onSend={send} />
    </div>
  );
}
