import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { bookingStart } from '../app/booking-start.ts';
import { requireCustomer } from './guards.ts';
import { rootRoute } from './root.tsx';

export const vipPokerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/vip-poker',
  beforeLoad: requireCustomer,
  // The clock and the order number are read here, each time the page opens, never in the view.
  loader: () => bookingStart(),
  staleTime: 0,
  gcTime: 0,
  preloadStaleTime: 0,
  component: lazyRouteComponent(() => import('./vip-poker.lazy.tsx'), 'VipPokerRoute'),
});
