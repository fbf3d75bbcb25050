import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { isPlanId } from '../../machines/domain/constants.ts';
import { checkoutPage } from './checkout.tsx';
import { requireCustomer } from './guards.ts';
import { rootRoute } from './root.tsx';

// `/checkout/plan/{planId}`: buying a VIP plan by card (docs/decisions.md 8); an unknown plan goes to
// the list of plans, as on the plan pages.
export const planCheckoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/checkout/plan/$planId',
  beforeLoad: async (args) => {
    if (!isPlanId(args.params.planId)) throw redirect({ to: '/subscriptions' });
    return { ...(await requireCustomer(args)), planId: args.params.planId };
  },
  ...checkoutPage,
  component: lazyRouteComponent(() => import('./plan-checkout.lazy.tsx'), 'PlanCheckoutRoute'),
});
