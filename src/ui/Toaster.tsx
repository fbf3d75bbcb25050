import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useAppServices } from '../app/app-context.tsx';
import type { AppToast } from '../app/toaster.ts';
import { visuallyHidden } from '../styles/visually-hidden.css.ts';
import * as styles from './toaster.css.ts';

// The one toast on screen. The live region stays mounted so screen readers hear each new toast.
export function Toaster() {
  const { toaster } = useAppServices();
  const toast = useSelector(toaster, (snapshot) => snapshot.context.toast as AppToast | null);
  const { i18n } = useLingui();
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
      {toast ? (
        <div key={toast.id} className={styles.toast({ destructive: toast.destructive })} data-testid="toast">
          <div>
            <p className={styles.title}>{i18n._(toast.content.title)}</p>
            {toast.content.description ? <p>{i18n._(toast.content.description)}</p> : null}
          </div>
          <div className={styles.actions}>
            {toast.content.action ? (
              <button
                type="button"
                className={styles.toastButton}
                onClick={() => {
                  toast.content.action!.run();
                  toaster.send({ type: 'dismiss' });
                }}
              >
                {i18n._(toast.content.action.label)}
              </button>
            ) : null}
            <button type="button" className={styles.toastButton} onClick={() => toaster.send({ type: 'dismiss' })}>
              <span aria-hidden="true">×</span>
              <span className={visuallyHidden}>
                <Trans>Close</Trans>
              </span>
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
