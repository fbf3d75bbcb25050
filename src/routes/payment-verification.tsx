import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireCustomer } from './guards.ts';
import { rootRoute } from './root.tsx';

// The built-in test provider's confirmation step, as a bank's 3-D Secure page would be.
export const paymentVerificationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/payment-verification/$paymentId',
  beforeLoad: requireCustomer,
  component: lazyRouteComponent(() => import('./payment-verification.lazy.tsx'), 'PaymentVerificationRoute'),
});
