import { Trans } from '@lingui/react/macro';
import { useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { signedInAdmin } from '../../../machines/auth-snapshot.ts';
import { useAppServices } from '../../app/app-context.tsx';
import { Button } from '../../ui/Button.tsx';
import * as styles from './admin.css.ts';
import type { AdminTabId } from './admin-tabs.ts';
import * as tabStyles from './admin-tabs.css.ts';
import { AdminTabs, panelId, tabId } from './AdminTabs.tsx';
import { CompanySetupCard } from './CompanySetupCard.tsx';
import { NewMessageNotices } from './messages/NewMessageNotices.tsx';
import { LowRatingNotices } from './requests/LowRatingNotices.tsx';
import { NewRequestNotices } from './requests/NewRequestNotices.tsx';

// Each tab's panel is loaded only when that tab is opened.
const panels: Record<AdminTabId, LazyExoticComponent<ComponentType>> = {
  users: lazy(() => import('./users/UsersTab.tsx').then((module) => ({ default: module.UsersTab }))),
  requests: lazy(() => import('./requests/RequestsTab.tsx').then((module) => ({ default: module.RequestsTab }))),
  lookup: lazy(() => import('./lookup/LookupTab.tsx').then((module) => ({ default: module.LookupTab }))),
  subscriptions: lazy(() =>
    import('./subscriptions/SubscriptionsTab.tsx').then((module) => ({ default: module.SubscriptionsTab })),
  ),
  messages: lazy(() => import('./messages/MessagesTab.tsx').then((module) => ({ default: module.MessagesTab }))),
  invoices: lazy(() => import('./invoices/InvoicesTab.tsx').then((module) => ({ default: module.InvoicesTab }))),
  analytics: lazy(() => import('./analytics/AnalyticsTab.tsx').then((module) => ({ default: module.AnalyticsTab }))),
  settings: lazy(() => import('./settings/SettingsTab.tsx').then((module) => ({ default: module.SettingsTab }))),
};

// `/admin/dashboard` (loaded lazily): the admin's area, one tab at a time, `?tab=` in the URL.
export function AdminDashboardPage() {
  const { session } = useAppServices();
  const admin = useSelector(session.auth, signedInAdmin);
  const { tab } = useSearch({ from: '/admin/dashboard' });
  if (!admin) return null;
  const { email } = admin;
  const Panel = panels[tab];
  return (
    <>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>
            <Trans>Admin Dashboard</Trans>
          </h1>
          <p className={styles.identity}>
            <Trans>
              Signed in as <span dir="ltr" className={styles.address}>{email}</span>
            </Trans>
          </p>
        </div>
        <Button tone="secondary" onClick={() => session.auth.send({ type: 'adminLogout' })}>
          <Trans>Logout</Trans>
        </Button>
      </header>
      <CompanySetupCard />
      <AdminTabs current={tab} />
      <section role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} className={tabStyles.panel}>
        <Suspense
          fallback={
            <p aria-busy="true">
              <Trans>Loading…</Trans>
            </p>
          }
        >
          <Panel />
        </Suspense>
      </section>
      <NewRequestNotices />
      <NewMessageNotices />
      <LowRatingNotices />
    </>
  );
}
