import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { addAdmin, changeAdminPassword, endOtherAdminSessions, removeAdmin } from '../../../app/admin-accounts.ts';
import { useAppServices } from '../../../app/app-context.tsx';
import { formatBusinessMoment } from '../../../app/business-dates.ts';
import type { PasswordChange } from '../../../app/profile-changes.ts';
import { showToast } from '../../../app/toaster.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { PasswordForm } from '../../settings/PasswordForm.tsx';
import { settingsRefusal } from '../../settings/settings-messages.ts';
import { useAdmins } from './use-admins.ts';
import * as own from './admins.css.ts';
import * as styles from './settings.css.ts';

const said = {
  added: msg`Admin added`,
  removed: msg`Admin removed`,
  sessionsEnded: msg`Your other sessions were ended`,
  refused: msg`Not saved`,
};

// The admins (docs/decisions.md 2): who they are, adding one with a first password to pass on,
// removing one (whose sessions end at once), the admin's own password and other sessions.
export function AdminsForm() {
  const { i18n } = useLingui();
  const { toaster } = useAppServices();
  const { admins, you, reload } = useAdmins();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const answered = (answer: PasswordChange, success: typeof said.added) => {
    if (answer.ok) showToast(toaster, { content: { title: success } });
    else showToast(toaster, { destructive: true, content: { title: said.refused, description: settingsRefusal(answer.code, answer.retryAfterSeconds) } });
    reload();
    return answer.ok;
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (answered(await addAdmin(email.trim(), password), said.added)) {
      setEmail('');
      setPassword('');
    }
  };

  return (
    <>
      <section className={styles.form} aria-labelledby="admins-title">
        <h3 id="admins-title" className={styles.sectionTitle}>
          <Trans>Admins</Trans>
        </h3>
        <ul className={own.list} data-testid="admin-list">
          {(admins ?? []).map((admin) => (
            <li key={admin.id} className={own.row}>
              <span className={own.email} dir="ltr">
                {admin.email}
              </span>
              <span className={styles.note}>
                {admin.id === you ? <Trans>You</Trans> : <Trans>Added {formatBusinessMoment(admin.createdAt, i18n.locale)}</Trans>}
              </span>
              {admin.id === you ? null : (
                <Button tone="danger" onClick={() => void removeAdmin(admin.id).then((answer) => answered(answer, said.removed))}>
                  <Trans>Remove {admin.email}</Trans>
                </Button>
              )}
            </li>
          ))}
        </ul>
        <form className={own.addForm} onSubmit={(event) => void add(event)} noValidate aria-labelledby="add-admin-title">
          <h4 id="add-admin-title" className={styles.sectionTitle}>
            <Trans>Add an admin</Trans>
          </h4>
          <TextField label={<Trans>Email address</Trans>} type="email" autoComplete="off" ltr aria-required="true" value={email} onChange={(event) => setEmail(event.target.value)} />
          <TextField
            label={<Trans>First password</Trans>}
            hint={<Trans>At least 8 characters. Pass it on to them safely.</Trans>}
            type="password"
            autoComplete="new-password"
            aria-required="true"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" disabled={email.trim() === '' || password === ''}>
            <Trans>Add admin</Trans>
          </Button>
        </form>
      </section>
      <PasswordForm change={changeAdminPassword} />
      <section className={styles.form} aria-labelledby="sessions-title">
        <h3 id="sessions-title" className={styles.sectionTitle}>
          <Trans>Your sessions</Trans>
        </h3>
        <p className={styles.note}>
          <Trans>Sign out everywhere else, for example on a computer you no longer use.</Trans>
        </p>
        <Button tone="secondary" onClick={() => void endOtherAdminSessions().then((answer) => answered(answer, said.sessionsEnded))}>
          <Trans>End my other sessions</Trans>
        </Button>
      </section>
    </>
  );
}
