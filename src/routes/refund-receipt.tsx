import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireCustomer } from './guards.ts';
import { rootRoute } from './root.tsx';

// `/refund-receipt/{requestId}`: the refund of a visit the customer cancelled, to print or keep.
export const refundReceiptRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/refund-receipt/$requestId',
  beforeLoad: requireCustomer,
  component: lazyRouteComponent(() => import('./refund-receipt.lazy.tsx'), 'RefundReceiptRoute'),
});
