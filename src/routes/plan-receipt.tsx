import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireCustomer } from './guards.ts';
import { rootRoute } from './root.tsx';

// `/receipt/plan/{invoiceNumber}` (e.g. INV-000077): the invoice of a VIP plan bought by card.
export const planReceiptRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/receipt/plan/$invoiceNumber',
  beforeLoad: requireCustomer,
  component: lazyRouteComponent(() => import('./plan-receipt.lazy.tsx'), 'PlanReceiptRoute'),
});
