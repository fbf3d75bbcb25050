import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { signedInAdmin } from '../../../machines/auth-snapshot.ts';
import { useAppServices } from '../../app/app-context.tsx';
import { button } from '../../ui/button.css.ts';

export function AdminShortcut({ className }: { className?: string }) {
  const { session } = useAppServices();
  const admin = useSelector(session.auth, signedInAdmin);
  const classes = `${button({ tone: 'secondary' })} ${className ?? ''}`;
  return admin ? (
    <Link to="/admin/dashboard" className={classes}>
      <Trans>Admin Dashboard</Trans>
    </Link>
  ) : (
    <Link to="/admin/login" className={classes}>
      <Trans>Admin Login</Trans>
    </Link>
  );
}
