import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Receipt } from '../../../machines/projections/receipts.ts';
import { formatReceiptMoment } from '../../app/business-dates.ts';
import { RiyalAmount } from '../../ui/RiyalAmount.tsx';
import { QrCode } from '../../ui/QrCode.tsx';
import { SellerDetails } from './SellerDetails.tsx';
import { cardBrandNames, walletNames } from '../../ui/payment-method-names.ts';
import * as styles from './receipt.css.ts';


interface TaxInvoiceProps {
  receipt: Receipt;
  /** What was bought, as `InvoiceLine`s: read between the date and the amounts. */
  children: ReactNode;
}

/** One line of the invoice: what it names, then its value. */
export function InvoiceLine({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td data-testid={testId}>{children}</td>
    </tr>
  );
}

/**
 * The receipt of one card payment (a request's, a plan's), in the page's language: a simplified
 * tax invoice once the company is set up for them, else the total paid only (docs/decisions.md 30).
 */
export function TaxInvoice({ receipt, children }: TaxInvoiceProps) {
  const { i18n, t } = useLingui();
  const amount = (halalas: number) => <RiyalAmount value={halalas / 100} />;
  const tax = receipt.taxInvoice;
  return (
    <article className={styles.invoice} aria-labelledby="invoice-title" data-testid="tax-invoice">
      <h2 id="invoice-title" className={styles.heading}>
        {tax ? <Trans>Simplified tax invoice</Trans> : <Trans>Receipt</Trans>}
      </h2>
      <SellerDetails name={receipt.sellerName} taxSeller={tax?.seller ?? null} />
      <table className={styles.lines}>
        <tbody>
          <InvoiceLine label={<Trans>Invoice number</Trans>}>
            <span dir="ltr" data-testid="invoice-number">
              {receipt.invoiceNumber}
            </span>
          </InvoiceLine>
          <InvoiceLine label={<Trans>Date and time</Trans>} testId="invoice-date">
            {formatReceiptMoment(receipt.paidAt, i18n.locale)}
          </InvoiceLine>
          {children}
          {tax ? (
            <>
              <InvoiceLine label={<Trans>Amount before VAT</Trans>}>{amount(tax.beforeVatHalalas)}</InvoiceLine>
              <InvoiceLine label={<Trans>VAT (15%)</Trans>} testId="invoice-vat">
                {amount(tax.vatHalalas)}
              </InvoiceLine>
              {tax.roundingHalalas === 0 ? null : (
                <InvoiceLine label={<Trans>Rounding</Trans>} testId="invoice-rounding">
                  {amount(tax.roundingHalalas)}
                </InvoiceLine>
              )}
            </>
          ) : null}
          <tr className={styles.totalRow}>
            <th scope="row">{tax ? <Trans>Total</Trans> : <Trans>Total paid</Trans>}</th>
            <td data-testid="invoice-total">{amount(receipt.totalHalalas)}</td>
          </tr>
          <InvoiceLine label={<Trans>Payment method</Trans>}>
            {receipt.wallet ? `${i18n._(walletNames[receipt.wallet])}${receipt.card ? ' · ' : ''}` : null}
            {receipt.card ? (
              <>
                {i18n._(cardBrandNames[receipt.card.brand])} <span dir="ltr">•••• {receipt.card.last4}</span>
              </>
            ) : receipt.wallet ? null : (
              i18n._(cardBrandNames.unknown)
            )}
          </InvoiceLine>
        </tbody>
      </table>
      {tax ? <QrCode text={tax.qrText} label={t`Invoice QR code`} className={styles.qr} /> : null}
    </article>
  );
}
