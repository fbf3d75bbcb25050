import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { CheckoutInput } from '../../../machines/checkout.machine.ts';
import { awaitsPayment } from '../../../machines/request-status.ts';
import { requestRowSelector, selectStillConnecting } from '../../app/log-readings.ts';
import type { Gateway } from '../../app/payment-gateway.ts';
import { receiptAfterPayment, type PaymentArrivals, type ReceiptSearch } from '../../app/receipt-after-payment.ts';
import { useCustomer } from '../../app/use-customer.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import { NotFoundPage } from '../shell/NotFoundPage.tsx';
import { PaymentMethods } from './PaymentMethods.tsx';
import { OfferSummary } from './OfferSummary.tsx';
import * as styles from './checkout.css.ts';

type CheckoutPageProps = { requestId: string; gateway: Gateway | null } & Pick<CheckoutInput, 'today' | 'returnedPaymentId'>;

// `/checkout/{requestId}`: paying the customer's accepted offer. Anyone else's request, or one
// with nothing to pay, is the not-found page: it says nothing about the request.
export function CheckoutPage({ requestId, returnedPaymentId, today, gateway }: CheckoutPageProps) {
  const { log } = useCustomer();
  const row = useLogSelector(log, useMemo(() => requestRowSelector(requestId), [requestId]), null);
  const connecting = useLogSelector(log, selectStillConnecting, true);
  const navigate = useNavigate();
  const arrivals = useRef<PaymentArrivals | null>(null);
  if (row && !arrivals.current) {
    const toReceipt = (search: ReceiptSearch) => void navigate({ to: '/receipt/$requestId', params: { requestId }, search, replace: true });
    arrivals.current = receiptAfterPayment({ paidWhenOpened: Boolean(row.request.payment), returnedPaymentId }, toReceipt);
  }
  const paidHere = useCallback(() => arrivals.current?.paidHere(), []);
  // Paid here, in another tab or by the provider's report: the receipt is what is left to see.
  const paidInLog = Boolean(row?.request.payment);
  useEffect(() => {
    if (paidInLog) arrivals.current?.paidInLog();
  }, [paidInLog]);

  if (!row) return connecting ? null : <NotFoundPage />;
  if (paidInLog) return null;
  if (!awaitsPayment(row.snapshot)) return <NotFoundPage />;
  if (row.waiting) {
    return (
      <p role="status" className={styles.page}>
        <Trans>Your acceptance of the offer is on its way to us. You can pay as soon as it arrives.</Trans>
      </p>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Checkout</Trans>
      </h1>
      <OfferSummary row={row} />
      <PaymentMethods
        input={{ payable: { kind: 'request', requestId }, today, returnedPaymentId }}
        testMode={gateway?.provider === 'test'}
        onPaid={paidHere}
      />
    </div>
  );
}
