import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminDashboardSearch } from '../features/admin/admin-tabs.ts';
import { adminRoute } from './admin.tsx';
import { requireAdmin } from './guards.ts';

export const adminDashboardRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/dashboard',
  validateSearch: adminDashboardSearch,
  beforeLoad: requireAdmin,
  component: lazyRouteComponent(() => import('../features/admin/AdminDashboardPage.tsx'), 'AdminDashboardPage'),
});
