import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireCustomer } from './guards.ts';
import { rootRoute } from './root.tsx';

export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  beforeLoad: requireCustomer,
  component: lazyRouteComponent(() => import('../features/dashboard/DashboardPage.tsx'), 'DashboardPage'),
});
