import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import type { ResetFailure } from '../../../machines/password-reset.machine.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { fieldValue } from './form-fields.ts';
import { ResetFailureAlert } from './ResetFailureAlert.tsx';
import * as styles from './welcome.css.ts';

// The first step: which account. The answer never says whether one exists.
export function ResetRequestForm({
  busy,
  failure,
  onRequest,
}: {
  busy: boolean;
  failure: ResetFailure | null;
  onRequest: (identifier: string) => void;
}) {
  const { t } = useLingui();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onRequest(fieldValue(event.currentTarget, 'identifier'));
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="reset-title" aria-busy={busy}>
      <h1 id="reset-title" className={styles.formTitle}>
        <Trans>Forgot your password?</Trans>
      </h1>
      <p>
        <Trans>Enter your email to receive a link, or your mobile number to receive a code.</Trans>
      </p>
      <TextField label={t`Email or mobile number`} name="identifier" autoComplete="username" aria-required="true" ltr />
      <ResetFailureAlert failure={failure} />
      <Button type="submit" size="wide" disabled={busy}>
        {busy ? <Trans>Sending…</Trans> : <Trans>Send</Trans>}
      </Button>
    </form>
  );
}
