import { Trans } from '@lingui/react/macro';
import * as styles from './requests.css.ts';

/** Said where a write was made while the server has not yet taken it (offline, or on its way). */
export function WaitingBadge({ testId = 'request-waiting' }: { testId?: string }) {
  return (
    <span className={styles.badge({ tone: 'waiting' })} data-testid={testId}>
      <Trans>Waiting to be sent</Trans>
    </span>
  );
}
