import { PlanReceiptPage } from '../features/receipt/PlanReceiptPage.tsx';
import { planReceiptRoute } from './plan-receipt.tsx';

// `/receipt/plan/{invoiceNumber}`'s page (loaded lazily): a bought plan's invoice.
export function PlanReceiptRoute() {
  const { invoiceNumber } = planReceiptRoute.useParams();
  return <PlanReceiptPage invoiceNumber={invoiceNumber} />;
}
