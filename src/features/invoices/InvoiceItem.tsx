import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { halalasToRiyals } from '../../../machines/domain/halalas.ts';
import type { Invoice } from '../../../machines/projections/invoices.ts';
import { formatReceiptMoment } from '../../app/business-dates.ts';
import { RiyalAmount } from '../../ui/RiyalAmount.tsx';
import { serviceList } from '../services/service-names.ts';
import { planNames } from '../subscriptions/plan-words.ts';
import * as styles from './invoices.css.ts';

/** One receipt of the list: its number opens it; whether it is a tax invoice, what was bought, when (in Arabic with its Hijri date, as on the receipt), and its total. */
export function InvoiceItem({ invoice }: { invoice: Invoice }) {
  const { i18n } = useLingui();
  const { receipt } = invoice;
  const number = <span dir="ltr">{receipt.invoiceNumber}</span>;
  const name = invoice.kind === 'plan' ? i18n._(planNames[invoice.plan]) : '';
  const services = invoice.kind === 'request' ? serviceList(invoice.services, i18n) : '';
  return (
    <article className={styles.item} data-testid="invoice-item">
      <h2 className={styles.itemTitle}>
        {invoice.kind === 'request' ? (
          <Link to="/receipt/$requestId" params={{ requestId: invoice.requestId }} search={{}}>
            {number}
          </Link>
        ) : (
          <Link to="/receipt/plan/$invoiceNumber" params={{ invoiceNumber: receipt.invoiceNumber }}>
            {number}
          </Link>
        )}
      </h2>
      <p className={styles.kind} data-testid="invoice-kind">
        {receipt.taxInvoice ? <Trans>Simplified tax invoice</Trans> : <Trans>Receipt</Trans>}
      </p>
      <p className={styles.what}>
        {invoice.kind === 'request' ? (
          <Trans>
            {services}, request <span dir="ltr">{invoice.requestNumber}</span>
          </Trans>
        ) : (
          <Trans>{name} plan</Trans>
        )}
      </p>
      <time className={styles.when} dateTime={receipt.paidAt} data-testid="invoice-item-date">
        {formatReceiptMoment(receipt.paidAt, i18n.locale)}
      </time>
      <p className={styles.itemTotal} data-testid="invoice-item-total">
        <RiyalAmount value={halalasToRiyals(receipt.totalHalalas)} />
      </p>
    </article>
  );
}
