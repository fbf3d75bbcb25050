import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminRoute } from './admin.tsx';
import { requireAdmin } from './guards.ts';

export const adminDashboardRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/dashboard',
  beforeLoad: requireAdmin,
  component: lazyRouteComponent(() => import('../features/admin/AdminDashboardPage.tsx'), 'AdminDashboardPage'),
});
