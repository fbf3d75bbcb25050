import { msg } from '@lingui/core/macro';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useAppServices } from '../../app/app-context.tsx';
import { sendChatMessage } from '../../app/chat-threads.ts';
import { serverAnswer } from '../../app/sent-to-server.ts';
import { showToast } from '../../app/toaster.ts';
import { refusedMessagesSelector } from '../../app/unsent-writes.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import type { EventLog } from '../../eventlog/event-log.ts';
import { keptUntilOnline } from '../../ui/offline-words.ts';
import { RefusedWriteNotice } from '../unsent/RefusedWriteNotice.tsx';
import { ChatThread } from './ChatThread.tsx';
import { MessageComposer } from './MessageComposer.tsx';
import { messageSent } from './chat-words.ts';
import { useChatThread } from './use-chat-thread.ts';

const notSent = { title: msg`Message not sent`, description: msg`Please check your message and try again.` };
const waitingToBeSent = { title: msg`Waiting to be sent`, description: keptUntilOnline };

interface ConversationProps {
  log: EventLog;
  stream: string;
  customerName: string;
  /** The customer's last sign-in, shown in their general thread only. */
  lastSeen: string | null;
  label: string;
  /** The level of a refused message's heading: under the page's title or a section's. */
  noticeHeading?: 'h2' | 'h3';
}

/** One of the customer's threads with the company and the box to reply, wherever it is shown. */
export function CustomerConversation({ log, stream, customerName, lastSeen, label, noticeHeading = 'h3' }: ConversationProps) {
  const { toaster } = useAppServices();
  const { timeline, waiting } = useChatThread(log, stream, 'customer', lastSeen);
  const refused = useLogSelector(log, useMemo(() => refusedMessagesSelector(stream), [stream]), []);

  // "Message sent!" once the server has the message, not when it is only queued; a refusal
  // then is told by RefusalNotices, and kept below the thread until seen. Nothing is said after the customer has left the thread.
  const leaving = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, [stream]);
  const send = useCallback(
    async (text: string) => {
      const result = await sendChatMessage(log, stream, text);
      if (!result.accepted) {
        showToast(toaster, { destructive: true, content: notSent });
        return false;
      }
      if (log.status() !== 'online') showToast(toaster, { content: waitingToBeSent });
      const signal = leaving.current?.signal ?? AbortSignal.abort();
      void serverAnswer(log, stream, result.eventIds[0]!, signal).then((answer) => {
        if (answer === 'sent') showToast(toaster, { content: messageSent });
      });
      return true;
    },
    [log, stream, toaster],
  );

  return (
    <>
      <ChatThread timeline={timeline} viewer="customer" waiting={waiting} customerName={customerName} label={label} />
      {refused.map((item) => (
        <RefusedWriteNotice key={item.batch} item={item} heading={noticeHeading} />
      ))}
      <MessageComposer onSend={send} />
    </>
  );
}
