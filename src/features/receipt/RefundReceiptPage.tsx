import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { refundReceiptOf } from '../../../machines/projections/refund-receipts.ts';
import { formatReceiptMoment } from '../../app/business-dates.ts';
import { requestRowSelector, selectSettings, selectStillConnecting } from '../../app/log-readings.ts';
import { useCustomer } from '../../app/use-customer.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import { button } from '../../ui/button.css.ts';
import { OrderNumber } from '../../ui/OrderNumber.tsx';
import { QrCode } from '../../ui/QrCode.tsx';
import { RiyalAmount } from '../../ui/RiyalAmount.tsx';
import { serviceList } from '../services/service-names.ts';
import { NotFoundPage } from '../shell/NotFoundPage.tsx';
import './invoice-page.css';
import { PrintActions } from './PrintActions.tsx';
import { InvoiceLine } from './TaxInvoice.tsx';
import { SellerDetails } from './SellerDetails.tsx';
import * as styles from './receipt.css.ts';

// `/refund-receipt/{requestId}`: what a cancelled visit gave back, printable as the receipt is
// (docs/decisions.md 28): the original invoice's number, the date, what was paid, the fee kept and
// the amount refunded to the card. Until the refund is made (or for anyone else's request) it is
// the not-found page.
export function RefundReceiptPage({ requestId }: { requestId: string }) {
  const { i18n, t } = useLingui();
  const { log } = useCustomer();
  const row = useLogSelector(log, useMemo(() => requestRowSelector(requestId), [requestId]), null);
  const connecting = useLogSelector(log, selectStillConnecting, true);
  const settings = useLogSelector(log, selectSettings, null);
  const receipt = row && settings ? refundReceiptOf(row.request, settings.company) : null;
  if (!receipt || !row) return connecting ? null : <NotFoundPage />;

  const amount = (halalas: number) => <RiyalAmount value={halalas / 100} />;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        <Trans>Refund made</Trans>
      </h1>
      <article className={styles.invoice} aria-labelledby="refund-receipt-title" data-testid="refund-receipt">
        <h2 id="refund-receipt-title" className={styles.heading}>
          {receipt.creditNote ? <Trans>Credit note</Trans> : <Trans>Refund receipt</Trans>}
        </h2>
        <SellerDetails name={receipt.sellerName} taxSeller={receipt.taxSeller} />
        <table className={styles.lines}>
          <tbody>
            {receipt.creditNote ? (
              <InvoiceLine label={<Trans>Credit note number</Trans>}>
                <span dir="ltr" data-testid="credit-note-number">
                  {receipt.creditNote.number}
                </span>
              </InvoiceLine>
            ) : null}
            <InvoiceLine label={<Trans>Refund of invoice</Trans>}>
              <span dir="ltr" data-testid="refunded-invoice-number">
                {receipt.invoiceNumber}
              </span>
            </InvoiceLine>
            <InvoiceLine label={<Trans>Date of refund</Trans>}>{formatReceiptMoment(receipt.refundedAt, i18n.locale)}</InvoiceLine>
            <InvoiceLine label={<Trans>Order number</Trans>}>
              <OrderNumber value={row.request.orderNumber} />
            </InvoiceLine>
            <InvoiceLine label={<Trans>Service</Trans>}>{serviceList(row.request.services, i18n)}</InvoiceLine>
            <InvoiceLine label={<Trans>Amount paid</Trans>}>{amount(receipt.paidHalalas)}</InvoiceLine>
            <InvoiceLine label={<Trans>Cancellation fee kept</Trans>} testId="refund-fee">
              {amount(receipt.feeHalalas)}
            </InvoiceLine>
            <tr className={styles.totalRow}>
              <th scope="row">
                <Trans>Amount refunded</Trans>
              </th>
              <td data-testid="refund-amount">{amount(receipt.refundHalalas)}</td>
            </tr>
            <InvoiceLine label={<Trans>Refunded to</Trans>}>
              {receipt.card ? <span dir="ltr">•••• {receipt.card.last4}</span> : <Trans>Card</Trans>}
            </InvoiceLine>
          </tbody>
        </table>
        {receipt.creditNote ? <QrCode text={receipt.creditNote.qrText} label={t`Credit note QR code`} className={styles.qr} /> : null}
      </article>
      <PrintActions
        fileName={`${receipt.invoiceNumber}-refund`}
        back={
          <Link to="/my-requests/$requestId" params={{ requestId }} className={button({ tone: 'ghost' })}>
            <Trans>Back to the request</Trans>
          </Link>
        }
        hint={<Trans>Your browser's print window opens: choose "Save as PDF" to keep the receipt as a file, or a printer.</Trans>}
      />
    </div>
  );
}
