import { createRoute } from '@tanstack/react-router';
import { loadPublicSettings } from '../app/public-settings.ts';
import { PlansPage } from '../features/subscriptions/PlansPage.tsx';
import { usePlanSettings } from '../features/subscriptions/use-plan-settings.ts';
import { rootRoute } from './root.tsx';

export const subscriptionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/subscriptions',
  loader: () => loadPublicSettings(),
  component: function SubscriptionsRoute() {
    return <PlansPage settings={usePlanSettings(subscriptionsRoute.useLoaderData())} />;
  },
});
