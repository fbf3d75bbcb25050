import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminRoute } from './admin.tsx';
import { skipWhenAdmin } from './guards.ts';

export const adminLoginRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/login',
  beforeLoad: skipWhenAdmin,
  component: lazyRouteComponent(() => import('../features/admin/AdminLoginPage.tsx'), 'AdminLoginPage'),
});
