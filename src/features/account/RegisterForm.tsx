import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type FormEvent } from 'react';
import { isSubmitting } from '../../../machines/auth-snapshot.ts';
import type { RegistrationField } from '../../../machines/domain/registration-rules.ts';
import { useAppServices } from '../../app/app-context.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { fieldProblemText } from './auth-messages.ts';
import { FailureAlert } from './FailureAlert.tsx';
import { fieldValue } from './form-fields.ts';
import { PrivacyNoticeConsent } from './PrivacyNoticeConsent.tsx';
import * as styles from './welcome.css.ts';

export function RegisterForm({ focusFirstField }: { focusFirstField: boolean }) {
  const { i18n, t } = useLingui();
  const { session } = useAppServices();
  const submitting = useSelector(session.auth, isSubmitting);
  const failure = useSelector(session.auth, (snapshot) => snapshot.context.failure);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusFirstField) form.current?.querySelector('input')?.focus();
  }, [focusFirstField]);

  const problem = (field: RegistrationField) => {
    const code = failure?.fields?.[field];
    return code ? i18n._(fieldProblemText(code)) : undefined;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = event.currentTarget;
    session.auth.send({
      type: 'submitRegistration',
      registration: {
        fullName: fieldValue(fields, 'fullName'),
        mobile: fieldValue(fields, 'mobile'),
        email: fieldValue(fields, 'email'),
        password: fieldValue(fields, 'password', false),
        privacyNoticeAccepted: new FormData(fields).get('privacyNoticeAccepted') === 'on',
      },
    });
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-labelledby="register-title" aria-busy={submitting}>
      <h2 id="register-title" className={styles.formTitle}>
        <Trans>Create account</Trans>
      </h2>
      <TextField label={t`Full Name`} name="fullName" autoComplete="name" aria-required="true" problem={problem('fullName')} />
      <p className={styles.note}>
        <Trans>Your mobile number or your email: one is enough to sign in with.</Trans>
      </p>
      <TextField
        label={t`Mobile Number`}
        name="mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="05XXXXXXXX"
        problem={problem('mobile')}
        ltr
      />
      <TextField label={t`Email Address`} name="email" type="email" autoComplete="email" problem={problem('email')} ltr />
      <TextField
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t`At least 8 characters.`}
        aria-required="true"
        problem={problem('password')}
      />
      <PrivacyNoticeConsent problem={problem('privacyNoticeAccepted')} />
      <FailureAlert attempt="register" failure={failure} />
      <Button type="submit" size="wide" disabled={submitting}>
        {submitting ? <Trans>Creating your account…</Trans> : <Trans>Create account</Trans>}
      </Button>
      <p className={styles.switchLine}>
        <Trans>Already have an account?</Trans>
        <Button tone="ghost" onClick={() => session.auth.send({ type: 'toggleMode' })} disabled={submitting}>
          <Trans>Login</Trans>
        </Button>
      </p>
    </form>
  );
}
