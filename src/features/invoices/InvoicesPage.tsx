import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { invoiceTotals } from '../../../machines/projections/invoices.ts';
import { selectOwnInvoices, selectStillConnecting } from '../../app/log-readings.ts';
import { useCustomer } from '../../app/use-customer.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import { InvoiceItem } from './InvoiceItem.tsx';
import { InvoiceTotals } from './InvoiceTotals.tsx';
import * as styles from './invoices.css.ts';

// `/invoices`: every receipt of the customer (paid requests, plans bought by card), newest
// first, with what they add up to; each opens its printable invoice.
export function InvoicesPage() {
  const { log } = useCustomer();
  const invoices = useLogSelector(log, selectOwnInvoices, []);
  const connecting = useLogSelector(log, selectStillConnecting, true);
  const totals = useMemo(() => invoiceTotals(invoices), [invoices]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Invoices</Trans>
      </h1>
      {invoices.length === 0 && connecting ? (
        <p aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      ) : invoices.length === 0 ? (
        <p>
          <Trans>You have no invoices yet. Each payment you make adds one here.</Trans>
        </p>
      ) : (
        <>
          <InvoiceTotals totals={totals} />
          <ul className={styles.list}>
            {invoices.map((invoice) => (
              <li key={invoice.receipt.invoiceNumber}>
                <InvoiceItem invoice={invoice} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
