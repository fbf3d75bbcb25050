import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useLayoutEffect, useRef } from 'react';
import type { ChatEntry } from '../../../machines/chat.machine.ts';
import type { TimelineEntry } from '../../../machines/projections/chat-threads.ts';
import { formatBusinessMoment, formatClockTime } from '../../app/business-dates.ts';
import { messageText } from './chat-words.ts';
import * as styles from './chat.css.ts';

export type ChatViewer = 'customer' | 'admin';

interface ThreadProps {
  timeline: TimelineEntry[];
  viewer: ChatViewer;
  /** Messages proposed on this device and not yet accepted by the server. */
  waiting: ReadonlySet<string>;
  customerName: string;
  label: string;
}

// One conversation, oldest first, opening at the newest message and following new ones while
// the reader is at the bottom. Text is shown as text (React escapes it), each message isolated
// in its own direction, so Arabic and English mix correctly.
export function ChatThread({ timeline, viewer, waiting, customerName, label }: ThreadProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);

  // Off-screen messages are drawn at a guessed height until they near the screen (chat.css.ts),
  // and the font arrives late: the list grows after the first scroll to its end. Whenever it
  // grows (a guess replaced, a message added) while the reader is at the end, they stay there.
  useLayoutEffect(() => {
    const box = scroller.current;
    const content = list.current;
    if (!box || !content) return;
    const keepAtEnd = new ResizeObserver(() => {
      if (atBottom.current) box.scrollTop = box.scrollHeight;
    });
    keepAtEnd.observe(content);
    return () => keepAtEnd.disconnect();
  }, []);

  const onScroll = () => {
    const box = scroller.current;
    if (box) atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 48;
  };

  return (
    <div ref={scroller} className={styles.thread} onScroll={onScroll} tabIndex={0} data-testid="chat-thread">
      <ol ref={list} className={styles.messages} aria-label={label}>
        {timeline.length === 0 ? (
          <li className={styles.empty}>
            <Trans>No messages yet.</Trans>
          </li>
        ) : null}
        {timeline.map((entry) =>
          entry.kind === 'activeNow' ? (
            <ActiveNowLine key={`active-${entry.at}`} at={entry.at} customerName={customerName} />
          ) : (
            <MessageItem
              key={entry.message.id}
              message={entry.message}
              mine={fromViewer(entry.message, viewer)}
              read={entry.read}
              waiting={waiting.has(entry.message.id)}
              customerName={customerName}
            />
          ),
        )}
      </ol>
    </div>
  );
}

const fromViewer = (message: ChatEntry, viewer: ChatViewer) =>
  viewer === 'customer' ? message.from === 'customer' : message.from === 'admin';

// Memoised: a new message re-renders one item, not the thread's thousand.
const MessageItem = memo(function MessageItem({
  message,
  mine,
  read,
  waiting,
  customerName,
}: {
  message: ChatEntry;
  mine: boolean;
  read: boolean;
  waiting: boolean;
  customerName: string;
}) {
  const { i18n } = useLingui();
  const side = mine ? 'mine' : 'theirs';
  return (
    <li className={styles.message[side]} data-testid="chat-message" data-from={message.from}>
      <p className={styles.bubble[side]} dir="auto">
        {messageText(message.content, i18n)}
      </p>
      <span className={styles.meta}>
        <span>{message.from === 'customer' ? <bdi>{customerName}</bdi> : <Trans>Support team</Trans>}</span>
        <time dateTime={message.at} title={formatBusinessMoment(message.at, i18n.locale)}>
          {formatClockTime(message.at, i18n.locale)}
        </time>
        {mine ? <DeliveryState waiting={waiting} read={read} /> : null}
      </span>
    </li>
  );
});

function DeliveryState({ waiting, read }: { waiting: boolean; read: boolean }) {
  if (waiting) return <span data-testid="message-state"><Trans>Waiting to be sent</Trans></span>;
  return <span data-testid="message-state">{read ? <Trans>Read</Trans> : <Trans>Sent</Trans>}</span>;
}

function ActiveNowLine({ at, customerName }: { at: string; customerName: string }) {
  const { i18n } = useLingui();
  const time = formatBusinessMoment(at, i18n.locale);
  return (
    <li className={styles.systemLine} data-testid="active-now">
      <Trans>
        <bdi>{customerName}</bdi> was active at <time dateTime={at}>{time}</time>
      </Trans>
    </li>
  );
}
