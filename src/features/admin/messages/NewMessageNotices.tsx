import { msg } from '@lingui/core/macro';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { ChatEntry } from '../../../../machines/chat.machine.ts';
import { chatIdOf } from '../../../../machines/domain/streams.ts';
import { threadRows } from '../../../../machines/projections/chat-threads.ts';
import { useAppServices } from '../../../app/app-context.tsx';
import { showToast } from '../../../app/toaster.ts';
import { useLogSelector, useSessionLog } from '../../../app/use-event-log.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { isolated } from '../isolated-text.ts';
import { useNewArrivals } from '../use-new-arrivals.ts';

const newMessage = msg`New message`;
const open = msg`Open`;
const selectStreams = (log: EventLog) => log.streams();
const selectStatus = (log: EventLog) => log.status();

interface Arrival {
  stream: string;
  customerName: string;
  message: ChatEntry;
}
const messageIdOf = (arrival: Arrival) => arrival.message.id;

// The admin area's live notice of customer messages (docs/decisions.md 20): a toast for each that
// arrives while the page is open, with a way to the conversation.
export function NewMessageNotices() {
  const { session, toaster } = useAppServices();
  const navigate = useNavigate();
  const log = useSessionLog(session.adminLog);
  const streams = useLogSelector(log, selectStreams, null);
  const status = useLogSelector(log, selectStatus, 'connecting');
  const arrivals = useMemo(
    () =>
      (streams ? threadRows(streams) : []).flatMap((row) =>
        row.lastMessage?.from === 'customer' ? [{ stream: row.stream, customerName: row.customerName, message: row.lastMessage }] : [],
      ),
    [streams],
  );
  const announce = useCallback(
    (arrival: Arrival) => {
      const text = arrival.message.content.kind === 'text' ? arrival.message.content.text : '';
      showToast(toaster, {
        content: {
          title: newMessage,
          description: msg`${isolated(arrival.customerName)}: ${text}`,
          action: { label: open, run: () => void navigate({ to: '/admin/chat/$chatId', params: { chatId: chatIdOf(arrival.stream) } }) },
        },
      });
    },
    [toaster, navigate],
  );
  useNewArrivals(arrivals, messageIdOf, status, announce);
  return null;
}
