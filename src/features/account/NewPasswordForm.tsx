import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import type { NewPassword, ResetFailure } from '../../../machines/password-reset.machine.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { fieldValue } from './form-fields.ts';
import { ResetFailureAlert } from './ResetFailureAlert.tsx';
import * as styles from './welcome.css.ts';

// The new password, typed twice; with the texted code first when the reset went by mobile.
export function NewPasswordForm({
  withCode,
  busy,
  failure,
  onSubmit,
}: {
  withCode: boolean;
  busy: boolean;
  failure: ResetFailure | null;
  onSubmit: (password: NewPassword & { code: string }) => void;
}) {
  const { t } = useLingui();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    onSubmit({
      code: fieldValue(form, 'code'),
      password: fieldValue(form, 'password', false),
      confirmation: fieldValue(form, 'confirmation', false),
    });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="new-password-title" aria-busy={busy}>
      <h1 id="new-password-title" className={styles.formTitle}>
        <Trans>Choose a new password</Trans>
      </h1>
      {withCode ? (
        <>
          <p>
            <Trans>If an account has this mobile number, we sent it a 6-digit code. It works for 15 minutes.</Trans>
          </p>
          <TextField
            label={t`Code`}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-required="true"
            maxLength={12}
            ltr
            autoFocus
          />
        </>
      ) : null}
      <TextField
        label={t`New password`}
        hint={t`At least 8 characters.`}
        name="password"
        type="password"
        autoComplete="new-password"
        aria-required="true"
      />
      <TextField label={t`Confirm new password`} name="confirmation" type="password" autoComplete="new-password" aria-required="true" />
      <ResetFailureAlert failure={failure} />
      <Button type="submit" size="wide" disabled={busy}>
        {busy ? <Trans>Saving…</Trans> : <Trans>Set new password</Trans>}
      </Button>
    </form>
  );
}
