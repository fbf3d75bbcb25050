import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { reportingStatuses, type ReportingStatus } from '../../../../machines/domain/reporting-statuses.ts';
import { rowsWithStatus } from '../../../../machines/projections/tax-documents.ts';
import { useAppServices } from '../../../app/app-context.tsx';
import { formatBusinessMoment } from '../../../app/business-dates.ts';
import { downloadText } from '../../../app/file-download.ts';
import { useLogSelector, useSessionLog } from '../../../app/use-event-log.ts';
import { useZatcaReportingTarget } from '../../../app/use-zatca-reporting.ts';
import { Button } from '../../../ui/Button.tsx';
import { RiyalAmount } from '../../../ui/RiyalAmount.tsx';
import { SelectField } from '../SelectField.tsx';
import { DocumentPurpose } from './DocumentPurpose.tsx';
import { taxDocumentsSelector } from './tax-document-readings.ts';
import { documentKindNames, reportingStatusNames } from './tax-document-words.ts';
import { visuallyHidden } from '../../../styles/visually-hidden.css.ts';
import * as styles from './invoices-tab.css.ts';

// The Invoices tab (loaded lazily): every tax invoice and credit note of the chain, newest
// first, with what ZATCA made of it (docs/zatca.md "Reporting"), filtered by that status; each
// document's signed XML to download and its printable page. The status filtered by is in the
// URL (`?tab=invoices&reporting=rejected`).
export function InvoicesTab() {
  const { i18n, t } = useLingui();
  const { session } = useAppServices();
  const log = useSessionLog(session.adminLog);
  const target = useZatcaReportingTarget();
  const select = useMemo(() => taxDocumentsSelector(target?.reportingTo != null), [target]);
  const rows = useLogSelector(log, select, null);
  const status = useSearch({ from: '/admin/dashboard' }).reporting ?? 'all';
  const navigate = useNavigate({ from: '/admin/dashboard' });
  const filterBy = (chosen: string) =>
    void navigate({ search: { tab: 'invoices', ...(chosen === 'all' ? {} : { reporting: chosen as ReportingStatus }) }, replace: true });
  if (!rows) return null;
  const shown = rowsWithStatus(rows, status);
  const options = [{ value: 'all', label: t`All` }, ...reportingStatuses.map((value) => ({ value, label: i18n._(reportingStatusNames[value]) }))];
  return (
    <div className={styles.tab}>
      <SelectField
        label={<Trans>Reporting status</Trans>}
        options={options}
        value={status}
        onChange={(event) => filterBy(event.target.value)}
      />
      {shown.length === 0 ? (
        <p className={styles.muted}>{rows.length === 0 ? <Trans>No tax documents issued yet.</Trans> : <Trans>No documents with this status.</Trans>}</p>
      ) : (
        <div className={styles.scroller}>
          <table className={styles.table} data-testid="tax-documents">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Number</Trans>
                </th>
                <th scope="col">
                  <Trans>Date</Trans>
                </th>
                <th scope="col">
                  <Trans>For</Trans>
                </th>
                <th scope="col">
                  <Trans>Total incl. VAT</Trans>
                </th>
                <th scope="col">
                  <Trans>ZATCA</Trans>
                </th>
                <th scope="col">
                  <Trans>Signed XML</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.counter} data-testid="tax-document-row">
                  <th scope="row">
                    <Link to="/admin/invoices/$number" params={{ number: row.number }} dir="ltr">
                      {row.number}
                    </Link>
                    <span className={styles.muted}>{i18n._(documentKindNames[row.kind])}</span>
                  </th>
                  <td>{formatBusinessMoment(row.issuedAt, i18n.locale)}</td>
                  <td>
                    <DocumentPurpose purpose={row.for} />
                  </td>
                  <td>
                    <RiyalAmount value={row.totalHalalas / 100} />
                  </td>
                  <td data-testid="reporting-status">
                    {i18n._(reportingStatusNames[row.status])}
                    {row.messages.length > 0 ? (
                      <ul className={styles.messages} dir="ltr" lang="en">
                        {row.messages.map((message, index) => (
                          <li key={index}>
                            {message.code}: {message.text}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                  <td>
                    <Button tone="secondary" onClick={() => downloadText(row.xml, `${row.number}.xml`, 'application/xml')}>
                      <Trans>Download XML</Trans>
                      <span className={visuallyHidden}> {row.number}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

