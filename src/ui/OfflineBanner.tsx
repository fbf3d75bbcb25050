import { Trans } from '@lingui/react/macro';
import { useOnline } from '../app/use-online.ts';
import * as styles from './offline-banner.css.ts';

// Says, while the network is gone, what still works. The status region stays in the page, so
// a screen reader hears the words when they appear.
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className={styles.banner} data-testid="offline-banner">
          <Trans>You are offline. Changes are kept on this device and sent when you are back online.</Trans>
        </p>
      )}
    </div>
  );
}
