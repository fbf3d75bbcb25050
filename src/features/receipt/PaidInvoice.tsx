import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Receipt } from '../../../machines/projections/receipts.ts';
import './invoice-page.css';
import { PrintActions } from './PrintActions.tsx';
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
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        <Trans>Payment received</Trans>
      </h1>
      <TaxInvoice receipt={receipt}>{children}</TaxInvoice>
      <PrintActions
        fileName={receipt.invoiceNumber}
        back={back}
        hint={<Trans>Your browser's print window opens: choose "Save as PDF" to keep the invoice as a file, or a printer.</Trans>}
      />
    </div>
  );
}
