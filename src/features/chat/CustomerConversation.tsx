import { msg } from '@lingui/core/macro';
import { useCallback } from 'react';
import { useAppServices } from '../../app/app-context.tsx';
import { sendChatMessage } from '../../app/chat-threads.ts';
import { showToast } from '../../app/toaster.ts';
import type { EventLog } from '../../eventlog/event-log.ts';
import { ChatThread } from './ChatThread.tsx';
import { MessageComposer } from './MessageComposer.tsx';
import { messageSent } from './chat-words.ts';
import { useChatThread } from './use-chat-thread.ts';

const notSent = { title: msg`Message not sent`, description: msg`Please check your message and try again.` };

interface ConversationProps {
  log: EventLog;
  stream: string;
  customerName: string;
  /** The customer's last sign-in, shown in their general thread only. */
  lastSeen: string | null;
  label: string;
}

/** One of the customer's threads with the company and the box to reply, wherever it is shown. */
export function CustomerConversation({ log, stream, customerName, lastSeen, label }: ConversationProps) {
  const { toaster } = useAppServices();
  const { timeline, waiting } = useChatThread(log, stream, 'customer', lastSeen);

  const send = useCallback(
    async (text: string) => {
      const result = await sendChatMessage(log, stream, text);
      if (result.accepted) showToast(toaster, { content: messageSent });
      else showToast(toaster, { destructive: true, content: notSent });
      return result.accepted;
    },
    [log, stream, toaster],
  );

  return (
    <>
      <ChatThread timeline={timeline} viewer="customer" waiting={waiting} customerName={customerName} label={label} />
      <MessageComposer onSend={send} />
    </>
  );
}
