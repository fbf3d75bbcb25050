import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { signedInUser } from '../../../machines/auth.machine.ts';
import { useAppServices } from '../../app/app-context.tsx';
import { Button } from '../../ui/Button.tsx';
import { LanguageToggle } from '../../ui/LanguageToggle.tsx';
import * as styles from './dashboard.css.ts';

// `/dashboard`: the customer's home. Its cards arrive with the pages they lead to.
export function DashboardPage() {
  const { session } = useAppServices();
  const user = useSelector(session.auth, signedInUser);
  if (!user) return null;
  const { fullName, id } = user;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>
            <Trans>
              Welcome, <bdi>{fullName}</bdi>
            </Trans>
          </h1>
          <p className={styles.identity}>
            <Trans>
              Your customer ID: <span dir="ltr">{id}</span>
            </Trans>
          </p>
        </div>
        <div className={styles.actions}>
          <LanguageToggle />
          <Button tone="secondary" onClick={() => session.auth.send({ type: 'logout' })}>
            <Trans>Logout</Trans>
          </Button>
        </div>
      </header>
    </div>
  );
}
