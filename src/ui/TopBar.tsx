import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAppServices } from '../app/app-context.tsx';
import { useCustomer } from '../app/use-customer.ts';
import { useVipPlan } from '../app/use-vip-plan.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { button } from './button.css.ts';
import { LogoMark } from './LogoMark.tsx';
import * as styles from './top-bar.css.ts';

export function TopBar() {
  const { t } = useLingui();
  const { session } = useAppServices();
  const { user } = useCustomer();
  const { active } = useVipPlan();
  return (
    <header className={styles.bar}>
      <Link to={user ? '/dashboard' : '/'} className={styles.logo} aria-label={t`Riyadh Home Maintenance, home`}>
        <LogoMark />
        <span>
          <Trans>Riyadh Home Maintenance</Trans>
        </span>
      </Link>
      {user ? (
        <AccountMenu user={user} vip={active} onLogout={() => session.auth.send({ type: 'logout' })} />
      ) : (
        <Link to="/" className={button({ tone: 'secondary' })}>
          <Trans>Login</Trans>
        </Link>
      )}
    </header>
  );
}
