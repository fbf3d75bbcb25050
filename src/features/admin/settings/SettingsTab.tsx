import { Trans } from '@lingui/react/macro';
import { selectSettings, selectStillConnecting } from '../../../app/log-readings.ts';
import { useAppServices } from '../../../app/app-context.tsx';
import { useLogSelector, useSessionLog } from '../../../app/use-event-log.ts';
import { visuallyHidden } from '../../../styles/visually-hidden.css.ts';
import { AdminsForm } from './AdminsForm.tsx';
import { AutoReplySwitch } from './AutoReplySwitch.tsx';
import { CompanyForm } from './CompanyForm.tsx';
import { OfferForm } from './OfferForm.tsx';
import { PlansForm } from './PlansForm.tsx';
import { PublishedOffers } from './PublishedOffers.tsx';
import { SupportNumberForm } from './SupportNumberForm.tsx';
import { TechniciansSection } from './TechniciansSection.tsx';
import { TwoFactorForm } from './TwoFactorForm.tsx';
import { VisitRulesForm } from './VisitRulesForm.tsx';
import { WorkingHoursForm } from './WorkingHoursForm.tsx';
import { ZatcaReportingStatus } from './ZatcaReportingStatus.tsx';
import * as styles from './settings.css.ts';

// The Settings tab (loaded lazily): how customers reach the business (WhatsApp number,
// working hours, the chat's auto-reply), the visit rules and the technicians, the offers on /offers, the plans' terms and the
// company details invoices carry and whether they are reported to ZATCA; the admins, the admin's own password, sessions and
// two-factor sign-in (docs/decisions.md 2, 22).
export function SettingsTab() {
  const { session } = useAppServices();
  const log = useSessionLog(session.adminLog);
  const settings = useLogSelector(log, selectSettings, null);
  // Until the first catch-up ends the settings may still change page by page, and each change
  // would remount a form under the admin's typing.
  const connecting = useLogSelector(log, selectStillConnecting, true);
  return (
    <>
      <h2 className={visuallyHidden}>
        <Trans>Settings</Trans>
      </h2>
      {/* Keyed by what is saved, so each form shows the values in force after a save elsewhere. */}
      {settings && !connecting ? (
        <div className={styles.tab}>
          <SupportNumberForm key={settings.supportNumber ?? ''} supportNumber={settings.supportNumber} log={log} />
          <WorkingHoursForm key={JSON.stringify(settings.workingHours)} hours={settings.workingHours} log={log} />
          <VisitRulesForm key={JSON.stringify(settings.visitRules)} rules={settings.visitRules} log={log} />
          <TechniciansSection log={log} />
          <AutoReplySwitch enabled={settings.autoReply} log={log} />
          <OfferForm log={log} />
          <PublishedOffers offers={settings.offers} log={log} />
          <PlansForm key={JSON.stringify(settings.plans)} plans={settings.plans} log={log} />
          <CompanyForm key={JSON.stringify(settings.company)} company={settings.company} log={log} />
          <ZatcaReportingStatus />
          <AdminsForm />
          <TwoFactorForm />
        </div>
      ) : null}
    </>
  );
}
