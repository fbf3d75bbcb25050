import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { missingForTaxInvoices, type CompanyDetail } from '../../../machines/domain/company-setup.ts';
import { useAppServices } from '../../app/app-context.tsx';
import { selectSettings, selectStillConnecting } from '../../app/log-readings.ts';
import { useLogSelector, useSessionLog } from '../../app/use-event-log.ts';
import * as styles from './admin.css.ts';

/** The company details form on the Settings tab, where this card leads. */
export const companyDetailsId = 'company-details';

const detailNames: Record<CompanyDetail, MessageDescriptor> = {
  name: msg`The company's name in English and Arabic`,
  vatNumber: msg`The VAT number`,
  address: msg`The company's address`,
};

/** Until the company is set up for tax invoices (docs/decisions.md 30): what is missing, and where to add it. */
export function CompanySetupCard() {
  const { i18n } = useLingui();
  const titleId = useId();
  const { session } = useAppServices();
  const log = useSessionLog(session.adminLog);
  const settings = useLogSelector(log, selectSettings, null);
  const connecting = useLogSelector(log, selectStillConnecting, true);
  const missing = settings && !connecting ? missingForTaxInvoices(settings.company) : [];
  if (missing.length === 0) return null;
  return (
    <section className={styles.setupCard} aria-labelledby={titleId} data-testid="company-setup-card">
      <h2 id={titleId} className={styles.setupTitle}>
        <Trans>Receipts are not tax invoices yet</Trans>
      </h2>
      <p>
        <Trans>Customers get a plain receipt of what they paid until these company details are set:</Trans>
      </p>
      <ul className={styles.setupList}>
        {missing.map((detail) => (
          <li key={detail}>{i18n._(detailNames[detail])}</li>
        ))}
      </ul>
      <Link to="/admin/dashboard" search={{ tab: 'settings' }} hash={companyDetailsId}>
        <Trans>Add the company details in Settings</Trans>
      </Link>
    </section>
  );
}
