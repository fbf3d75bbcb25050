import { Trans } from '@lingui/react/macro';
import * as styles from '../account/welcome.css.ts';
import * as adminStyles from './admin.css.ts';

// The admin area keeps no log on the device to open from: with no network it says so
// instead of a sign-in that cannot reach the server.
export function AdminNeedsConnection() {
  return (
    <div className={adminStyles.narrow}>
      <section className={styles.card} aria-labelledby="admin-offline-title">
        <h1 id="admin-offline-title" className={styles.formTitle}>
          <Trans>The admin area needs a connection</Trans>
        </h1>
        <p>
          <Trans>Connect this device to the internet, then open the admin area again.</Trans>
        </p>
      </section>
    </div>
  );
}
