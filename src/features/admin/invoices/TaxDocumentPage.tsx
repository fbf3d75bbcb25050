import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { taxInvoiceSeller } from '../../../../machines/domain/company-setup.ts';
import { useAppServices } from '../../../app/app-context.tsx';
import { formatReceiptMoment } from '../../../app/business-dates.ts';
import { selectSettings, selectStillConnecting } from '../../../app/log-readings.ts';
import { useLogSelector, useSessionLog } from '../../../app/use-event-log.ts';
import { useZatcaReportingTarget } from '../../../app/use-zatca-reporting.ts';
import { button } from '../../../ui/button.css.ts';
import { QrCode } from '../../../ui/QrCode.tsx';
import { RiyalAmount } from '../../../ui/RiyalAmount.tsx';
import '../../receipt/invoice-page.css';
import { PrintActions } from '../../receipt/PrintActions.tsx';
import { SellerDetails } from '../../receipt/SellerDetails.tsx';
import { InvoiceLine } from '../../receipt/TaxInvoice.tsx';
import * as styles from '../../receipt/receipt.css.ts';
import { NotFoundPage } from '../../shell/NotFoundPage.tsx';
import { DocumentPurpose } from './DocumentPurpose.tsx';
import { taxDocumentsSelector } from './tax-document-readings.ts';
import { reportingStatusNames } from './tax-document-words.ts';

// `/admin/invoices/{number}` (admins only): one tax invoice or credit note of the chain as a
// printable A4 page in the admin's language, with its QR code, amounts and ZATCA's answer;
// printed (or saved as PDF) alone, as the customer's receipt is.
export function TaxDocumentPage() {
  const { number } = useParams({ from: '/admin/invoices/$number' });
  const { i18n, t } = useLingui();
  const { session } = useAppServices();
  const log = useSessionLog(session.adminLog);
  const target = useZatcaReportingTarget();
  const select = useMemo(() => taxDocumentsSelector(target?.reportingTo != null), [target]);
  const rows = useLogSelector(log, select, null);
  const settings = useLogSelector(log, selectSettings, null);
  const connecting = useLogSelector(log, selectStillConnecting, true);
  const document = rows?.find((row) => row.number === number);
  if (!document || !settings) return connecting ? null : <NotFoundPage />;

  const amount = (halalas: number) => <RiyalAmount value={halalas / 100} />;
  const creditNote = document.kind === 'creditNote';
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{creditNote ? <Trans>Credit note</Trans> : <Trans>Simplified tax invoice</Trans>}</h1>
      <article className={styles.invoice} aria-labelledby="tax-document-title" data-testid="tax-document">
        <h2 id="tax-document-title" className={styles.heading}>
          <span dir="ltr">{document.number}</span>
        </h2>
        <SellerDetails name={settings.company.name} taxSeller={taxInvoiceSeller(settings.company)} />
        <table className={styles.lines}>
          <tbody>
            <InvoiceLine label={<Trans>Date and time</Trans>}>{formatReceiptMoment(document.issuedAt, i18n.locale)}</InvoiceLine>
            <InvoiceLine label={<Trans>For</Trans>}>
              <DocumentPurpose purpose={document.for} />
            </InvoiceLine>
            {document.corrects ? (
              <InvoiceLine label={<Trans>Refund of invoice</Trans>}>
                <span dir="ltr">{document.corrects}</span>
              </InvoiceLine>
            ) : null}
            <InvoiceLine label={<Trans>Amount before VAT</Trans>}>{amount(document.netHalalas)}</InvoiceLine>
            <InvoiceLine label={<Trans>VAT (15%)</Trans>} testId="document-vat">
              {amount(document.vatHalalas)}
            </InvoiceLine>
            <tr className={styles.totalRow}>
              <th scope="row">
                <Trans>Total incl. VAT</Trans>
              </th>
              <td data-testid="document-total">{amount(document.totalHalalas)}</td>
            </tr>
            <InvoiceLine label={<Trans>ZATCA</Trans>} testId="document-reporting-status">
              {i18n._(reportingStatusNames[document.status])}
            </InvoiceLine>
          </tbody>
        </table>
        <QrCode text={document.qr} label={t`Invoice QR code`} className={styles.qr} />
      </article>
      <PrintActions
        fileName={document.number}
        back={
          <Link to="/admin/dashboard" search={{ tab: 'invoices' }} className={button({ tone: 'ghost' })}>
            <Trans>Back to the invoices</Trans>
          </Link>
        }
        hint={<Trans>Your browser's print window opens: choose "Save as PDF" to keep the receipt as a file, or a printer.</Trans>}
      />
    </div>
  );
}
