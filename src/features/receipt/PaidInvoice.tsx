import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { Receipt } from '../../../machines/projections/receipts.ts';
import { printInvoice } from '../../app/invoice-print.ts';
import { Button } from '../../ui/Button.tsx';
import './invoice-page.css';
import { TaxInvoice } from './TaxInvoice.tsx';
import * as styles from './receipt.css.ts';

interface PaidInvoiceProps {
  receipt: Receipt;
  /** What was bought, as `InvoiceLine`s. */
  children: ReactNode;
  /** The way back to where the customer follows what they bought. */
  back: ReactNode;
}

/** A paid invoice's page: the invoice, to save as a PDF or print, and the way back. */
export function PaidInvoice({ receipt, children, back }: PaidInvoiceProps) {
  const hintId = useId();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        <Trans>Payment received</Trans>
      </h1>
      <TaxInvoice receipt={receipt}>{children}</TaxInvoice>
      <div className={styles.actions}>
        <Button aria-describedby={hintId} onClick={() => void printInvoice(receipt.invoiceNumber)}>
          <Trans>Download PDF</Trans>
        </Button>
        {back}
      </div>
      <p id={hintId} className={styles.hint}>
        <Trans>Your browser's print window opens: choose "Save as PDF" to keep the invoice as a file, or a printer.</Trans>
      </p>
    </div>
  );
}
