import { createRoute, redirect } from '@tanstack/react-router';
import { isPlanId } from '../../machines/domain/constants.ts';
import { loadPublicSettings } from '../app/public-settings.ts';
import { lazyVisitorPage } from './lazy-visitor-page.ts';
import { rootRoute } from './root.tsx';

// An unknown plan goes to the list of plans (spec section 2).
export const subscriptionPlanRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/subscription/$planId',
  beforeLoad: ({ params }) => {
    if (!isPlanId(params.planId)) throw redirect({ to: '/subscriptions' });
    return { planId: params.planId };
  },
  loader: () => loadPublicSettings(),
  component: lazyVisitorPage(() => import('./subscription-plan.lazy.tsx'), 'SubscriptionPlanRoute'),
});
