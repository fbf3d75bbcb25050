import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { isBusy, type PasswordResetInput, type ResetLanguage } from '../../../machines/password-reset.machine.ts';
import { inspectOption } from '../../app/inspector.ts';
import { passwordResetFlow } from '../../app/password-reset-flow.ts';
import { Button } from '../../ui/Button.tsx';
import { button } from '../../ui/button.css.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { ResetRequestForm } from './ResetRequestForm.tsx';
import * as styles from './password-reset.css.ts';

// `/forgot-password` and the e-mailed link's `/reset-password?token=…`: one flow, each step
// its own form; at the end the customer signs in with the new password.
export function PasswordResetPage({ input }: { input: PasswordResetInput }) {
  const { i18n } = useLingui();
  const [snapshot, send] = useMachine(passwordResetFlow, { input, ...inspectOption() });
  const { failure } = snapshot.context;
  const busy = isBusy(snapshot);
  const askAgain = (
    <Button tone="ghost" onClick={() => send({ type: 'askAgain' })} disabled={busy}>
      <Trans>Ask for a new one</Trans>
    </Button>
  );

  return (
    <section className={styles.page}>
      {snapshot.matches('asking') ? (
        <ResetRequestForm
          busy={busy}
          failure={failure}
          onRequest={(identifier) => send({ type: 'requestReset', identifier, language: i18n.locale as ResetLanguage })}
        />
      ) : null}
      {snapshot.matches('linkSent') ? (
        <div role="status">
          <h1>
            <Trans>Check your e-mail</Trans>
          </h1>
          <p className={styles.note}>
            <Trans>If an account has this email, we sent it a link to choose a new password. The link works once, for 15 minutes.</Trans>
          </p>
          <div className={styles.actions}>{askAgain}</div>
        </div>
      ) : null}
      {snapshot.matches('byLink') || snapshot.matches('byCode') ? (
        <>
          <NewPasswordForm
            withCode={snapshot.matches('byCode')}
            busy={busy}
            failure={failure}
            onSubmit={({ code, password, confirmation }) =>
              send(snapshot.matches('byCode') ? { type: 'setPasswordWithCode', code, password, confirmation } : { type: 'setPassword', password, confirmation })
            }
          />
          <div className={styles.actions}>{askAgain}</div>
        </>
      ) : null}
      {snapshot.matches('done') ? (
        <div role="status">
          <h1>
            <Trans>Your password is changed</Trans>
          </h1>
          <p className={styles.note}>
            <Trans>You were signed out on every device. Sign in with your new password.</Trans>
          </p>
          <Link to="/" className={button({ size: 'wide' })}>
            <Trans>Sign in</Trans>
          </Link>
        </div>
      ) : null}
    </section>
  );
}
