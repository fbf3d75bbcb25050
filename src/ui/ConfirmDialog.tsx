import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { Button } from './Button.tsx';
import * as styles from './confirm-dialog.css.ts';

interface ConfirmDialogProps {
  /** The question, e.g. "Cancel this request?"; it names the dialog. */
  title: ReactNode;
  /** What confirming means for the person (a visit returned, a new offer possible). */
  children: ReactNode;
  confirmLabel: ReactNode;
  /** The way out that changes nothing, e.g. "Keep the request". */
  keepLabel: ReactNode;
  tone?: 'primary' | 'danger';
  onConfirm: () => void;
  onKeep: () => void;
}

const confirmed = 'confirm';

// A modal question before an action that cannot be undone, shown while mounted. The native
// <dialog> traps focus and closes on Escape; the safe button comes first, so it has the focus.
// Whichever way it closes, focus goes back to what had it before.
export function ConfirmDialog({ title, children, confirmLabel, keepLabel, tone = 'danger', onConfirm, onKeep }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const shown = dialog.current;
    if (!shown || shown.open) return;
    opener.current = document.activeElement;
    shown.returnValue = '';
    shown.showModal();
  }, []);

  const closed = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    if (event.currentTarget.returnValue === confirmed) onConfirm();
    else onKeep();
  };

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} aria-describedby={bodyId} onClose={closed}>
      <form method="dialog" className={styles.form}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
        <div className={styles.buttons}>
          <Button type="submit" tone="secondary" value="keep">
            {keepLabel}
          </Button>
          <Button type="submit" tone={tone} value={confirmed}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
