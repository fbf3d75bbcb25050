import { createRoute } from '@tanstack/react-router';
import { DashboardPage } from '../features/dashboard/DashboardPage.tsx';
import { requireCustomer } from './guards.ts';
import { rootRoute } from './root.tsx';

export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  beforeLoad: requireCustomer,
  component: DashboardPage,
});
