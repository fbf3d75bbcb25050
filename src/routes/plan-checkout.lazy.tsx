import { PlanCheckoutPage } from '../features/checkout/PlanCheckoutPage.tsx';
import { planCheckoutRoute } from './plan-checkout.tsx';

// `/checkout/plan/{planId}`'s page (loaded lazily): buying a VIP plan, with the date and gateway the loader read.
export function PlanCheckoutRoute() {
  const { planId } = planCheckoutRoute.useRouteContext();
  const { id } = planCheckoutRoute.useSearch();
  const { today, gateway } = planCheckoutRoute.useLoaderData();
  return <PlanCheckoutPage planId={planId} returnedPaymentId={id ?? null} today={today} gateway={gateway} />;
}
