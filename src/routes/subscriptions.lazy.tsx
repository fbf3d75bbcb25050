import { PlansPage } from '../features/subscriptions/PlansPage.tsx';
import { usePlanSettings } from '../features/subscriptions/use-plan-settings.ts';
import { subscriptionsRoute } from './subscriptions.tsx';

// `/subscriptions`'s page (loaded lazily): the plans, with the settings the loader read.
export function SubscriptionsRoute() {
  return <PlansPage settings={usePlanSettings(subscriptionsRoute.useLoaderData())} />;
}
