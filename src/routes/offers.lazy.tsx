import { OffersPage } from '../features/offers/OffersPage.tsx';
import { useOffers } from '../features/offers/use-offers.ts';
import { offersRoute } from './offers.tsx';

// `/offers`'s page (loaded lazily): the offers running today, for whoever reads them.
export function OffersRoute() {
  const { today, settings } = offersRoute.useLoaderData();
  return <OffersPage offers={useOffers(settings, today)} />;
}
