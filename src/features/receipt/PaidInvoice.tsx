import { Trans } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import type { Receipt } from '../../../machines/projections/receipts.ts';
import { downloadReceipt } from '../../app/receipt-download.ts';
import { Button } from '../../ui/Button.tsx';
import { TaxInvoice } from './TaxInvoice.tsx';
import * as styles from './receipt.css.ts';

interface PaidInvoiceProps {
  receipt: Receipt;
  /** What was bought, as `InvoiceLine`s. */
  children: ReactNode;
  /** The way back to where the customer follows what they bought. */
  back: ReactNode;
}

/** A paid invoice's page: the invoice, to print or download as a file of its own, and the way back. */
export function PaidInvoice({ receipt, children, back }: PaidInvoiceProps) {
  const invoiceRef = useRef<HTMLElement>(null);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        <Trans>Payment received</Trans>
      </h1>
      <TaxInvoice ref={invoiceRef} receipt={receipt}>
        {children}
      </TaxInvoice>
      <div className={styles.actions}>
        <Button onClick={() => globalThis.print()}>
          <Trans>Print</Trans>
        </Button>
        <Button tone="secondary" onClick={() => invoiceRef.current && downloadReceipt(invoiceRef.current, receipt.invoiceNumber)}>
          <Trans>Download</Trans>
        </Button>
        {back}
      </div>
    </div>
  );
}
