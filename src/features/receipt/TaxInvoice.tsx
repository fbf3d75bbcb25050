import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { forwardRef } from 'react';
import type { CardBrand } from '../../../machines/domain/payment-cards.ts';
import type { Receipt } from '../../../machines/projections/receipts.ts';
import { formatBusinessMoment } from '../../app/business-dates.ts';
import { RiyalAmount } from '../../ui/RiyalAmount.tsx';
import { QrCode } from '../../ui/QrCode.tsx';
import * as styles from './receipt.css.ts';

const brandNames: Record<CardBrand, MessageDescriptor> = {
  mada: msg`mada`,
  visa: msg`Visa`,
  mastercard: msg`Mastercard`,
  amex: msg`American Express`,
  unknown: msg`Card`,
};

interface TaxInvoiceProps {
  receipt: Receipt;
  services: string;
  requestNumber: string;
}

/** The simplified tax invoice of one paid request, in the page's language. */
export const TaxInvoice = forwardRef<HTMLElement, TaxInvoiceProps>(function TaxInvoice({ receipt, services, requestNumber }, ref) {
  const { i18n, t } = useLingui();
  const amount = (halalas: number) => <RiyalAmount value={halalas / 100} />;
  const sellerName = i18n.locale === 'ar' ? receipt.seller.name.ar : receipt.seller.name.en;
  return (
    <article ref={ref} className={styles.invoice} aria-labelledby="invoice-title" data-testid="tax-invoice">
      <h2 id="invoice-title" className={styles.heading}>
        {receipt.qrText ? <Trans>Simplified tax invoice</Trans> : <Trans>Receipt</Trans>}
      </h2>
      <p className={styles.seller}>
        <strong>{sellerName}</strong>
        {receipt.seller.vatNumber ? (
          <span>
            <Trans>VAT number</Trans>: <span dir="ltr">{receipt.seller.vatNumber}</span>
          </span>
        ) : null}
      </p>
      <table className={styles.lines}>
        <tbody>
          <tr>
            <th scope="row">
              <Trans>Invoice number</Trans>
            </th>
            <td>
              <span dir="ltr" data-testid="invoice-number">
                {receipt.invoiceNumber}
              </span>
            </td>
          </tr>
          <tr>
            <th scope="row">
              <Trans>Date and time</Trans>
            </th>
            <td>{formatBusinessMoment(receipt.paidAt, i18n.locale)}</td>
          </tr>
          <tr>
            <th scope="row">
              <Trans>Request number</Trans>
            </th>
            <td>
              <span dir="ltr">{requestNumber}</span>
            </td>
          </tr>
          <tr>
            <th scope="row">
              <Trans>Service</Trans>
            </th>
            <td>{services}</td>
          </tr>
          <tr>
            <th scope="row">
              <Trans>Amount before VAT</Trans>
            </th>
            <td>{amount(receipt.beforeVatHalalas)}</td>
          </tr>
          <tr>
            <th scope="row">
              <Trans>VAT (15%)</Trans>
            </th>
            <td>{amount(receipt.vatHalalas)}</td>
          </tr>
          <tr className={styles.totalRow}>
            <th scope="row">
              <Trans>Total</Trans>
            </th>
            <td data-testid="invoice-total">{amount(receipt.totalHalalas)}</td>
          </tr>
          <tr>
            <th scope="row">
              <Trans>Payment method</Trans>
            </th>
            <td>
              {receipt.card ? (
                <>
                  {i18n._(brandNames[receipt.card.brand])} <span dir="ltr">•••• {receipt.card.last4}</span>
                </>
              ) : (
                i18n._(brandNames.unknown)
              )}
            </td>
          </tr>
        </tbody>
      </table>
      {receipt.qrText ? <QrCode text={receipt.qrText} label={t`Invoice QR code`} className={styles.qr} /> : null}
    </article>
  );
});
