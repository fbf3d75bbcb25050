import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { bookingStart } from '../app/booking-start.ts';
import { requireCustomer } from './guards.ts';
import { rootRoute } from './root.tsx';

export const bookRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/book/$serviceId',
  beforeLoad: requireCustomer,
  // The clock and the order number are read here, each time the form opens, never in the view.
  loader: () => bookingStart(),
  staleTime: 0,
  gcTime: 0,
  preloadStaleTime: 0,
  component: lazyRouteComponent(() => import('./book.lazy.tsx'), 'BookRoute'),
});
