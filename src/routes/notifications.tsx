import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireCustomer } from './guards.ts';
import { rootRoute } from './root.tsx';

// `/notifications`: what happened to the customer's requests; opening it marks them seen.
export const notificationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/notifications',
  beforeLoad: requireCustomer,
  component: lazyRouteComponent(() => import('../features/notifications/NotificationsPage.tsx'), 'NotificationsPage'),
});
