import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireCustomer } from './guards.ts';
import { rootRoute } from './root.tsx';

export const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  beforeLoad: requireCustomer,
  component: lazyRouteComponent(() => import('../features/settings/AccountSettingsPage.tsx'), 'AccountSettingsPage'),
});
