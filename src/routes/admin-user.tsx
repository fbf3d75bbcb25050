import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminRoute } from './admin.tsx';
import { requireAdmin } from './guards.ts';

// `/admin/users/{userId}`: one customer's page, opened from the Users tab.
export const adminUserRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/users/$userId',
  beforeLoad: requireAdmin,
  component: lazyRouteComponent(() => import('../features/admin/users/UserPage.tsx'), 'UserPage'),
});
