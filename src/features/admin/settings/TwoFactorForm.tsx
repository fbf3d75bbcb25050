import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import type { TwoFactorRefusal } from '../../../../machines/two-factor-setup.machine.ts';
import { useAppServices } from '../../../app/app-context.tsx';
import { inspectOption } from '../../../app/inspector.ts';
import { showToast } from '../../../app/toaster.ts';
import { twoFactorSetupFlow } from '../../../app/two-factor-setup.ts';
import { Button } from '../../../ui/Button.tsx';
import { QrCode } from '../../../ui/QrCode.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { failureText } from '../../account/auth-messages.ts';
import * as own from './admins.css.ts';
import * as styles from './settings.css.ts';

const said = { on: msg`Two-factor sign-in is on`, off: msg`Two-factor sign-in is off` };

// The admin's own optional two-factor sign-in: scan the secret into an authenticator app,
// confirm with its code, keep the recovery codes (shown once); turning it off takes a code.
export function TwoFactorForm() {
  const { t } = useLingui();
  const { toaster } = useAppServices();
  const [snapshot, send, flow] = useMachine(twoFactorSetupFlow, inspectOption());
  const { code, otpauthUrl, recoveryCodes } = snapshot.context;

  useEffect(() => {
    const refused = (refusal: TwoFactorRefusal) => {
      const text = failureText('adminLogin', refusal);
      showToast(toaster, { destructive: true, content: { title: msg`Not saved`, description: text.description ?? text.title } });
    };
    const subscriptions = [
      flow.on('refused', ({ refusal }) => refused(refusal)),
      flow.on('turnedOn', () => showToast(toaster, { content: { title: said.on } })),
      flow.on('turnedOff', () => showToast(toaster, { content: { title: said.off } })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [flow, toaster]);

  const submit = (command: 'confirm' | 'turnOff') => (event: FormEvent) => {
    event.preventDefault();
    send({ type: command });
  };
  const codeField = (
    <TextField
      label={<Trans>Authentication code</Trans>}
      autoComplete="one-time-code"
      inputMode="numeric"
      ltr
      value={code}
      onChange={(event) => send({ type: 'typeCode', code: event.target.value })}
    />
  );

  if (snapshot.matches('reading')) return null;
  return (
    <section className={styles.form} aria-labelledby="two-factor-title" data-testid="two-factor">
      <h3 id="two-factor-title" className={styles.sectionTitle}>
        <Trans>Two-factor sign-in</Trans>
      </h3>
      {snapshot.matches('off') || snapshot.matches('enrolling') ? (
        <>
          <p className={styles.note}>
            <Trans>Off. With it on, signing in also takes a code from an authenticator app on your phone.</Trans>
          </p>
          <Button tone="secondary" onClick={() => send({ type: 'start' })} disabled={!snapshot.can({ type: 'start' })}>
            <Trans>Set up two-factor sign-in</Trans>
          </Button>
        </>
      ) : null}
      {snapshot.matches('scanning') || snapshot.matches('confirming') ? (
        <form className={own.addForm} noValidate onSubmit={submit('confirm')}>
          <p className={styles.note}>
            <Trans>Scan this code with your authenticator app, or type the key, then enter the code it shows.</Trans>
          </p>
          <QrCode text={otpauthUrl} label={t`QR code of your two-factor key`} className={own.qr} />
          <p>
            <Trans>
              Key: <code dir="ltr" data-testid="totp-secret">{snapshot.context.secret}</code>
            </Trans>
          </p>
          {codeField}
          <Button type="submit" disabled={!snapshot.can({ type: 'confirm' })}>
            <Trans>Turn on</Trans>
          </Button>
        </form>
      ) : null}
      {snapshot.matches('showingRecoveryCodes') ? (
        <>
          <p className={styles.note}>
            <Trans>Keep these recovery codes somewhere safe. Each signs you in once if you lose your phone. They are not shown again.</Trans>
          </p>
          <ul className={own.codes} dir="ltr" data-testid="recovery-codes">
            {recoveryCodes.map((recovery) => (
              <li key={recovery}>
                <code>{recovery}</code>
              </li>
            ))}
          </ul>
          <Button onClick={() => send({ type: 'codesKept' })}>
            <Trans>I have kept them</Trans>
          </Button>
        </>
      ) : null}
      {snapshot.matches('on') || snapshot.matches('turningOff') ? (
        <form className={own.addForm} noValidate onSubmit={submit('turnOff')}>
          <p className={styles.note}>
            <Trans>On: signing in takes a code from your authenticator app.</Trans>
          </p>
          {codeField}
          <Button type="submit" tone="danger" disabled={!snapshot.can({ type: 'turnOff' })}>
            <Trans>Turn off</Trans>
          </Button>
        </form>
      ) : null}
    </section>
  );
}
