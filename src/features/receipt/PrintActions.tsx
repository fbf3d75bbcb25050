import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { printInvoice } from '../../app/invoice-print.ts';
import { Button } from '../../ui/Button.tsx';
import * as styles from './receipt.css.ts';

interface PrintActionsProps {
  /** The name the saved PDF is offered under. */
  fileName: string;
  /** The way back from the printable page. */
  back: ReactNode;
  /** How the print window keeps the page, naming what it keeps (an invoice, a receipt). */
  hint: ReactNode;
}

/** Under a printable document: "Download PDF" (the browser's print window), the way back, and how to save it. */
export function PrintActions({ fileName, back, hint }: PrintActionsProps) {
  const hintId = useId();
  return (
    <>
      <div className={styles.actions}>
        <Button aria-describedby={hintId} onClick={() => void printInvoice(fileName)}>
          <Trans>Download PDF</Trans>
        </Button>
        {back}
      </div>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
    </>
  );
}
