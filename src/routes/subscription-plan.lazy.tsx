import { PlanPage } from '../features/subscriptions/PlanPage.tsx';
import { usePlanSettings } from '../features/subscriptions/use-plan-settings.ts';
import { subscriptionPlanRoute } from './subscription-plan.tsx';

// `/subscription/{planId}`'s page (loaded lazily): one plan, with the settings the loader read.
export function SubscriptionPlanRoute() {
  const { planId } = subscriptionPlanRoute.useRouteContext();
  return <PlanPage planId={planId} settings={usePlanSettings(subscriptionPlanRoute.useLoaderData())} />;
}
