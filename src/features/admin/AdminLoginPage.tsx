import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { adminCodeAsked, isAdminSubmitting } from '../../../machines/auth-snapshot.ts';
import { useAppServices } from '../../app/app-context.tsx';
import { useOnline } from '../../app/use-online.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { FailureAlert } from '../account/FailureAlert.tsx';
import { fieldValue } from '../account/form-fields.ts';
import * as styles from '../account/welcome.css.ts';
import * as adminStyles from './admin.css.ts';
import { AdminNeedsConnection } from './AdminNeedsConnection.tsx';

export function AdminLoginPage() {
  const { t } = useLingui();
  const { session } = useAppServices();
  const submitting = useSelector(session.auth, isAdminSubmitting);
  const failure = useSelector(session.auth, (snapshot) => snapshot.context.adminFailure);
  const askCode = useSelector(session.auth, adminCodeAsked);
  const online = useOnline();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const code = askCode ? fieldValue(form, 'code') : '';
    session.auth.send({
      type: 'submitAdminLogin',
      credentials: { email: fieldValue(form, 'email'), password: fieldValue(form, 'password', false), ...(code ? { code } : {}) },
    });
  };

  if (!online) return <AdminNeedsConnection />;
  return (
    <div className={adminStyles.narrow}>
      <section className={styles.card}>
        <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="admin-login-title" aria-busy={submitting}>
          <h1 id="admin-login-title" className={styles.formTitle}>
            <Trans>Admin Login</Trans>
          </h1>
          <TextField label={t`Email Address`} name="email" type="email" autoComplete="username" aria-required="true" ltr />
          <TextField label={t`Password`} name="password" type="password" autoComplete="current-password" aria-required="true" />
          {askCode ? (
            <TextField label={t`Authentication code`} name="code" autoComplete="one-time-code" inputMode="numeric" aria-required="true" ltr autoFocus />
          ) : null}
          <FailureAlert attempt="adminLogin" failure={failure} />
          <Button type="submit" size="wide" disabled={submitting}>
            {submitting ? <Trans>Signing in…</Trans> : <Trans>Login</Trans>}
          </Button>
        </form>
        <Link to="/">
          <Trans>Back to user login</Trans>
        </Link>
      </section>
    </div>
  );
}
