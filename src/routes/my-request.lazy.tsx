import { RequestPage } from '../features/requests/RequestPage.tsx';
import { myRequestRoute } from './my-request.tsx';

// `/my-requests/{requestId}`'s page (loaded lazily).
export function MyRequestRoute() {
  const { requestId } = myRequestRoute.useParams();
  return <RequestPage key={requestId} requestId={requestId} />;
}
