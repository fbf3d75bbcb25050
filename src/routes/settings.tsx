import { createRoute } from '@tanstack/react-router';
import { AccountSettingsPage } from '../features/settings/AccountSettingsPage.tsx';
import { requireCustomer } from './guards.ts';
import { rootRoute } from './root.tsx';

export const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  beforeLoad: requireCustomer,
  component: AccountSettingsPage,
});
