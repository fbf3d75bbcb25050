import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { isSubmitting } from '../../../machines/auth-snapshot.ts';
import { useAppServices } from '../../app/app-context.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { FailureAlert } from './FailureAlert.tsx';
import { fieldValue } from './form-fields.ts';
import * as styles from './welcome.css.ts';

export function LoginForm() {
  const { t } = useLingui();
  const { session } = useAppServices();
  const submitting = useSelector(session.auth, isSubmitting);
  const failure = useSelector(session.auth, (snapshot) => snapshot.context.failure);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    session.auth.send({
      type: 'submitLogin',
      credentials: { identifier: fieldValue(form, 'identifier'), password: fieldValue(form, 'password', false) },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="login-title" aria-busy={submitting}>
      <h2 id="login-title" className={styles.formTitle}>
        <Trans>Login</Trans>
      </h2>
      <TextField
        label={t`Email or mobile number`}
        name="identifier"
        autoComplete="username"
        aria-required="true"
        ltr
      />
      <TextField label={t`Password`} name="password" type="password" autoComplete="current-password" aria-required="true" />
      <Link to="/forgot-password" className={styles.forgotLink}>
        <Trans>Forgot password?</Trans>
      </Link>
      <FailureAlert attempt="login" failure={failure} />
      <Button type="submit" size="wide" disabled={submitting}>
        {submitting ? <Trans>Signing in…</Trans> : <Trans>Login</Trans>}
      </Button>
      <p className={styles.switchLine}>
        <Trans>New here?</Trans>
        <Button tone="ghost" onClick={() => session.auth.send({ type: 'toggleMode' })} disabled={submitting}>
          <Trans>Create account</Trans>
        </Button>
      </p>
    </form>
  );
}
