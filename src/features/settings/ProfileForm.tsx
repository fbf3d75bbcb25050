import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { SessionUser } from '../../../machines/domain/auth-sessions.ts';
import { useAppServices } from '../../app/app-context.tsx';
import { updateProfile } from '../../app/profile-changes.ts';
import { selectStillConnecting } from '../../app/log-readings.ts';
import { showToast } from '../../app/toaster.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import type { EventLog } from '../../eventlog/event-log.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { profileNotUpdated, profileUpdated, settingsRefusal } from './settings-messages.ts';
import * as styles from './settings.css.ts';

// Name, email and mobile: only what changed is proposed, shown at once. The server keeps email
// and mobile unique: its refusal comes later through the log, which takes the change back and
// tells the customer why (RefusalNotices); a change the log itself refuses is shown here.
export function ProfileForm({ user, log }: { user: SessionUser; log: EventLog }) {
  const { toaster } = useAppServices();
  const { i18n } = useLingui();
  const [fields, setFields] = useState({ fullName: user.fullName, email: user.email, mobile: user.mobile });
  const [refusal, setRefusal] = useState<string | null>(null);
  // Until the log has caught up it does not know the account yet, and would refuse the change.
  const connecting = useLogSelector(log, selectStillConnecting, true);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const result = await updateProfile(log, user, fields);
    if (result.accepted) {
      showToast(toaster, { content: { title: profileUpdated } });
    } else {
      setRefusal(result.reason);
      showToast(toaster, { destructive: true, content: { title: profileNotUpdated, description: settingsRefusal(result.reason) } });
    }
  };
  const edit = (key: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));

  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title" className={styles.formTitle}>
        <Trans>Profile</Trans>
      </h2>
      <TextField label={<Trans>Full Name</Trans>} autoComplete="name" aria-required="true" value={fields.fullName} onChange={edit('fullName')} />
      <TextField label={<Trans>Email Address</Trans>} type="email" ltr autoComplete="email" value={fields.email} onChange={edit('email')} />
      <TextField label={<Trans>Mobile Number</Trans>} type="tel" ltr autoComplete="tel" value={fields.mobile} onChange={edit('mobile')} />
      {refusal ? (
        <p className={styles.error} role="alert" data-testid="form-error">
          {i18n._(settingsRefusal(refusal))}
        </p>
      ) : null}
      <Button type="submit" disabled={connecting}>
        <Trans>Save changes</Trans>
      </Button>
    </form>
  );
}
