import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireCustomer } from './guards.ts';
import { rootRoute } from './root.tsx';

export const myRequestsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/my-requests',
  beforeLoad: requireCustomer,
  component: lazyRouteComponent(() => import('../features/requests/MyRequestsPage.tsx'), 'MyRequestsPage'),
});
