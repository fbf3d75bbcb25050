import { Trans } from '@lingui/react/macro';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { AdminShortcut } from './AdminShortcut.tsx';
import { SessionNotices } from '../account/SessionNotices.tsx';
import { PrivacyNoticeBanner } from '../privacy/PrivacyNoticeBanner.tsx';
import { RefusalNotices } from '../requests/RefusalNotices.tsx';
import { LanguageToggle } from '../../ui/LanguageToggle.tsx';
import { OfflineBanner } from '../../ui/OfflineBanner.tsx';
import { Toaster } from '../../ui/Toaster.tsx';
import { TopBar } from '../../ui/TopBar.tsx';
import * as styles from './shell.css.ts';

// Spec section 2, global elements: the top bar; the corner language toggle only on the two
// sign-in pages (a signed-in admin's is in the top bar); the admin shortcut on every page outside the admin area; one toast at a time.
const languageTogglePages = new Set(['/', '/admin/login']);

export function AppShell() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const inAdminArea = pathname === '/admin' || pathname.startsWith('/admin/');
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        <Trans>Skip to content</Trans>
      </a>
      <TopBar area={inAdminArea ? 'admin' : 'customer'} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <OfflineBanner />
        {inAdminArea ? null : <PrivacyNoticeBanner />}
        <Outlet />
      </main>
      {languageTogglePages.has(pathname) ? <LanguageToggle className={styles.languageCorner} /> : null}
      {inAdminArea ? null : <AdminShortcut className={styles.adminCorner} />}
      <Toaster />
      <SessionNotices />
      <RefusalNotices />
    </>
  );
}
