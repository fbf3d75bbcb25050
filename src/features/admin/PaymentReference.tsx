import { Trans } from '@lingui/react/macro';
import type { ConfirmedPayment } from '../../../machines/domain/confirmed-payment.ts';
import { invoiceNumber } from '../../../machines/projections/receipts.ts';

/** How the admin finds a payment again: our invoice number and the provider's payment id. */
export function PaymentReference({ payment }: { payment: ConfirmedPayment }) {
  return (
    <Trans>
      invoice <span dir="ltr">{invoiceNumber(payment.invoiceNumber)}</span>, payment reference{' '}
      <span dir="ltr">{payment.paymentId}</span>
    </Trans>
  );
}
