import { offersRoute } from '../../routes/offers.tsx';
import { OffersPage } from './OffersPage.tsx';
import { useOffers } from './use-offers.ts';

// `/offers` (loaded lazily): the offers running today, for whoever reads them.
export function OffersRoute() {
  const { today, settings } = offersRoute.useLoaderData();
  return <OffersPage offers={useOffers(settings, today)} />;
}
