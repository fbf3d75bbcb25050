import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { signedInAdmin } from '../../machines/auth-snapshot.ts';
import { useAppServices } from '../app/app-context.tsx';
import { useCustomer } from '../app/use-customer.ts';
import { useVipPlan } from '../app/use-vip-plan.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { button } from './button.css.ts';
import { LanguageToggle } from './LanguageToggle.tsx';
import { LogoMark } from './LogoMark.tsx';
import { NotificationsBell } from './NotificationsBell.tsx';
import * as styles from './top-bar.css.ts';

// Spec section 2's top bar. In the admin area the logo leads to the admin's home and the
// customer's side (their Login button, or their menu) is left out: the admin's own header
// names who is signed in and holds their Logout; a signed-in admin switches language here, on
// every page of the area (the sign-in page has the corner toggle).
export function TopBar({ area }: { area: 'customer' | 'admin' }) {
  const { t } = useLingui();
  const { session } = useAppServices();
  const { user, log } = useCustomer();
  const { active } = useVipPlan();
  const admin = useSelector(session.auth, signedInAdmin);
  const home = area === 'admin' ? '/admin' : user ? '/dashboard' : '/';
  return (
    <header className={styles.bar}>
      <Link to={home} className={styles.logo} aria-label={t`Riyadh Home Maintenance, home`}>
        <LogoMark />
        <span>
          <Trans>Riyadh Home Maintenance</Trans>
        </span>
      </Link>
      {area === 'admin' ? (
        admin ? <LanguageToggle /> : null
      ) : user ? (
        <div className={styles.customerActions}>
          <NotificationsBell log={log} />
          <AccountMenu user={user} vip={active} onLogout={() => session.auth.send({ type: 'logout' })} />
        </div>
      ) : (
        <Link to="/" className={button({ tone: 'secondary' })}>
          <Trans>Login</Trans>
        </Link>
      )}
    </header>
  );
}
