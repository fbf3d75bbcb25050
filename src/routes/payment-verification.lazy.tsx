import { PaymentVerificationPage } from '../features/checkout/PaymentVerificationPage.tsx';
import { paymentVerificationRoute } from './payment-verification.tsx';

// `/payment-verification/{paymentId}`'s page (loaded lazily): the test provider's confirmation step.
export function PaymentVerificationRoute() {
  const { paymentId } = paymentVerificationRoute.useParams();
  return <PaymentVerificationPage paymentId={paymentId} />;
}
