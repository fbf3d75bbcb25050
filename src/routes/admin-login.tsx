import { createRoute } from '@tanstack/react-router';
import { adminRoute } from './admin.tsx';
import { skipWhenAdmin } from './guards.ts';
import { lazyVisitorPage } from './lazy-visitor-page.ts';

export const adminLoginRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/login',
  beforeLoad: skipWhenAdmin,
  component: lazyVisitorPage(() => import('../features/admin/AdminLoginPage.tsx'), 'AdminLoginPage'),
});
