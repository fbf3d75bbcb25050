import { createRoute } from '@tanstack/react-router';
import { AdminLoginPage } from '../features/admin/AdminLoginPage.tsx';
import { adminRoute } from './admin.tsx';
import { skipWhenAdmin } from './guards.ts';

export const adminLoginRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/login',
  beforeLoad: skipWhenAdmin,
  component: AdminLoginPage,
});
