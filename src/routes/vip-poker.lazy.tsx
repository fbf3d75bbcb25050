import { VipPage } from '../features/vip/VipPage.tsx';
import { vipPokerRoute } from './vip-poker.tsx';

// `/vip-poker`'s page (loaded lazily): the VIP page, opened with the loader's clock reading.
export function VipPokerRoute() {
  return <VipPage start={vipPokerRoute.useLoaderData()} />;
}
