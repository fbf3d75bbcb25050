import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireCustomer } from './guards.ts';
import { rootRoute } from './root.tsx';

// `/invoices`: every receipt of the customer, each opening its invoice.
export const invoicesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/invoices',
  beforeLoad: requireCustomer,
  component: lazyRouteComponent(() => import('../features/invoices/InvoicesPage.tsx'), 'InvoicesPage'),
});
