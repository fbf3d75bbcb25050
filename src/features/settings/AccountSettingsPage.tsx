import { Trans } from '@lingui/react/macro';
import { useCustomer } from '../../app/use-customer.ts';
import { DataDownload } from './DataDownload.tsx';
import { NotificationChannels } from './NotificationChannels.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { SavedAddresses } from './SavedAddresses.tsx';
import * as styles from './settings.css.ts';

// `/settings`: the customer's account: name, email and mobile, where they are notified, saved
// addresses, the password, and a copy of their data.
export function AccountSettingsPage() {
  const { user, log } = useCustomer();
  if (!user || !log) return null;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Account Settings</Trans>
      </h1>
      <ProfileForm key={`${user.fullName}|${user.email}|${user.mobile}`} user={user} log={log} />
      <NotificationChannels user={user} log={log} />
      <SavedAddresses log={log} userId={user.id} />
      <PasswordForm />
      <DataDownload />
    </div>
  );
}
