import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { chatTextProblem } from '../../../machines/domain/chat-events.ts';
import { limits } from '../../../machines/domain/constants.ts';
import { Button } from '../../ui/Button.tsx';
import * as styles from './chat.css.ts';

// The reply box: Send stays disabled while the text is blank or cannot be sent; Enter sends, Shift+Enter
// starts a new line. The text is kept when sending is refused.
export function MessageComposer({ onSend }: { onSend: (text: string) => Promise<boolean> }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const hintId = useId();
  const problem = chatTextProblem(draft);
  const shown = problem === 'blank' ? null : problem;

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (problem || sending) return;
    setSending(true);
    const sent = await onSend(draft.trim());
    setSending(false);
    if (sent) setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void send(event);
  };

  return (
    <form className={styles.composer} noValidate onSubmit={(event) => void send(event)}>
      <div className={styles.composerRow}>
        <textarea
          className={styles.input}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          aria-label={t`Type your message`}
          placeholder={t`Type your message`}
          aria-invalid={shown ? true : undefined}
          aria-describedby={hintId}
          dir="auto"
          rows={2}
        />
        <Button type="submit" disabled={problem !== null || sending}>
          <Trans>Send</Trans>
        </Button>
      </div>
      <p id={hintId} className={shown ? styles.problem : styles.hint} aria-live="polite">
        {shown === 'tooLong' ? (
          <Trans>A message can be at most {limits.maxTextLength} characters.</Trans>
        ) : shown === 'invalidCharacters' ? (
          <Trans>The message holds characters that cannot be sent.</Trans>
        ) : (
          <Trans>Enter sends, Shift+Enter starts a new line.</Trans>
        )}
      </p>
    </form>
  );
}
