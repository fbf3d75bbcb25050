import { Trans } from '@lingui/react/macro';
import { useZatcaReportingTarget } from '../../../app/use-zatca-reporting.ts';
import * as styles from './settings.css.ts';

// Whether tax invoices are reported to ZATCA and where (docs/zatca.md "Reporting"), and whether
// they are signed with ZATCA's certificate or the server's test one ("ZATCA's stamp"): set on the
// server (ZATCA_REPORTING_URL, ZATCA_CSID, ZATCA_CSID_SECRET, ZATCA_PRIVATE_KEY), read here,
// never changed here.
export function ZatcaReportingStatus() {
  const target = useZatcaReportingTarget();
  if (!target) return null;
  const address = target.reportingTo;
  return (
    <section className={styles.form} aria-labelledby="zatca-reporting-title" data-testid="zatca-reporting">
      <h3 id="zatca-reporting-title" className={styles.sectionTitle}>
        <Trans>ZATCA reporting</Trans>
      </h3>
      {address === null ? (
        <p className={styles.note}>
          <Trans>Off — not configured.</Trans>{' '}
          <Trans>Tax invoices are made but not sent to ZATCA until the server is given the address of its service and the company’s CSID.</Trans>
        </p>
      ) : (
        <p className={styles.note}>
          <Trans>
            On: tax invoices are reported to <span dir="ltr" className={styles.address}>{address}</span>
          </Trans>
        </p>
      )}
      <p className={styles.note} data-testid="zatca-stamp">
        {target.signedWith === 'zatca' ? (
          <Trans>Tax invoices are signed with the certificate ZATCA issued.</Trans>
        ) : (
          <Trans>
            Tax invoices are signed with a test certificate the server made, which ZATCA does not accept: the server needs the key the CSID was issued
            for.
          </Trans>
        )}
      </p>
    </section>
  );
}
