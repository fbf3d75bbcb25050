// A chat thread as a screen shows it, for the customer or the admin: its timeline, the
// messages still on their way, and the two things opening it does: the customer's first open
// of an empty thread asks for the company's greeting, and whoever reads marks the other side's
// messages read.
import { useEffect, useMemo, useRef } from 'react';
import { needsGreeting, readMarkDue, type ChatContext } from '../../../machines/chat.machine.ts';
import { chatTimeline } from '../../../machines/projections/chat-threads.ts';
import { askForGreeting, markThreadRead } from '../../app/chat-threads.ts';
import { waitingEventIdsSelector } from '../../app/unsent-writes.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import type { EventLog } from '../../eventlog/event-log.ts';
import type { ChatViewer } from './ChatThread.tsx';

const selectStatus = (log: EventLog) => log.status();
const noneWaiting: ReadonlySet<string> = new Set();

export function useChatThread(log: EventLog | null, stream: string, viewer: ChatViewer, lastSeen: string | null) {
  const selectChat = useMemo(() => (from: EventLog) => (from.stream(stream)?.context as ChatContext | undefined) ?? null, [stream]);
  const selectWaiting = useMemo(() => waitingEventIdsSelector(stream), [stream]);
  const chat = useLogSelector(log, selectChat, null);
  const waiting = useLogSelector(log, selectWaiting, noneWaiting);
  const status = useLogSelector(log, selectStatus, 'connecting');
  const greetingAsked = useRef(false);

  useEffect(() => {
    if (status === 'connecting' || greetingAsked.current || !needsGreeting(chat, viewer)) return;
    greetingAsked.current = true;
    void askForGreeting(stream);
  }, [viewer, status, chat, stream]);

  useEffect(() => {
    const upTo = readMarkDue(chat, viewer);
    if (log && upTo) void markThreadRead(log, stream, upTo);
  }, [log, chat, viewer, stream]);

  const timeline = useMemo(() => chatTimeline(chat, lastSeen), [chat, lastSeen]);
  return { chat, timeline, waiting };
}
