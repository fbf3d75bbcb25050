import { Trans } from '@lingui/react/macro';
import { selectSettings } from '../../../app/log-readings.ts';
import { useAppServices } from '../../../app/app-context.tsx';
import { useLogSelector, useSessionLog } from '../../../app/use-event-log.ts';
import { visuallyHidden } from '../../../styles/visually-hidden.css.ts';
import { CompanyForm } from './CompanyForm.tsx';
import { PlansForm } from './PlansForm.tsx';
import * as styles from './settings.css.ts';

// The Settings tab (loaded lazily): the plans' terms and the company details invoices carry;
// support number, working hours, offers, auto-reply and admins join it (DECISIONS 22).
export function SettingsTab() {
  const { session } = useAppServices();
  const log = useSessionLog(session.adminLog);
  const settings = useLogSelector(log, selectSettings, null);
  return (
    <>
      <h2 className={visuallyHidden}>
        <Trans>Settings</Trans>
      </h2>
      {/* Keyed by what is saved, so each form shows the values in force after a save elsewhere. */}
      {settings ? (
        <div className={styles.tab}>
          <PlansForm key={JSON.stringify(settings.plans)} plans={settings.plans} log={log} />
          <CompanyForm key={JSON.stringify(settings.company)} company={settings.company} log={log} />
        </div>
      ) : null}
    </>
  );
}
