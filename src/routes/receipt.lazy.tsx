import { ReceiptPage } from '../features/receipt/ReceiptPage.tsx';
import { receiptRoute } from './receipt.tsx';

// `/receipt/{requestId}`'s page (loaded lazily): the paid request's invoice, awaited after a confirmed checkout.
export function ReceiptRoute() {
  const { requestId } = receiptRoute.useParams();
  const { confirmed = false } = receiptRoute.useSearch();
  return <ReceiptPage requestId={requestId} confirmed={confirmed} />;
}
