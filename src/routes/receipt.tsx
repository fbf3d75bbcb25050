import { createRoute, lazyRouteComponent, type SearchSchemaInput } from '@tanstack/react-router';
import { requireCustomer } from './guards.ts';
import { rootRoute } from './root.tsx';

export const receiptRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/receipt/$requestId',
  beforeLoad: requireCustomer,
  // `?confirmed`: the checkout just had the payment confirmed; it may reach this tab's log a moment later.
  validateSearch: (search: { confirmed?: unknown } & SearchSchemaInput): { confirmed?: true } =>
    search.confirmed === true || search.confirmed === 'true' ? { confirmed: true } : {},
  component: lazyRouteComponent(() => import('./receipt.lazy.tsx'), 'ReceiptRoute'),
});
