import { CheckoutPage } from '../features/checkout/CheckoutPage.tsx';
import { checkoutRoute } from './checkout.tsx';

// `/checkout/{requestId}`'s page (loaded lazily): paying an accepted offer, with the date and gateway the loader read.
export function CheckoutRoute() {
  const { requestId } = checkoutRoute.useParams();
  const { id } = checkoutRoute.useSearch();
  const { today, gateway } = checkoutRoute.useLoaderData();
  return <CheckoutPage requestId={requestId} returnedPaymentId={id ?? null} today={today} gateway={gateway} />;
}
