import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useAppServices } from '../../app/app-context.tsx';
import { changePassword, type PasswordChange } from '../../app/profile-changes.ts';
import { showToast } from '../../app/toaster.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { passwordChanged, passwordNotChanged, settingsRefusal } from './settings-messages.ts';
import * as styles from './settings.css.ts';

// A new password, given with the current one; the server ends the person's other sessions.
// The customer's by default; the admin's Settings tab passes the admin's route.
export function PasswordForm({ change = changePassword }: { change?: (current: string, next: string) => Promise<PasswordChange> }) {
  const { toaster } = useAppServices();
  const { i18n } = useLingui();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ code: string; retryAfterSeconds?: number } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setRefusal(null);
    const answer = await change(current, next);
    setBusy(false);
    if (answer.ok) {
      setCurrent('');
      setNext('');
      showToast(toaster, { content: { title: passwordChanged } });
    } else {
      setRefusal(answer);
      showToast(toaster, {
        destructive: true,
        content: { title: passwordNotChanged, description: settingsRefusal(answer.code, answer.retryAfterSeconds) },
      });
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="password-title">
      <h2 id="password-title" className={styles.formTitle}>
        <Trans>Change password</Trans>
      </h2>
      <TextField label={<Trans>Current password</Trans>} type="password" autoComplete="current-password" aria-required="true" value={current} onChange={(event) => setCurrent(event.target.value)} />
      <TextField
        label={<Trans>New password</Trans>}
        hint={<Trans>At least 8 characters.</Trans>}
        type="password"
        autoComplete="new-password"
        aria-required="true"
        value={next}
        onChange={(event) => setNext(event.target.value)}
      />
      {refusal ? (
        <p className={styles.error} role="alert" data-testid="password-error">
          {i18n._(settingsRefusal(refusal.code, refusal.retryAfterSeconds))}
        </p>
      ) : null}
      <Button type="submit" disabled={busy || current === '' || next === ''}>
        <Trans>Change password</Trans>
      </Button>
    </form>
  );
}
