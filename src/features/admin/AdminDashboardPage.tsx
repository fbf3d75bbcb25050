import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { signedInAdmin } from '../../../machines/auth.machine.ts';
import { useAppServices } from '../../app/app-context.tsx';
import { Button } from '../../ui/Button.tsx';
import * as styles from './admin.css.ts';

// `/admin/dashboard` (loaded lazily): the admin's area. Its tabs arrive with their issues.
export function AdminDashboardPage() {
  const { session } = useAppServices();
  const admin = useSelector(session.auth, signedInAdmin);
  if (!admin) return null;
  const { email } = admin;
  return (
    <header className={styles.header}>
      <div>
        <h1 className={styles.title}>
          <Trans>Admin Dashboard</Trans>
        </h1>
        <p className={styles.identity}>
          <Trans>
            Signed in as <span dir="ltr">{email}</span>
          </Trans>
        </p>
      </div>
      <Button tone="secondary" onClick={() => session.auth.send({ type: 'adminLogout' })}>
        <Trans>Logout</Trans>
      </Button>
    </header>
  );
}
