import { createRoute } from '@tanstack/react-router';
import { DashboardPage } from '../features/dashboard/DashboardPage.tsx';
import { requireCustomer } from './guards.ts';
import { rootRoute } from './root.tsx';

// Not a lazy page: the dashboard is a signed-in customer's first screen, as `/` is a visitor's,
// so its code comes with the shell instead of a round trip after the session check.
export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  beforeLoad: requireCustomer,
  component: DashboardPage,
});
