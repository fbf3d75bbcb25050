import { Trans } from '@lingui/react/macro';
import { selectSettings } from '../../../app/log-readings.ts';
import { useAppServices } from '../../../app/app-context.tsx';
import { useLogSelector, useSessionLog } from '../../../app/use-event-log.ts';
import { visuallyHidden } from '../../../styles/visually-hidden.css.ts';
import { CompanyForm } from './CompanyForm.tsx';

// The Settings tab (loaded lazily). Its first section: the company details invoices carry;
// plans, support number, working hours, offers, auto-reply and admins join it (DECISIONS 22).
export function SettingsTab() {
  const { session } = useAppServices();
  const log = useSessionLog(session.adminLog);
  const settings = useLogSelector(log, selectSettings, null);
  return (
    <>
      <h2 className={visuallyHidden}>
        <Trans>Settings</Trans>
      </h2>
      {/* Keyed by what is saved, so the form shows the values in force after a save elsewhere. */}
      {settings ? <CompanyForm key={JSON.stringify(settings.company)} company={settings.company} log={log} /> : null}
    </>
  );
}
