import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { receiptOf } from '../../../machines/projections/receipts.ts';
import { awaitsPayment } from '../../../machines/request-status.ts';
import { requestRowSelector, selectSettings, selectStillConnecting } from '../../app/log-readings.ts';
import { useCustomer } from '../../app/use-customer.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import { button } from '../../ui/button.css.ts';
import { serviceList } from '../services/service-names.ts';
import { NotFoundPage } from '../shell/NotFoundPage.tsx';
import { PaidInvoice } from './PaidInvoice.tsx';
import { InvoiceLine } from './TaxInvoice.tsx';
import * as styles from './receipt.css.ts';
import { OrderNumber } from '../../ui/OrderNumber.tsx';

// `/receipt/{requestId}`: the customer's paid request as a printable, downloadable invoice.
// Anyone else's request, or an unpaid one, is the not-found page, unless `confirmed`: the checkout
// has just had it paid, and the payment is on its way to this tab's log.
export function ReceiptPage({ requestId, confirmed }: { requestId: string; confirmed: boolean }) {
  const { i18n } = useLingui();
  const { log } = useCustomer();
  const row = useLogSelector(log, useMemo(() => requestRowSelector(requestId), [requestId]), null);
  const connecting = useLogSelector(log, selectStillConnecting, true);
  const settings = useLogSelector(log, selectSettings, null);

  const receipt = row && settings ? receiptOf(row.request, settings.company) : null;
  if (!receipt || !row) {
    if (connecting) return null;
    return confirmed && row && awaitsPayment(row.snapshot) ? <ConfirmingPayment /> : <NotFoundPage />;
  }

  return (
    <PaidInvoice
      receipt={receipt}
      back={
        <Link to="/my-requests" className={button({ tone: 'ghost' })}>
          <Trans>My Requests</Trans>
        </Link>
      }
    >
      <InvoiceLine label={<Trans>Order number</Trans>}>
        <OrderNumber value={row.request.orderNumber} />
      </InvoiceLine>
      <InvoiceLine label={<Trans>Service</Trans>}>{serviceList(row.request.services, i18n)}</InvoiceLine>
    </PaidInvoice>
  );
}

function ConfirmingPayment() {
  return (
    <p role="status" className={styles.page}>
      <Trans>Your payment is confirmed. Preparing your receipt…</Trans>
    </p>
  );
}
