import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { button } from '../../ui/button.css.ts';
import * as styles from './shell.css.ts';

export function NotFoundPage() {
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <h1 id="not-found-title">
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>The page you were looking for does not exist or has moved.</Trans>
      </p>
      <Link to="/dashboard" className={button()}>
        <Trans>Back to Dashboard</Trans>
      </Link>
    </section>
  );
}
