import { createRoute, lazyRouteComponent, type SearchSchemaInput } from '@tanstack/react-router';
import { riyadhDateAt } from '../../machines/domain/riyadh-calendar.ts';
import { loadGateway } from '../app/payment-gateway.ts';
import { requireCustomer } from './guards.ts';
import { rootRoute } from './root.tsx';

export interface CheckoutSearch {
  /** The payment the provider sends the customer back with, after its confirmation page. */
  id?: string;
}

const paymentIdPattern = /^[0-9a-f-]{36}$/i;

/** What both checkouts (an offer's, a plan's) take from the address and load as they open. */
export const checkoutPage = {
  validateSearch: (search: { id?: unknown } & SearchSchemaInput): CheckoutSearch =>
    typeof search.id === 'string' && paymentIdPattern.test(search.id) ? { id: search.id } : {},
  // Riyadh's date is read here, when the page opens, for the card's expiry check; the gateway
  // says whether this is the test provider (a hint names its test cards).
  loader: async () => ({
    today: riyadhDateAt(new Date().toISOString()),
    gateway: await loadGateway().catch(() => null),
  }),
  staleTime: 0,
};

export const checkoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/checkout/$requestId',
  beforeLoad: requireCustomer,
  ...checkoutPage,
  component: lazyRouteComponent(() => import('./checkout.lazy.tsx'), 'CheckoutRoute'),
});
