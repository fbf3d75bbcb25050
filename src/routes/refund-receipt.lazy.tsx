import { RefundReceiptPage } from '../features/receipt/RefundReceiptPage.tsx';
import { refundReceiptRoute } from './refund-receipt.tsx';

// `/refund-receipt/{requestId}`'s page (loaded lazily): the refund of a cancelled visit.
export function RefundReceiptRoute() {
  const { requestId } = refundReceiptRoute.useParams();
  return <RefundReceiptPage requestId={requestId} />;
}
