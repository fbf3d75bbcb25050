import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { formMode } from '../../../machines/auth-snapshot.ts';
import { useAppServices } from '../../app/app-context.tsx';
import { Button } from '../../ui/Button.tsx';
import { button } from '../../ui/button.css.ts';
import { LanguageButtons } from '../../ui/LanguageButtons.tsx';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import * as styles from './welcome.css.ts';

// `/`: the welcome, and the one card that toggles between login and registration.
export function WelcomePage() {
  const { session } = useAppServices();
  const mode = useSelector(session.auth, formMode);
  const [startedHere, setStartedHere] = useState(false);

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="welcome-title">
        <h1 id="welcome-title" className={styles.heroTitle}>
          <Trans>Welcome to Riyadh Home Maintenance</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            Electrical, plumbing, painting, AC and more: book a visit, get a price offer, and pay only when you accept it.
          </Trans>
        </p>
        <div className={styles.heroActions}>
          <Button
            onClick={() => {
              setStartedHere(true);
              session.auth.send({ type: 'showRegister' });
            }}
          >
            <Trans>Get Started</Trans>
          </Button>
          <Link to="/offers" className={button({ tone: 'secondary' })}>
            <Trans>See our offers</Trans>
          </Link>
          <Link to="/admin/login" className={button({ tone: 'secondary' })}>
            <Trans>Admin Login</Trans>
          </Link>
        </div>
        <LanguageButtons className={styles.languages} />
      </section>
      <section className={styles.card}>
        {mode === 'register' ? <RegisterForm focusFirstField={startedHere} /> : <LoginForm />}
      </section>
    </div>
  );
}
